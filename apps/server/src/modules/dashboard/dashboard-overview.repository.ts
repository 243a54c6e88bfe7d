// The administrator's and tech lead's dashboard (docs/dashboards.md#server): every figure is one
// aggregate statement over the tickets the caller sees. The statements are independent, so the
// service runs them side by side (one pooled connection each on PostgreSQL). Cross-module reads
// allowed by docs/decisions/0007-cross-module-reads.md. Counts are cast to int and instants
// travel as epoch milliseconds, so both drivers return numbers.
import { OPEN_STATUSES, TICKET_SOURCES, type TicketSource } from '@atiende/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';

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
};

/** A half-open range of instants [from, to). */
export type InstantRange = { from: Date; to: Date };

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const within = (column: SQL, range: InstantRange) =>
  sql`${column} >= ${at(range.from)} AND ${column} < ${at(range.to)}`;
/** Ids travel as one text parameter: one bind on both drivers. */
export const idArray = (ids: readonly string[]) =>
  sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;
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
 * The open backlog by status, by priority and by department, and its total, in one pass over the
 * open-tickets index (grouping sets).
 */
export function selectBacklog(executor: Executor, scope: OverviewScope): Promise<BacklogRow[]> {
  return selectRows<BacklogRow>(
    executor,
    sql`SELECT
  CASE WHEN GROUPING(tickets.status) = 0 THEN 'status'
       WHEN GROUPING(tickets.priority) = 0 THEN 'priority'
       WHEN GROUPING(tickets.department_id) = 0 THEN 'department' ELSE 'all' END AS kind,
  CASE WHEN GROUPING(tickets.status) = 0 THEN tickets.status::text
       WHEN GROUPING(tickets.priority) = 0 THEN tickets.priority::text
       WHEN GROUPING(tickets.department_id) = 0 THEN tickets.department_id::text END AS key,
  CASE WHEN GROUPING(tickets.department_id) = 0
       THEN (SELECT d.name FROM departments d WHERE d.id = tickets.department_id) END AS name,
  count(*)::int AS count,
  (count(*) FILTER (WHERE tickets.assigned_to_id IS NULL))::int AS unassigned
FROM tickets
WHERE tickets.status IN ${OPEN} AND ${scope.tickets}
GROUP BY GROUPING SETS ((tickets.status), (tickets.priority), (tickets.department_id), ())`,
  );
}

export type FlowRow = { date: string; created: number; resolved: number };

/**
 * Created and resolved per Lima day of the period, every day present. The period starts at a
 * Lima midnight and Lima keeps UTC−5 all year, so a ticket's day is whole days since `from`.
 */
export function selectFlow(
  executor: Executor,
  scope: OverviewScope,
  range: InstantRange,
): Promise<FlowRow[]> {
  const days = Math.round((range.to.getTime() - range.from.getTime()) / 86_400_000);
  const dayOf = (column: SQL) =>
    sql`floor(date_part('epoch', ${column} - ${at(range.from)}) / 86400)::int`;
  // One row per day of the series and per ticket, summed by day: no join whose row estimate
  // would make PostgreSQL compile the plan (JIT cost 300 ms at 1M tickets, docs/performance.md).
  return selectRows<FlowRow>(
    executor,
    sql`SELECT to_char((${at(range.from)} AT TIME ZONE 'America/Lima')::date + f.day, 'YYYY-MM-DD') AS date,
  sum(f.created)::int AS created, sum(f.resolved)::int AS resolved
FROM (
  SELECT s.day, 0 AS created, 0 AS resolved FROM generate_series(0, ${days - 1}::int) AS s(day)
  UNION ALL
  SELECT ${dayOf(sql`tickets.created_at`)}, 1, 0 FROM tickets
  WHERE ${within(sql`tickets.created_at`, range)} AND ${scope.tickets}
  UNION ALL
  SELECT ${dayOf(sql`tickets.resolved_at`)}, 0, 1 FROM tickets
  WHERE ${within(sql`tickets.resolved_at`, range)} AND ${scope.tickets}
) f
GROUP BY f.day
ORDER BY f.day`,
  );
}

export type DurationRow = {
  count: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
};
export type CreatedFiguresRow = DurationRow & { created: number } & Record<TicketSource, number>;

/** Both percentiles from one sort (the array form), read back as two columns by `withPercentiles`. */
const durationColumns = (minutes: SQL) =>
  sql`percentile_cont(ARRAY[0.5, 0.9]::float8[]) WITHIN GROUP (ORDER BY ${minutes}) AS percentiles`;
const withPercentiles = (aggregate: SQL) =>
  sql`SELECT f.*, f.percentiles[1] AS "medianMinutes", f.percentiles[2] AS "p90Minutes"
FROM (${aggregate}) f`;

/**
 * Tickets created in the period: how many, by source, and creation → first public staff reply
 * (`first_response_at`, stamped by the comments service) over those answered; one pass.
 */
export async function selectCreatedFigures(
  executor: Executor,
  scope: OverviewScope,
  range: InstantRange,
): Promise<CreatedFiguresRow> {
  const bySource = sql.join(
    TICKET_SOURCES.map(
      (source) =>
        sql`(count(*) FILTER (WHERE tickets.source = ${source}))::int AS ${sql.identifier(source)}`,
    ),
    sql`, `,
  );
  const [row] = await selectRows<CreatedFiguresRow>(
    executor,
    withPercentiles(sql`SELECT count(*)::int AS created, ${bySource},
  count(tickets.first_response_at)::int AS count,
  ${durationColumns(minutesBetween(sql`tickets.created_at`, sql`tickets.first_response_at`))}
FROM tickets
WHERE ${within(sql`tickets.created_at`, range)} AND ${scope.tickets}`),
  );
  return row!;
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
  SELECT tickets.assigned_to_id AS id, count(*)::int AS n FROM tickets
  WHERE ${within(sql`tickets.resolved_at`, range)} AND ${scope.tickets}
    AND tickets.assigned_to_id IN (SELECT id FROM people)
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
