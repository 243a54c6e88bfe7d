// The SLA family (docs/reports.md#sla): the period's targets met and breached, from the SLA
// module's daily counts (docs/sla.md#dashboard: each target counted once, on the day its outcome
// became known), and the open tickets overdue now, from the running clocks' due-time indexes.
// Cross-module reads of the clocks, departments and users allowed by
// docs/decisions/0007-cross-module-reads.md. Counts are cast to int so both drivers return
// numbers.
import { TICKET_PRIORITIES, TICKET_PRIORITY_LABELS, type TicketPriority } from '@atiende/contracts';
import { REPORT_MAX_ROWS, slaReportMessages, type ReportRow } from '@atiende/contracts/reports';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../../db/client';
import { idArray } from '../../../db/id-array';
import { slaPeriodCounts } from '../../sla/index';
import type { ReportFamilyDefinitions, ReportScope } from '../report-definition';

const m = slaReportMessages;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const PRIORITIES_URGENT_FIRST = [...TICKET_PRIORITIES].reverse();

/** The period's targets per day, priority, department and assignee (`byPerson`) of the scope. */
const periodTargets = (scope: ReportScope, byPerson: boolean) =>
  slaPeriodCounts({ departmentIds: scope.departmentIds }, scope.period, scope.now, { byPerson });

/** Met ÷ (met + breached) in percent, one decimal; null without either. */
const percent = (met: SQL, breached: SQL) =>
  sql`round(${met} * 100.0 / nullif(${met} + ${breached}, 0), 1)::float8`;

type ComplianceRow = {
  priority: TicketPriority | null;
  firstResponseMet: number;
  firstResponseBreached: number;
  resolutionMet: number;
  resolutionBreached: number;
  firstResponsePercent: number | null;
  resolutionPercent: number | null;
};

const compliance = {
  async run(db: Db, scope: ReportScope) {
    const priority = scope.filters.priority;
    const sums = await selectRows<ComplianceRow>(
      db,
      sql`SELECT g.priority, g."firstResponseMet", g."firstResponseBreached", g."resolutionMet",
  g."resolutionBreached",
  ${percent(sql`g."firstResponseMet"`, sql`g."firstResponseBreached"`)} AS "firstResponsePercent",
  ${percent(sql`g."resolutionMet"`, sql`g."resolutionBreached"`)} AS "resolutionPercent"
FROM (
  SELECT CASE WHEN GROUPING(o.priority) = 0 THEN o.priority::text END AS priority,
    coalesce(sum(o.first_response_met), 0)::int AS "firstResponseMet",
    coalesce(sum(o.first_response_breached), 0)::int AS "firstResponseBreached",
    coalesce(sum(o.resolution_met), 0)::int AS "resolutionMet",
    coalesce(sum(o.resolution_breached), 0)::int AS "resolutionBreached"
  FROM (${periodTargets(scope, false)}) o
  WHERE ${priority ? sql`o.priority = ${priority}` : sql`TRUE`}
  GROUP BY ROLLUP (o.priority)
) g`,
    );
    const empty = {
      firstResponseMet: 0,
      firstResponseBreached: 0,
      resolutionMet: 0,
      resolutionBreached: 0,
      firstResponsePercent: null,
      resolutionPercent: null,
    };
    const cellsOf = (row: Omit<ComplianceRow, 'priority'>) => ({
      measured:
        row.firstResponseMet +
        row.firstResponseBreached +
        row.resolutionMet +
        row.resolutionBreached,
      firstResponseMet: row.firstResponsePercent,
      resolutionMet: row.resolutionPercent,
      breaches: row.firstResponseBreached + row.resolutionBreached,
    });
    // Urgente first, every priority listed (only the one asked for, with the filter).
    const priorities = priority ? [priority] : PRIORITIES_URGENT_FIRST;
    const rows: ReportRow[] = priorities.map((value) => {
      const found = sums.find((row) => row.priority === value) ?? { ...empty };
      return {
        cells: { priority: TICKET_PRIORITY_LABELS[value], ...cellsOf(found) },
      };
    });
    const total = sums.find((row) => row.priority === null) ?? { ...empty };
    return {
      summary: m.summaries.compliance(total.firstResponsePercent, total.resolutionPercent),
      columns: [
        { key: 'priority', label: m.columns.priority, kind: 'text' as const },
        { key: 'measured', label: m.columns.measured, kind: 'count' as const },
        { key: 'firstResponseMet', label: m.columns.firstResponseMet, kind: 'percent' as const },
        { key: 'resolutionMet', label: m.columns.resolutionMet, kind: 'percent' as const },
        { key: 'breaches', label: m.columns.breaches, kind: 'count' as const },
      ],
      rows,
      totals: { priority: m.totalRow, ...cellsOf(total) },
      chart: {
        kind: 'bar' as const,
        x: 'priority',
        series: ['firstResponseMet', 'resolutionMet'],
        stacked: false,
        horizontal: false,
      },
      truncated: false,
    };
  },
};

