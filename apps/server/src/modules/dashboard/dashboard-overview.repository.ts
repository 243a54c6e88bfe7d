// The administrator's and tech lead's dashboard (docs/dashboards.md#server): every figure is one
// aggregate statement over the tickets the caller sees. The statements are independent, so the
// service runs them side by side (one pooled connection each on PostgreSQL). Cross-module reads
// allowed by docs/decisions/0007-cross-module-reads.md. Counts are cast to int and instants
// travel as epoch milliseconds, so both drivers return numbers.
import { OPEN_STATUSES, type TicketSource } from '@atiende/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';
import { limaToday } from '../../platform/lima-time';

const quoted = (values: readonly string[]) =>
  sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);
export const OPEN = quoted(OPEN_STATUSES);
const CLOSED = quoted(['RESUELTO', 'CERRADO']);

/** Where the figures look. Both conditions are written over the unaliased table names. */
export type OverviewScope = {
  /** The caller's visible tickets (the tickets module's rule), narrowed to a department. */
  tickets: SQL;
  /** Whose load is shown: a condition on `users`. */
  people: SQL;
  /**
   * The same tickets in the daily counts: a condition on the bare `department_id` of
   * `ticket_created_per_day` and `ticket_resolved_per_day` (the scope is decided by departments
   * alone, docs/dashboards.md#scoping).
   */
  departments: SQL;
};

/** A half-open range of instants [from, to). */
export type InstantRange = { from: Date; to: Date };

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const within = (column: SQL, range: InstantRange) =>
  sql`${column} >= ${at(range.from)} AND ${column} < ${at(range.to)}`;
export { idArray } from '../../db/id-array';
/** Minutes between two timestamps as float8 (date_part is float8; extract() is numeric). */
const minutesBetween = (start: SQL, end: SQL) => sql`date_part('epoch', ${end} - ${start}) / 60`;

export type BacklogRow = {
  kind: 'all' | 'status' | 'priority' | 'department';
  key: string | null;
  name: string | null;
  count: number;
  unassigned: number;
};

/**
 * The open backlog by status, by priority and by department, and its total: one pass over the
 * open-tickets index counts each (status, priority, department) — at most a few hundred groups —
 * and the grouping sets add those up (one hash lookup per ticket instead of three).
 */
export function selectBacklog(executor: Executor, scope: OverviewScope): Promise<BacklogRow[]> {
  return selectRows<BacklogRow>(
    executor,
    sql`WITH g AS (
  SELECT tickets.status, tickets.priority, tickets.department_id, count(*) AS n,
    count(*) FILTER (WHERE tickets.assigned_to_id IS NULL) AS u
  FROM tickets
  WHERE tickets.status IN ${OPEN} AND ${scope.tickets}
  GROUP BY 1, 2, 3
)
SELECT
  CASE WHEN GROUPING(g.status) = 0 THEN 'status'
       WHEN GROUPING(g.priority) = 0 THEN 'priority'
       WHEN GROUPING(g.department_id) = 0 THEN 'department' ELSE 'all' END AS kind,
  CASE WHEN GROUPING(g.status) = 0 THEN g.status::text
       WHEN GROUPING(g.priority) = 0 THEN g.priority::text
       WHEN GROUPING(g.department_id) = 0 THEN g.department_id::text END AS key,
  CASE WHEN GROUPING(g.department_id) = 0
       THEN (SELECT d.name FROM departments d WHERE d.id = g.department_id) END AS name,
  coalesce(sum(g.n), 0)::int AS count,
  coalesce(sum(g.u), 0)::int AS unassigned
FROM g
GROUP BY GROUPING SETS ((g.status), (g.priority), (g.department_id), ())`,
  );
}

export type FlowRow = { date: string; created: number; resolved: number };

/** The Lima calendar day of an instant, as the daily counts key it ("2026-03-18"). */
const limaDay = (instant: Date) => limaToday(instant);
/** The days of a range that starts and ends at Lima midnights (every period does). */
const withinDays = (range: InstantRange) =>
  sql`day >= ${limaDay(range.from)}::date AND day < ${limaDay(range.to)}::date`;

