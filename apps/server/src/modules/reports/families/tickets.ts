// The tickets family (docs/reports.md#tickets): created, resolved and open tickets by status,
// department, priority and day, and the open tickets' age. Every figure is one SQL aggregate:
// the period's counts come from the daily counts (docs/dashboards.md#daily-counts) when the
// filters allow it, else from the tickets' period indexes, which carry every column these
// statements group and filter by (migration 0034), so both are read from the index alone.
// Cross-module reads of tickets and departments allowed by
// docs/decisions/0007-cross-module-reads.md. Counts are cast to int so both drivers return
// numbers.
import {
  OPEN_STATUSES,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
  type TicketPriority,
  type TicketStatus,
} from '@atiende/contracts';
import {
  REPORT_MAX_ROWS,
  ticketReportMessages,
  type ReportDrill,
  type ReportRow,
} from '@atiende/contracts/reports';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../../db/client';
import { idArray } from '../../../db/id-array';
import { limaToday } from '../../../platform/lima-time';
import type { ReportFamilyDefinitions, ReportScope } from '../report-definition';

const m = ticketReportMessages;

const quoted = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);
const OPEN = quoted(OPEN_STATUSES);

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** The Lima calendar day of a timestamp column. */
const limaDayOf = (column: SQL) => sql`(${column} AT TIME ZONE 'America/Lima')::date`;

/** The period's instants on a tickets column, [from, to). */
const inPeriod = (column: SQL, scope: ReportScope) =>
  sql`${column} >= ${at(scope.period.from)} AND ${column} < ${at(scope.period.to)}`;

/** The period's days on the daily counts' `day`, both included. */
const inDays = (scope: ReportScope) =>
  sql`day >= ${scope.days.from}::date AND day <= ${scope.days.to}::date`;

/**
 * The scope on the daily counts' bare `department_id`: the scope of a report is decided by
 * departments alone (docs/dashboards.md#scoping), so this selects the same tickets as
 * `scope.tickets`.
 */
export const countsInScope = (scope: ReportScope): SQL =>
  scope.departmentIds === null
    ? sql`TRUE`
    : sql`department_id = ANY(${idArray(scope.departmentIds)})`;

/** The filters a type offers besides the department (already in `scope.tickets`). */
type TicketFilters = { priority: boolean; source: boolean };

/** The type's priority and source filters, as conditions on `tickets`. */
function ticketFilters(scope: ReportScope, offered: TicketFilters): SQL {
  const conditions: SQL[] = [scope.tickets];
  if (offered.priority && scope.filters.priority)
    conditions.push(sql`tickets.priority = ${scope.filters.priority}`);
  if (offered.source && scope.filters.source)
    conditions.push(sql`tickets.source = ${scope.filters.source}`);
  return sql.join(conditions, sql` AND `);
}

/**
 * Tickets created in the period, grouped by `key` (an expression over `tickets` or, from the daily
 * counts, over `ticket_created_per_day`), as rows (key, created, resolved = 0, open = 0). The
 * daily counts have the department and the source, not the priority.
 */
function createdBy(
  scope: ReportScope,
  offered: TicketFilters,
  key: { tickets: SQL; counts: SQL | null },
): SQL {
  if (key.counts && !(offered.priority && scope.filters.priority)) {
    const source =
      offered.source && scope.filters.source ? sql`source = ${scope.filters.source}` : sql`TRUE`;
    return sql`SELECT ${key.counts} AS key, sum(count)::int AS created, 0 AS resolved, 0 AS open
  FROM ticket_created_per_day
  WHERE ${inDays(scope)} AND ${countsInScope(scope)} AND ${source}
  GROUP BY 1`;
  }
  return sql`SELECT ${key.tickets} AS key, count(*)::int AS created, 0 AS resolved, 0 AS open
  FROM tickets
  WHERE ${inPeriod(sql`tickets.created_at`, scope)} AND ${ticketFilters(scope, offered)}
  GROUP BY 1`;
}

