// The technicians' reports' statements (docs/reports.md#technicians): each one aggregate over the
// tickets (or their history, or the comments) of the report's scope, grouped by person, with the
// team's figure in the same pass (`GROUPING SETS (…, ())`: the row whose `isTotal` is true).
// Tickets count for their current assignee, as on the team page (docs/team.md).
import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../../db/client';
import type { ReportScope } from '../report-definition';
import { CLOSED, inPeriod, minutesBetween, OPEN, peopleOfScope, percentiles } from './people-sql';

export type Person = { id: string; name: string; maxOpenTickets: number | null };

/** The scope's staff, by name (accents ignored). */
export function selectPeople(executor: Executor, scope: ReportScope): Promise<Person[]> {
  return selectRows<Person>(
    executor,
    sql`SELECT users.id, users.name, users.max_open_tickets AS "maxOpenTickets" FROM users
WHERE ${peopleOfScope(scope)}
ORDER BY lower(unaccent(users.name)), users.name, users.id`,
  );
}

/** Only tickets assigned to the scope's staff: the rows and their total agree. */
const assignedToPeople = (scope: ReportScope) =>
  sql`tickets.assigned_to_id IN (SELECT users.id FROM users WHERE ${peopleOfScope(scope)})`;

export type DurationGroup = {
  id: string | null;
  isTotal: boolean;
  count: number;
  median: number | null;
  p90: number | null;
};

/**
 * Creation → resolution of the tickets resolved in the period (`resolved_at`, kept when closed),
 * or creation → first public staff reply of the tickets created in the period and answered.
 * `priority` narrows the tickets when the report offers that filter.
 */
export function selectDurations(
  executor: Executor,
  scope: ReportScope,
  measure: 'resolution' | 'firstResponse',
  priority?: string,
): Promise<DurationGroup[]> {
  const where =
    measure === 'resolution'
      ? inPeriod(sql`tickets.resolved_at`, scope)
      : sql`${inPeriod(sql`tickets.created_at`, scope)} AND tickets.first_response_at IS NOT NULL`;
  const end = measure === 'resolution' ? sql`tickets.resolved_at` : sql`tickets.first_response_at`;
  return selectRows<DurationGroup>(
    executor,
    sql`SELECT g.id, g."isTotal", g.count, g.p[1] AS median, g.p[2] AS p90 FROM (
  SELECT tickets.assigned_to_id AS id, GROUPING(tickets.assigned_to_id) = 1 AS "isTotal",
    count(*)::int AS count, ${percentiles(minutesBetween(sql`tickets.created_at`, end))} AS p
  FROM tickets
  WHERE ${where} AND ${scope.tickets} AND ${assignedToPeople(scope)}
    ${priority ? sql`AND tickets.priority = ${priority}` : sql``}
  GROUP BY GROUPING SETS ((tickets.assigned_to_id), ())
) g`,
  );
}

export type CountGroup = { id: string | null; isTotal: boolean; count: number };

/**
 * Tickets reopened in the period, each once per person: a status change from Resuelto or Cerrado
 * (or a custom status based on them) to an open one — the team page's `reopened` (docs/team.md).
 */
export function selectReopened(executor: Executor, scope: ReportScope): Promise<CountGroup[]> {
  return selectRows<CountGroup>(
    executor,
    sql`SELECT tickets.assigned_to_id AS id, GROUPING(tickets.assigned_to_id) = 1 AS "isTotal",
  count(DISTINCT e.ticket_id)::int AS count
FROM ticket_events e
JOIN tickets ON tickets.id = e.ticket_id
LEFT JOIN department_statuses fs ON fs.id::text = e.from_value
LEFT JOIN department_statuses ts ON ts.id::text = e.to_value
WHERE e.type = 'status_changed' AND ${inPeriod(sql`e.created_at`, scope)}
  AND coalesce(fs.base_status::text, e.from_value) IN ${CLOSED}
  AND coalesce(ts.base_status::text, e.to_value) IN ${OPEN}
  AND ${scope.tickets} AND ${assignedToPeople(scope)}
GROUP BY GROUPING SETS ((tickets.assigned_to_id), ())`,
  );
}