/**
 * Created and resolved per Lima day of the period, every day present, from the daily counts
 * (docs/dashboards.md#daily-counts): a few hundred rows instead of every ticket of the period.
 */
export function selectFlow(
  executor: Executor,
  scope: OverviewScope,
  range: InstantRange,
): Promise<FlowRow[]> {
  const days = Math.round((range.to.getTime() - range.from.getTime()) / 86_400_000);
  return selectRows<FlowRow>(
    executor,
    sql`SELECT to_char(f.day, 'YYYY-MM-DD') AS date,
  sum(f.created)::int AS created, sum(f.resolved)::int AS resolved
FROM (
  SELECT ${limaDay(range.from)}::date + s.i AS day, 0 AS created, 0 AS resolved
  FROM generate_series(0, ${days - 1}::int) AS s(i)
  UNION ALL
  SELECT day, count, 0 FROM ticket_created_per_day WHERE ${withinDays(range)} AND ${scope.departments}
  UNION ALL
  SELECT day, 0, count FROM ticket_resolved_per_day WHERE ${withinDays(range)} AND ${scope.departments}
) f
GROUP BY f.day
ORDER BY f.day`,
  );
}

export type ChannelRow = { source: TicketSource; count: number };

/** Tickets created in the period by channel, from the daily counts. */
export function selectChannels(
  executor: Executor,
  scope: OverviewScope,
  range: InstantRange,
): Promise<ChannelRow[]> {
  return selectRows<ChannelRow>(
    executor,
    sql`SELECT source, sum(count)::int AS count FROM ticket_created_per_day
WHERE ${withinDays(range)} AND ${scope.departments}
GROUP BY source`,
  );
}

export type DurationRow = {
  count: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
};

/** Both percentiles from one sort (the array form), read back as two columns by `withPercentiles`. */
const durationColumns = (minutes: SQL) =>
  sql`percentile_cont(ARRAY[0.5, 0.9]::float8[]) WITHIN GROUP (ORDER BY ${minutes}) AS percentiles`;
const withPercentiles = (aggregate: SQL) =>
  sql`SELECT f.*, f.percentiles[1] AS "medianMinutes", f.percentiles[2] AS "p90Minutes"
FROM (${aggregate}) f`;

/**
 * Tickets created in the period and answered: creation → first public staff reply
 * (`first_response_at`, stamped by the comments service). The percentiles need every duration,
 * so this one reads the tickets (the index on creation holds both instants).
 */
export async function selectFirstResponseFigures(
  executor: Executor,
  scope: OverviewScope,
  range: InstantRange,
): Promise<DurationRow> {
  const [row] = await selectRows<DurationRow>(
    executor,
    withPercentiles(sql`SELECT count(tickets.first_response_at)::int AS count,
  ${durationColumns(minutesBetween(sql`tickets.created_at`, sql`tickets.first_response_at`))}
FROM tickets
WHERE ${within(sql`tickets.created_at`, range)} AND ${scope.tickets}`),
  );
  return { count: row!.count, medianMinutes: row!.medianMinutes, p90Minutes: row!.p90Minutes };
}

/** Tickets resolved in the period (`resolved_at`, kept when closed): creation → resolution. */
export async function selectResolutionFigures(
  executor: Executor,
  scope: OverviewScope,
  range: InstantRange,
): Promise<DurationRow> {
  const [row] = await selectRows<DurationRow>(
    executor,
    withPercentiles(sql`SELECT count(*)::int AS count,
  ${durationColumns(minutesBetween(sql`tickets.created_at`, sql`tickets.resolved_at`))}
FROM tickets
WHERE ${within(sql`tickets.resolved_at`, range)} AND ${scope.tickets}`),
  );
  return { count: row!.count, medianMinutes: row!.medianMinutes, p90Minutes: row!.p90Minutes };
}