/**
 * Tickets whose `resolved_at` falls in the period, grouped by `key`. The daily counts have the
 * department and the assignee: with a priority or source filter the tickets' resolution index
 * answers instead.
 */
function resolvedBy(
  scope: ReportScope,
  offered: TicketFilters,
  key: { tickets: SQL; counts: SQL | null },
): SQL {
  const filtered =
    (offered.priority && scope.filters.priority) || (offered.source && scope.filters.source);
  if (key.counts && !filtered)
    return sql`SELECT ${key.counts} AS key, 0 AS created, sum(count)::int AS resolved, 0 AS open
  FROM ticket_resolved_per_day
  WHERE ${inDays(scope)} AND ${countsInScope(scope)}
  GROUP BY 1`;
  return sql`SELECT ${key.tickets} AS key, 0 AS created, count(*)::int AS resolved, 0 AS open
  FROM tickets
  WHERE ${inPeriod(sql`tickets.resolved_at`, scope)} AND ${ticketFilters(scope, offered)}
  GROUP BY 1`;
}

/** Open tickets now (created any time), grouped by `key`. */
function openBy(scope: ReportScope, offered: TicketFilters, key: SQL): SQL {
  return sql`SELECT ${key} AS key, 0 AS created, 0 AS resolved, count(*)::int AS open
  FROM tickets
  WHERE tickets.status IN ${OPEN} AND ${ticketFilters(scope, offered)}
  GROUP BY 1`;
}

type FlowFigures = {
  key: string | null;
  name?: string | null;
  created: number;
  resolved: number;
  open: number;
};

/** The three parts added up per key. */
const figuresBy = (parts: SQL[]) =>
  sql`SELECT f.key, sum(f.created)::int AS created, sum(f.resolved)::int AS resolved,
  sum(f.open)::int AS open
FROM (${sql.join(parts, sql`\nUNION ALL\n`)}) f
GROUP BY f.key`;

const createdColumns = [
  { key: 'created', label: m.columns.created, kind: 'count' },
  { key: 'resolved', label: m.columns.resolved, kind: 'count' },
  { key: 'open', label: m.columns.open, kind: 'count' },
] as const;

/** The drill's creation days: the period's days, both included. */
const periodDrill = (scope: ReportScope): ReportDrill => ({
  from: scope.days.from,
  to: scope.days.to,
  view: 'all',
});

/** A drill without the filters not given (the ticket list's URL names only those it uses). */
export function drillOf(filters: ReportDrill): ReportDrill {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== null),
  ) as ReportDrill;
}

/** Adds the figures of the rows (every row is present: no truncation below the limit). */
function totalsOf(rows: ReportRow[], keys: readonly string[], label: Record<string, string>) {
  const totals: Record<string, number | string> = { ...label };
  for (const key of keys)
    totals[key] = rows.reduce((sum, row) => sum + Number(row.cells[key] ?? 0), 0);
  return totals as Record<string, number | string>;
}