/**
 * Public replies each person wrote in the period, on any ticket (internal notes are not replies):
 * the person's own figure, as the técnico's dashboard counts it (docs/dashboards.md#técnico), read
 * from the authors' index of public comments alone.
 */
export function selectReplies(executor: Executor, scope: ReportScope): Promise<CountGroup[]> {
  return selectRows<CountGroup>(
    executor,
    sql`SELECT c.author_id AS id, GROUPING(c.author_id) = 1 AS "isTotal", count(*)::int AS count
FROM ticket_comments c
WHERE NOT c.is_internal AND ${inPeriod(sql`c.created_at`, scope)}
  AND c.author_id IN (SELECT users.id FROM users WHERE ${peopleOfScope(scope)})
GROUP BY GROUPING SETS ((c.author_id), ())`,
  );
}

export type WorkloadRow = {
  id: string | null;
  name: string | null;
  isTotal: boolean;
  pending: number;
  inProgress: number;
  escalated: number;
  open: number;
  maxOpenTickets: number | null;
  load: number | null;
  /** 1 when the person reached their maximum; on the total, how many did. */
  full: number;
};

/**
 * Each person's open tickets now by base status (a custom status counts as its base), all of
 * them: the load their capacity is measured against, as the overview's Carga del equipo counts
 * it even when some are in another department (docs/dashboards.md#figures). The load is open ÷
 * maximum (none without a maximum, or with 0); the most loaded first, the team's sums last.
 */
export function selectWorkload(executor: Executor, scope: ReportScope): Promise<WorkloadRow[]> {
  const count = (status: string) =>
    sql`(count(*) FILTER (WHERE tickets.status = ${sql.raw(`'${status}'`)}))::int`;
  return selectRows<WorkloadRow>(
    executor,
    sql`WITH people AS (
  SELECT users.id, users.name, users.max_open_tickets AS max FROM users WHERE ${peopleOfScope(scope)}
), o AS (
  SELECT tickets.assigned_to_id AS id, ${count('PENDIENTE')} AS pending,
    ${count('EN_PROGRESO')} AS in_progress, ${count('ESCALADO')} AS escalated, count(*)::int AS open
  FROM tickets
  WHERE tickets.status IN ${OPEN} AND tickets.assigned_to_id IN (SELECT id FROM people)
  GROUP BY tickets.assigned_to_id
), w AS (
  SELECT p.id, p.name, p.max, coalesce(o.pending, 0) AS pending,
    coalesce(o.in_progress, 0) AS in_progress, coalesce(o.escalated, 0) AS escalated,
    coalesce(o.open, 0) AS open
  FROM people p LEFT JOIN o ON o.id = p.id
)
SELECT * FROM (
  SELECT w.id, w.name, false AS "isTotal", w.pending, w.in_progress AS "inProgress", w.escalated,
    w.open, w.max AS "maxOpenTickets",
    CASE WHEN w.max > 0 THEN round(100.0 * w.open / w.max, 1)::float8 END AS load,
    (w.max IS NOT NULL AND w.open >= w.max)::int AS full
  FROM w
  UNION ALL
  SELECT NULL, NULL, true, coalesce(sum(w.pending), 0)::int, coalesce(sum(w.in_progress), 0)::int,
    coalesce(sum(w.escalated), 0)::int, coalesce(sum(w.open), 0)::int, NULL, NULL,
    (count(*) FILTER (WHERE w.max IS NOT NULL AND w.open >= w.max))::int
  FROM w
) r
ORDER BY r."isTotal", r.open DESC, lower(unaccent(r.name)), r.name, r.id`,
  );
}
