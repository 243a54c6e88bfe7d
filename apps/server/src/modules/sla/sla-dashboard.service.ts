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
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { periodRangeOf, resolvePeriod, type ResolvedPeriod } from '../../platform/period';
import { selectDepartmentNames } from '../departments/index';
import { teamPanelScope, type Viewer } from '../tickets/index';
import * as repository from './sla-dashboard.repository';
import type { ComplianceRow } from './sla-dashboard.repository';

/**
 * Who sees which tickets (docs/dashboards.md#scoping, as the overview): an administrator every
 * department, or the one asked for; a tech lead the departments they lead or belong to, inside
 * the tickets' visibility rule. `departmentIds` null: all.
 */
function scopeOf(viewer: Viewer, departmentId: string | undefined) {
  const { departmentIds, tickets } = teamPanelScope(viewer, departmentId, {
    roleForbidden: slaDashboardMessages.errors.roleForbidden,
    departmentForbidden: dashboardMessages.errors.departmentForbidden,
  });
  return { scope: tickets, departmentIds };
}

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
 * Where the figures look: the tickets' condition, and the name a long period's compliance is kept
 * under — two scopes with the same name must be the same tickets (`departmentsKey`, or one
 * assignee's).
 */
export type SlaScope = { scope: SQL; keptAs: string };

/** The name of a team panel's scope, which its departments decide (null: all). */
export const departmentsKey = (departmentIds: readonly string[] | null) =>
  `departments:${JSON.stringify(departmentIds)}`;

/**
 * docs/sla.md#dashboard: the compliance of a period longer than a week reads every target settled
 * in it (hundreds of thousands at 1,000,000 tickets) and barely moves from one minute to the
 * next, so it is computed at most once a minute per departments and period, per instance (as the
 * overview's durations, docs/dashboards.md#long-periods); a failure is not kept. The running
 * clocks (at risk, overdue, the list) are read on every request.
 */
const LONG_PERIOD_MS = 8 * 86_400_000;
export const COMPLIANCE_KEPT_MS = 60_000;
const MOST_KEPT = 200;
type KeptCompliance = Map<string, { until: number; rows: Promise<ComplianceRow[]> }>;
/** Per database (one per process in production; test files may share a process). */
const keptByDatabase = new WeakMap<Db, KeptCompliance>();

function readCompliance(
  db: Db,
  { scope, keptAs }: SlaScope,
  period: { from: Date; to: Date },
  now: Date,
  withBreakdowns: boolean,
): Promise<ComplianceRow[]> {
  const compute = () => repository.selectCompliance(db, scope, period, now, { withBreakdowns });
  if (period.to.getTime() - period.from.getTime() <= LONG_PERIOD_MS) return compute();
  const key = JSON.stringify([keptAs, withBreakdowns, period.from.getTime(), period.to.getTime()]);
  let keptCompliance = keptByDatabase.get(db);
  if (!keptCompliance) {
    keptCompliance = new Map();
    keptByDatabase.set(db, keptCompliance);
  }
  const hit = keptCompliance.get(key);
  if (hit && hit.until > now.getTime()) return hit.rows;
  const rows = compute();
  keptCompliance.delete(key);
  keptCompliance.set(key, { until: now.getTime() + COMPLIANCE_KEPT_MS, rows });
  rows.catch(() => keptCompliance.delete(key));
  // Bounded: the oldest entries go first (a Map iterates in insertion order).
  for (const [oldKey, entry] of keptCompliance) {
    if (keptCompliance.size <= MOST_KEPT && entry.until > now.getTime()) break;
    keptCompliance.delete(oldKey);
  }
  return rows;
}

/**
 * The SLA figures of a scope and period (docs/sla.md#dashboard): compliance of both targets and
 * the running clocks at risk and overdue now. The overview reads these too
 * (docs/dashboards.md#figures), with its own scope, and the técnico's dashboard with theirs (the
 * tickets assigned to them, this week: docs/dashboards.md#técnico).
 */
export async function slaSummary(
  db: Db,
  where: SlaScope,
  period: { from: Date; to: Date },
  now: Date = new Date(),
): Promise<SlaSummary> {
  const [rows, running] = await Promise.all([
    readCompliance(db, where, period, now, false),
    repository.selectRunningCounts(db, where.scope, now),
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
  const { scope, departmentIds } = scopeOf(viewer, query.departmentId);
  const period = resolvePeriod(query, now);
  const [departments, rows, running, atRisk] = await Promise.all([
    selectDepartmentNames(db, departmentIds),
    readCompliance(db, { scope, keptAs: departmentsKey(departmentIds) }, period, now, true),
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