const status = {
  async run(db: Db, scope: ReportScope) {
    const offered = { priority: true, source: true };
    const rows = await selectRows<{ status: TicketStatus; count: number; share: number | null }>(
      db,
      sql`SELECT s.status, coalesce(c.count, 0)::int AS count,
  round(coalesce(c.count, 0) * 100.0 / nullif(sum(coalesce(c.count, 0)) OVER (), 0), 1)::float8 AS share
FROM unnest(ARRAY[${sql.join(
        TICKET_STATUSES.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]) WITH ORDINALITY AS s(status, position)
LEFT JOIN (
  SELECT tickets.status::text AS status, count(*)::int AS count
  FROM tickets
  WHERE ${inPeriod(sql`tickets.created_at`, scope)} AND ${ticketFilters(scope, offered)}
  GROUP BY 1
) c ON c.status = s.status
ORDER BY s.position`,
    );
    const total = rows.reduce((sum, row) => sum + row.count, 0);
    const open = rows
      .filter((row) => OPEN_STATUSES.includes(row.status))
      .reduce((sum, row) => sum + row.count, 0);
    const filterDrill = {
      departmentId: scope.filters.departmentId,
      priority: scope.filters.priority,
      source: scope.filters.source,
    };
    return {
      summary: m.summaries.status(total, open),
      columns: [
        { key: 'status', label: m.columns.status, kind: 'text' as const },
        { key: 'count', label: m.columns.tickets, kind: 'count' as const },
        { key: 'share', label: m.columns.share, kind: 'percent' as const },
      ],
      rows: rows.map((row) => ({
        cells: { status: TICKET_STATUS_LABELS[row.status], count: row.count, share: row.share },
        drill: drillOf({ ...periodDrill(scope), ...filterDrill, status: row.status }),
      })),
      totals: { status: m.totalRow, count: total, share: total === 0 ? null : 100 },
      chart: {
        kind: 'bar' as const,
        x: 'status',
        series: ['count'],
        stacked: false,
        horizontal: false,
      },
      truncated: false,
    };
  },
};

const department = {
  async run(db: Db, scope: ReportScope) {
    const offered = { priority: true, source: true };
    const key = { tickets: sql`tickets.department_id`, counts: sql`department_id` };
    // The departments of the scope (an administrator's: the active ones, and any other with
    // figures), each listed even without tickets; tickets without a department last.
    const listed =
      scope.departmentIds === null
        ? sql`(d.is_active OR f.key IS NOT NULL)`
        : sql`d.id = ANY(${idArray(scope.departmentIds)})`;
    const rows = await selectRows<FlowFigures & { name: string | null }>(
      db,
      sql`WITH f AS (${figuresBy([
        createdBy(scope, offered, key),
        resolvedBy(scope, offered, key),
        openBy(scope, offered, sql`tickets.department_id`),
      ])})
SELECT r.* FROM (
  SELECT d.id::text AS key, d.name, coalesce(f.created, 0)::int AS created,
    coalesce(f.resolved, 0)::int AS resolved, coalesce(f.open, 0)::int AS open
  FROM departments d LEFT JOIN f ON f.key = d.id
  WHERE ${listed}
  UNION ALL
  SELECT NULL, NULL, f.created, f.resolved, f.open FROM f WHERE f.key IS NULL
) r
ORDER BY r.name IS NULL, lower(unaccent(r.name)), r.name, r.key`,
    );
    return breakdown(scope, rows.slice(0, REPORT_MAX_ROWS), rows.length > REPORT_MAX_ROWS, {
      column: { key: 'department', label: m.columns.department, kind: 'text' },
      label: (row) => row.name ?? m.noDepartment,
      drill: (row) =>
        row.key === null
          ? undefined
          : drillOf({
              ...periodDrill(scope),
              departmentId: row.key,
              priority: scope.filters.priority,
              source: scope.filters.source,
            }),
      horizontal: true,
    });
  },
};

const priority = {
  async run(db: Db, scope: ReportScope) {
    const offered = { priority: false, source: true };
    const key = { tickets: sql`tickets.priority::text`, counts: null };
    const figures = await selectRows<FlowFigures>(
      db,
      figuresBy([
        createdBy(scope, offered, key),
        resolvedBy(scope, offered, key),
        openBy(scope, offered, sql`tickets.priority::text`),
      ]),
    );
    // Urgente first, all four listed.
    const rows = [...TICKET_PRIORITIES].reverse().map(
      (value) =>
        figures.find((row) => row.key === value) ?? {
          key: value,
          created: 0,
          resolved: 0,
          open: 0,
        },
    );
    return breakdown(scope, rows, false, {
      column: { key: 'priority', label: m.columns.priority, kind: 'text' },
      label: (row) => TICKET_PRIORITY_LABELS[row.key as TicketPriority],
      drill: (row) =>
        drillOf({
          ...periodDrill(scope),
          priority: row.key as TicketPriority,
          departmentId: scope.filters.departmentId,
          source: scope.filters.source,
        }),
      horizontal: false,
    });
  },
};

