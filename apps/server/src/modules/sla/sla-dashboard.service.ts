import { TICKET_PRIORITIES } from '@atiende/contracts';
import {
  dashboardMessages,
  SLA_AT_RISK_LIMIT,
  slaDashboardMessages,
  type SlaCompliance,
  type SlaDashboard,
  type SlaDashboardQuery,
  type SlaSummary,
} from '@atiende/contracts/dashboard';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { periodRangeOf, resolvePeriod, type ResolvedPeriod } from '../../platform/period';
import { selectDepartmentNames } from '../departments/index';
import { teamPanelScope, type Viewer } from '../tickets/index';
import * as repository from './sla-dashboard.repository';
import type { ComplianceRow, SlaScope } from './sla-dashboard.repository';

export type { SlaScope };

/** Met and breached as the answer gives them, with the share met (one decimal). */
function complianceOf(met: number, breached: number): SlaCompliance {
  const total = met + breached;
  return { met, breached, percent: total === 0 ? null : Math.round((met / total) * 1000) / 10 };
}

const rowCompliance = (row: ComplianceRow | undefined) => ({
  firstResponse: complianceOf(row?.firstResponseMet ?? 0, row?.firstResponseBreached ?? 0),
  resolution: complianceOf(row?.resolutionMet ?? 0, row?.resolutionBreached ?? 0),
});

const settledCount = (row: ComplianceRow) =>
  row.firstResponseMet + row.firstResponseBreached + row.resolutionMet + row.resolutionBreached;

const idName = (id: string | null, name: string | null) =>
  id && name !== null ? { id, name } : null;

/**
 * The SLA figures of a scope and period (docs/sla.md#dashboard): compliance of both targets and
 * the running clocks at risk and overdue now. The overview reads these too
 * (docs/dashboards.md#figures), with its own scope, and the técnico's dashboard with theirs (the
 * tickets assigned to them, this week: docs/dashboards.md#técnico).
 */
export async function slaSummary(
  db: Db,
  scope: SlaScope,
  period: { from: Date; to: Date },
  now: Date = new Date(),
): Promise<SlaSummary> {
  const [rows, running] = await Promise.all([
    repository.selectCompliance(db, scope, period, now, { withBreakdowns: false }),
    repository.selectRunningCounts(db, scope, now),
  ]);
  return { ...rowCompliance(rows[0]), ...running };
}

function breakdowns(rows: ComplianceRow[], period: ResolvedPeriod) {
  const of = (kind: ComplianceRow['kind']) => rows.filter((row) => row.kind === kind);
  const byName = (a: { name: string | null }, b: { name: string | null }) =>
    (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff', 'es');
  const byDay = new Map(of('day').map((row) => [row.key, row]));
  return {
    byPriority: [...TICKET_PRIORITIES].reverse().map((priority) => ({
      priority,
      ...rowCompliance(of('priority').find((row) => row.key === priority)),
    })),
    byDepartment: of('department')
      .sort(byName)
      .map((row) => ({ department: idName(row.key, row.name), ...rowCompliance(row) })),
    byTechnician: of('technician')
      .sort((a, b) => settledCount(b) - settledCount(a) || byName(a, b))
      .map((row) => ({ technician: idName(row.key, row.name), ...rowCompliance(row) })),
    trend: repository.limaDaysOf(period).map((date) => {
      const row = byDay.get(date);
      return {
        date,
        met: (row?.firstResponseMet ?? 0) + (row?.resolutionMet ?? 0),
        breached: (row?.firstResponseBreached ?? 0) + (row?.resolutionBreached ?? 0),
      };
    }),
  };
}

/** GET /api/sla/dashboard (docs/sla.md#dashboard): every figure of the SLA dashboard. */
export async function slaDashboard(
  db: Db,
  viewer: Viewer,
  query: SlaDashboardQuery,
  now: Date = new Date(),
): Promise<SlaDashboard> {
  // Who sees which tickets (docs/dashboards.md#scoping, as the overview): an administrator every
  // department, or the one asked for; a tech lead the departments they lead or belong to (inside
  // the tickets' visibility rule, that is exactly those departments).
  const { departmentIds } = teamPanelScope(viewer, query.departmentId, {
    roleForbidden: slaDashboardMessages.errors.roleForbidden,
    departmentForbidden: dashboardMessages.errors.departmentForbidden,
  });
  const scope: SlaScope = { departmentIds };
  const period = resolvePeriod(query, now);
  const [departments, rows, running, atRisk] = await Promise.all([
    selectDepartmentNames(db, departmentIds),
    repository.selectCompliance(db, scope, period, now, { withBreakdowns: true }),
    repository.selectRunningCounts(db, scope, now),
    repository.selectAtRisk(db, scope, now, SLA_AT_RISK_LIMIT),
  ]);
  // An administrator's department that does not exist: said like any bad field.
  if (query.departmentId && departments.length === 0) {
    const message = dashboardMessages.validation.departmentInvalid;
    throw new AppError('VALIDATION_FAILED', [{ field: 'departmentId', message }], { message });
  }
  return {
    range: periodRangeOf(period),
    generatedAt: now.toISOString(),
    departments,
    summary: { ...rowCompliance(rows.find((row) => row.kind === 'all')), ...running },
    ...breakdowns(rows, period),
    atRisk: atRisk.map((row) => ({
      id: row.id,
      number: row.number,
      title: row.title,
      status: row.status,
      priority: row.priority,
      department: idName(row.departmentId, row.departmentName),
      assignedTo: idName(row.assignedToId, row.assignedToName),
      target: row.target,
      dueAt: new Date(row.dueAtMs).toISOString(),
    })),
  };
}