export type LoadRow = {
  id: string;
  name: string;
  role: 'TECH_LEAD' | 'TECHNICIAN';
  open: number;
  maxOpenTickets: number | null;
  isFull: boolean;
  resolvedInPeriod: number;
};

/**
 * The active técnicos and leads of the scope: their open tickets (all of them, the load their
 * capacity is measured against) and the tickets of the scope they resolved in the period.
 */
export function selectLoad(
  executor: Executor,
  scope: OverviewScope,
  range: InstantRange,
): Promise<LoadRow[]> {
  return selectRows<LoadRow>(
    executor,
    sql`WITH people AS (
  SELECT users.id, users.name, users.role, users.max_open_tickets FROM users
  WHERE users.is_active AND users.role IN ('TECH_LEAD', 'TECHNICIAN') AND ${scope.people}
), open_load AS (
  SELECT tickets.assigned_to_id AS id, count(*)::int AS n FROM tickets
  WHERE tickets.status IN ${OPEN} AND tickets.assigned_to_id IN (SELECT id FROM people)
  GROUP BY 1
), resolved AS (
  SELECT assigned_to_id AS id, sum(count)::int AS n FROM ticket_resolved_per_day
  WHERE ${withinDays(range)} AND ${scope.departments}
    AND assigned_to_id IN (SELECT id FROM people)
  GROUP BY 1
)
SELECT p.id, p.name, p.role, coalesce(o.n, 0) AS open, p.max_open_tickets AS "maxOpenTickets",
  (p.max_open_tickets IS NOT NULL AND coalesce(o.n, 0) >= p.max_open_tickets) AS "isFull",
  coalesce(r.n, 0) AS "resolvedInPeriod"
FROM people p
LEFT JOIN open_load o ON o.id = p.id
LEFT JOIN resolved r ON r.id = p.id
ORDER BY lower(unaccent(p.name)), p.name, p.id`,
  );
}

export type SinceYesterdayRow = {
  created: number;
  createdBefore: number;
  resolved: number;
  resolvedBefore: number;
  escalated: number;
  reopened: number;
};

/**
 * The last 24 hours against the 24 before them: created and resolved from the tickets, and the
 * history (ticket_events) for escalations and reopenings, counted once per ticket. A reopening is
 * a status change from Resuelto or Cerrado (or a custom status based on them) to an open one.
 */
export async function selectSinceYesterday(
  executor: Executor,
  scope: OverviewScope,
  now: Date,
): Promise<SinceYesterdayRow> {
  const day = 86_400_000;
  const last = { from: new Date(now.getTime() - day), to: now };
  const before = { from: new Date(now.getTime() - 2 * day), to: last.from };
  const count = (column: SQL, range: InstantRange) =>
    sql`(SELECT count(*)::int FROM tickets WHERE ${within(column, range)} AND ${scope.tickets})`;
  const events = (where: SQL) => sql`(SELECT count(DISTINCT e.ticket_id)::int
    FROM ticket_events e JOIN tickets ON tickets.id = e.ticket_id
    LEFT JOIN department_statuses fs ON fs.id::text = e.from_value
    LEFT JOIN department_statuses ts ON ts.id::text = e.to_value
    WHERE ${within(sql`e.created_at`, last)} AND ${where} AND ${scope.tickets})`;
  const [row] = await selectRows<SinceYesterdayRow>(
    executor,
    sql`SELECT ${count(sql`tickets.created_at`, last)} AS created,
  ${count(sql`tickets.created_at`, before)} AS "createdBefore",
  ${count(sql`tickets.resolved_at`, last)} AS resolved,
  ${count(sql`tickets.resolved_at`, before)} AS "resolvedBefore",
  ${events(sql`e.type = 'escalated'`)} AS escalated,
  ${events(
    sql`e.type = 'status_changed' AND coalesce(fs.base_status::text, e.from_value) IN ${CLOSED}
      AND coalesce(ts.base_status::text, e.to_value) IN ${OPEN}`,
  )} AS reopened`,
  );
  return row!;
}