type BreachRow = {
  departmentId: string | null;
  departmentName: string | null;
  technicianId: string | null;
  technicianName: string | null;
  firstResponseBreaches: number;
  resolutionBreaches: number;
  openBreached: number;
};

const breaches = {
  async run(db: Db, scope: ReportScope) {
    const { priority, technicianId } = scope.filters;
    const onCounts: SQL[] = [];
    const onClocks: SQL[] = [sql`s.paused_since IS NULL`];
    if (scope.departmentIds !== null)
      onClocks.push(sql`s.department_id = ANY(${idArray(scope.departmentIds)})`);
    if (priority) {
      onCounts.push(sql`o.priority = ${priority}`);
      onClocks.push(sql`s.priority = ${priority}`);
    }
    if (technicianId) {
      onCounts.push(sql`o.assigned_to_id = ${technicianId}`);
      onClocks.push(sql`s.assigned_to_id = ${technicianId}`);
    }
    const now = at(scope.now);
    const found = await selectRows<BreachRow>(
      db,
      sql`WITH b AS (
  SELECT o.department_id, o.assigned_to_id, sum(o.first_response_breached)::int AS fr,
    sum(o.resolution_breached)::int AS res, 0 AS open
  FROM (${periodTargets(scope, true)}) o
  WHERE ${onCounts.length > 0 ? sql.join(onCounts, sql` AND `) : sql`TRUE`}
  GROUP BY 1, 2
  UNION ALL
  -- Open tickets past a running target's due time now (docs/sla.md#dashboard, "Vencidos").
  SELECT s.department_id, s.assigned_to_id, 0, 0, count(*)::int
  FROM ticket_sla s
  WHERE ${sql.join(onClocks, sql` AND `)}
    AND ((s.first_response_at IS NULL AND s.first_response_due_at <= ${now})
      OR s.resolution_due_at <= ${now})
  GROUP BY 1, 2
), g AS (
  SELECT b.department_id, b.assigned_to_id, sum(b.fr)::int AS fr, sum(b.res)::int AS res,
    sum(b.open)::int AS open
  FROM b GROUP BY 1, 2
  HAVING sum(b.fr) + sum(b.res) + sum(b.open) > 0
)
SELECT g.department_id AS "departmentId", d.name AS "departmentName",
  g.assigned_to_id AS "technicianId", u.name AS "technicianName",
  g.fr AS "firstResponseBreaches", g.res AS "resolutionBreaches", g.open AS "openBreached"
FROM g
LEFT JOIN departments d ON d.id = g.department_id
LEFT JOIN users u ON u.id = g.assigned_to_id
ORDER BY g.fr + g.res + g.open DESC, d.name IS NULL, lower(unaccent(d.name)),
  u.name IS NULL, lower(unaccent(u.name)), g.department_id, g.assigned_to_id
LIMIT ${REPORT_MAX_ROWS + 1}`,
    );
    const truncated = found.length > REPORT_MAX_ROWS;
    const shown = found.slice(0, REPORT_MAX_ROWS);
    const rows: ReportRow[] = shown.map((row) => ({
      cells: {
        department: row.departmentName ?? m.noDepartment,
        technician: row.technicianName ?? m.unassigned,
        firstResponseBreaches: row.firstResponseBreaches,
        resolutionBreaches: row.resolutionBreaches,
        openBreached: row.openBreached,
      },
      // The list's «Por vencer» view of the person's tickets in the department: the open tickets
      // whose running target is past its warning, those overdue included (the list has no view
      // of the overdue alone).
      drill: {
        sla: 'atRisk',
        view: 'open',
        assignedToId: row.technicianId ?? 'none',
        ...(row.departmentId ? { departmentId: row.departmentId } : {}),
        ...(priority ? { priority } : {}),
      },
    }));
    const sum = (key: keyof BreachRow) =>
      shown.reduce((total, row) => total + Number(row[key] ?? 0), 0);
    const totals = {
      department: m.totalRow,
      technician: '',
      firstResponseBreaches: sum('firstResponseBreaches'),
      resolutionBreaches: sum('resolutionBreaches'),
      openBreached: sum('openBreached'),
    };
    return {
      summary: m.summaries.breaches(
        totals.firstResponseBreaches + totals.resolutionBreaches,
        totals.openBreached,
      ),
      columns: [
        { key: 'department', label: m.columns.department, kind: 'text' as const },
        { key: 'technician', label: m.columns.technician, kind: 'text' as const },
        {
          key: 'firstResponseBreaches',
          label: m.columns.firstResponseBreaches,
          kind: 'count' as const,
        },
        { key: 'resolutionBreaches', label: m.columns.resolutionBreaches, kind: 'count' as const },
        { key: 'openBreached', label: m.columns.openBreached, kind: 'count' as const },
      ],
      rows,
      totals: truncated ? null : totals,
      chart: {
        kind: 'bar' as const,
        x: 'technician',
        series: ['firstResponseBreaches', 'resolutionBreaches', 'openBreached'],
        stacked: true,
        horizontal: true,
      },
      truncated,
    };
  },
};

/** docs/reports.md#sla. */
export const slaReports: ReportFamilyDefinitions<'sla'> = { compliance, breaches };