/** A report of created, resolved and open tickets per category (department, priority). */
function breakdown(
  scope: ReportScope,
  rows: FlowFigures[],
  truncated: boolean,
  shape: {
    column: { key: string; label: string; kind: 'text' };
    label: (row: FlowFigures) => string;
    drill: (row: FlowFigures) => ReportDrill | undefined;
    horizontal: boolean;
  },
) {
  const reportRows: ReportRow[] = rows.map((row) => {
    const drill = shape.drill(row);
    return {
      cells: {
        [shape.column.key]: shape.label(row),
        created: row.created,
        resolved: row.resolved,
        open: row.open,
      },
      ...(drill ? { drill } : {}),
    };
  });
  const totals = totalsOf(reportRows, ['created', 'resolved', 'open'], {
    [shape.column.key]: m.totalRow,
  });
  return {
    summary: m.summaries.breakdown(
      Number(totals.created),
      Number(totals.resolved),
      Number(totals.open),
    ),
    columns: [shape.column, ...createdColumns],
    rows: reportRows,
    totals: truncated ? null : totals,
    chart: {
      kind: 'bar' as const,
      x: shape.column.key,
      series: ['created', 'resolved', 'open'],
      stacked: false,
      horizontal: shape.horizontal,
    },
    truncated,
  };
}

const flow = {
  async run(db: Db, scope: ReportScope) {
    const offered = { priority: true, source: true };
    const key = {
      tickets: sql`${limaDayOf(sql`tickets.created_at`)}`,
      counts: sql`day`,
    };
    const resolvedKey = {
      tickets: sql`${limaDayOf(sql`tickets.resolved_at`)}`,
      counts: sql`day`,
    };
    // Every day of the period, oldest first, with the running difference.
    const rows = await selectRows<{
      day: string;
      created: number;
      resolved: number;
      difference: number;
      backlogChange: number;
    }>(
      db,
      sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(f.created, 0)::int AS created,
  coalesce(f.resolved, 0)::int AS resolved,
  (coalesce(f.created, 0) - coalesce(f.resolved, 0))::int AS difference,
  (sum(coalesce(f.created, 0) - coalesce(f.resolved, 0)) OVER (ORDER BY d.day))::int AS "backlogChange"
FROM generate_series(${scope.days.from}::date, ${scope.days.to}::date, interval '1 day') AS d(day)
LEFT JOIN (${figuresBy([createdBy(scope, offered, key), resolvedBy(scope, offered, resolvedKey)])}) f
  ON f.key = d.day::date
ORDER BY d.day`,
    );
    const created = rows.reduce((sum, row) => sum + row.created, 0);
    const resolved = rows.reduce((sum, row) => sum + row.resolved, 0);
    const filterDrill = {
      departmentId: scope.filters.departmentId,
      priority: scope.filters.priority,
      source: scope.filters.source,
    };
    const shown = rows.slice(0, REPORT_MAX_ROWS);
    return {
      summary: m.summaries.flow(created, resolved),
      columns: [
        { key: 'day', label: m.columns.day, kind: 'day' as const },
        { key: 'created', label: m.columns.created, kind: 'count' as const },
        { key: 'resolved', label: m.columns.resolved, kind: 'count' as const },
        { key: 'difference', label: m.columns.difference, kind: 'count' as const },
        { key: 'backlogChange', label: m.columns.backlogChange, kind: 'count' as const },
      ],
      // A day's drill opens the tickets created that day (the list cannot filter by resolution).
      rows: shown.map((row) => ({
        cells: { ...row },
        drill: drillOf({ from: row.day, to: row.day, view: 'all', ...filterDrill }),
      })),
      totals: {
        day: m.totalRow,
        created,
        resolved,
        difference: created - resolved,
        backlogChange: created - resolved,
      },
      chart: {
        kind: 'line' as const,
        x: 'day',
        series: ['created', 'resolved'],
        stacked: false,
        horizontal: false,
      },
      truncated: rows.length > REPORT_MAX_ROWS,
    };
  },
};

/** `YYYY-MM-DD` plus `days` (negative: before). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The age buckets (docs/reports.md#tickets), in whole Lima days since the creation day, so that
 * each bucket is a range of creation days the ticket list can filter by: `min` ≤ age < `max`.
 */
const AGE_BUCKETS = [
  { key: 'today', min: 0, max: 1 },
  { key: 'upTo3', min: 1, max: 3 },
  { key: 'upTo7', min: 3, max: 7 },
  { key: 'upTo30', min: 7, max: 30 },
  { key: 'older', min: 30, max: null },
] as const;

const PRIORITIES_URGENT_FIRST = [...TICKET_PRIORITIES].reverse();

const backlogAge = {
  async run(db: Db, scope: ReportScope) {
    const today = limaToday(scope.now);
    const bucketOf = sql.join(
      AGE_BUCKETS.map((bucket, index) =>
        bucket.max === null
          ? sql`ELSE ${index}`
          : sql`WHEN a.age < ${bucket.max}::int THEN ${index}::int`,
      ),
      sql` `,
    );
    const byPriority = sql.join(
      PRIORITIES_URGENT_FIRST.map(
        (value) =>
          sql`(count(*) FILTER (WHERE a.priority = ${value}))::int AS ${sql.identifier(value)}`,
      ),
      sql`, `,
    );
    const counts = await selectRows<{ bucket: number; total: number } & Record<string, number>>(
      db,
      sql`SELECT (CASE ${bucketOf} END)::int AS bucket, ${byPriority}, count(*)::int AS total
FROM (
  SELECT ${today}::date - ${limaDayOf(sql`tickets.created_at`)} AS age, tickets.priority::text AS priority
  FROM tickets
  WHERE tickets.status IN ${OPEN} AND ${ticketFilters(scope, { priority: true, source: false })}
) a
GROUP BY 1`,
    );
    const rows: ReportRow[] = AGE_BUCKETS.map((bucket, index) => {
      const found = counts.find((row) => row.bucket === index);
      const cells: Record<string, string | number> = { age: m.ageBuckets[bucket.key] };
      for (const value of PRIORITIES_URGENT_FIRST) cells[value] = found?.[value] ?? 0;
      cells.total = found?.total ?? 0;
      return {
        cells,
        drill: drillOf({
          view: 'open',
          from: bucket.max === null ? undefined : addDays(today, -(bucket.max - 1)),
          to: addDays(today, -bucket.min),
          departmentId: scope.filters.departmentId,
          priority: scope.filters.priority,
        }),
      };
    });
    const keys = [...PRIORITIES_URGENT_FIRST, 'total'];
    const totals = totalsOf(rows, keys, { age: m.totalRow });
    const olderThanWeek = rows.slice(3).reduce((sum, row) => sum + Number(row.cells.total ?? 0), 0);
    return {
      summary: m.summaries.backlogAge(Number(totals.total), olderThanWeek),
      columns: [
        { key: 'age', label: m.columns.age, kind: 'text' as const },
        ...PRIORITIES_URGENT_FIRST.map((value) => ({
          key: value,
          label: TICKET_PRIORITY_LABELS[value],
          kind: 'count' as const,
        })),
        { key: 'total', label: m.columns.total, kind: 'count' as const },
      ],
      rows,
      totals,
      chart: {
        kind: 'bar' as const,
        x: 'age',
        series: [...PRIORITIES_URGENT_FIRST],
        stacked: true,
        horizontal: false,
      },
      truncated: false,
    };
  },
};

/** docs/reports.md#tickets. */
export const ticketReports: ReportFamilyDefinitions<'tickets'> = {
  status,
  department,
  priority,
  flow,
  'backlog-age': backlogAge,
};
