// The SLA dashboard's statements (docs/sla.md#dashboard): the compliance from the daily counts
// of migration 0028, the running clocks from the clock rows, narrowed by the clocks' copies of
// their tickets' department and assignee (`SlaScope`).
// Cross-module reads of tickets, departments and users allowed by
// docs/decisions/0007-cross-module-reads.md. Counts are cast to int and instants travel as epoch
// milliseconds, so both drivers return numbers.
import type { TicketPriority, TicketStatus } from '@atiende/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';
import { idArray } from '../../db/id-array';
import { limaToday } from '../../platform/lima-time';

/** A half-open range of instants [from, to). */
export type InstantRange = { from: Date; to: Date };

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** How near its due time a running target counts as at risk, besides its warning share. */
export const DUE_SOON_MINUTES = 60;

/**
 * Whose figures (docs/sla.md#dashboard): the tickets of some departments (null: every one) — a
 * team panel's scope, which its departments decide (docs/dashboards.md#scoping) — or the tickets
 * assigned to one person (the técnico's «Mis SLA»). Read on the clock rows' copies of their
 * tickets' department and assignee (migration 0028).
 */
export type SlaScope = { departmentIds: readonly string[] | null } | { assigneeId: string };

function onClocks(scope: SlaScope, alias: string): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  if ('assigneeId' in scope) return sql`${column('assigned_to_id')} = ${scope.assigneeId}`;
  if (scope.departmentIds === null) return sql`TRUE`;
  return sql`${column('department_id')} = ANY(${idArray([...scope.departmentIds])})`;
}

const limaDay = (date: Date) => sql`${limaToday(date)}::date`;

/**
 * The period's targets per Lima day, priority, department and assignee (docs/sla.md#dashboard):
 * the daily counts (`ticket_sla_per_day`), which count a running target as breached on its due
 * day; when the period ends after `now`, the targets counted so whose due time is still ahead
 * are taken back — the running ones due in [now, end): a clock's instants (response, pause) are
 * never after now, so a target entered as breached with its due time ahead is one whose clock
 * runs. At most about a day of due times, read index-only from the running clocks' due-time
 * indexes of migration 0028. The figures are then exactly those of the targets settled by now.
 */
export function periodCounts(
  scope: SlaScope,
  range: InstantRange,
  now: Date,
  { byPerson }: { byPerson: boolean },
): SQL {
  const days = sql`c.day >= ${limaDay(range.from)} AND c.day < ${limaDay(range.to)}`;
  // The whole desk without breakdowns by department or person: the per-day-and-priority totals
  // (migration 0031), a few hundred rows for a quarter instead of tens of thousands.
  const isWholeDesk = 'departmentIds' in scope && scope.departmentIds === null && !byPerson;
  const counts = isWholeDesk
    ? sql`SELECT day, priority, NULL::uuid AS department_id, NULL::uuid AS assigned_to_id,
    first_response_met, first_response_breached, resolution_met, resolution_breached
  FROM ticket_sla_totals_per_day c
  WHERE ${days}`
    : sql`SELECT day, priority, department_id, assigned_to_id, first_response_met,
    first_response_breached, resolution_met, resolution_breached
  FROM ticket_sla_per_day c
  WHERE ${days} AND ${onClocks(scope, 'c')}`;
  if (now.getTime() >= range.to.getTime()) return counts;
  const ahead = at(new Date(Math.max(now.getTime(), range.from.getTime())));
  const to = at(range.to);
  const scoped = onClocks(scope, 's');
  // Added up per key first: thousands of targets become a few hundred rows.
  return sql`${counts}
UNION ALL
SELECT day, priority, department_id, assigned_to_id, 0, -sum(f)::int, 0, -sum(r)::int
FROM (
  SELECT (s.first_response_due_at AT TIME ZONE 'America/Lima')::date AS day, s.priority,
      s.department_id, s.assigned_to_id, 1 AS f, 0 AS r
    FROM ticket_sla s
    WHERE s.first_response_at IS NULL AND s.paused_since IS NULL
      AND s.first_response_due_at >= ${ahead} AND s.first_response_due_at < ${to} AND ${scoped}
  UNION ALL
  SELECT (s.resolution_due_at AT TIME ZONE 'America/Lima')::date, s.priority, s.department_id,
      s.assigned_to_id, 0, 1
    FROM ticket_sla s
    WHERE s.paused_since IS NULL
      AND s.resolution_due_at >= ${ahead} AND s.resolution_due_at < ${to} AND ${scoped}
) ahead
GROUP BY day, priority, department_id, assigned_to_id`;
}

export type ComplianceRow = {
  kind: 'all' | 'priority' | 'department' | 'technician' | 'day';
  key: string | null;
  name: string | null;
  firstResponseMet: number;
  firstResponseBreached: number;
  resolutionMet: number;
  resolutionBreached: number;
};

/**
 * Met and breached targets of the period (docs/sla.md#when-a-target-counts) in total, by
 * priority (the one the clock applied), by department and assignee (the ticket's current ones)
 * and by Lima day of settlement: the period's daily counts added up by `GROUPING SETS`, the
 * names looked up after (a few rows).
 */
export function selectCompliance(
  executor: Executor,
  scope: SlaScope,
  range: InstantRange,
  now: Date,
  { withBreakdowns }: { withBreakdowns: boolean },
): Promise<ComplianceRow[]> {
  const sums = sql`coalesce(sum(o.first_response_met), 0)::int AS "firstResponseMet",
  coalesce(sum(o.first_response_breached), 0)::int AS "firstResponseBreached",
  coalesce(sum(o.resolution_met), 0)::int AS "resolutionMet",
  coalesce(sum(o.resolution_breached), 0)::int AS "resolutionBreached"`;
  if (!withBreakdowns)
    return selectRows<ComplianceRow>(
      executor,
      sql`SELECT 'all' AS kind, NULL AS key, NULL AS name, ${sums}
FROM (${periodCounts(scope, range, now, { byPerson: false })}) o`,
    );
  return selectRows<ComplianceRow>(
    executor,
    sql`SELECT g.kind, g.key,
  CASE g.kind WHEN 'department' THEN (SELECT d.name FROM departments d WHERE d.id = g.key::uuid)
              WHEN 'technician' THEN (SELECT u.name FROM users u WHERE u.id = g.key::uuid) END AS name,
  g."firstResponseMet", g."firstResponseBreached", g."resolutionMet", g."resolutionBreached"
FROM (
  SELECT CASE WHEN GROUPING(o.priority) = 0 THEN 'priority'
         WHEN GROUPING(o.department_id) = 0 THEN 'department'
         WHEN GROUPING(o.assigned_to_id) = 0 THEN 'technician'
         WHEN GROUPING(o.day) = 0 THEN 'day' ELSE 'all' END AS kind,
    CASE WHEN GROUPING(o.priority) = 0 THEN o.priority::text
         WHEN GROUPING(o.department_id) = 0 THEN o.department_id::text
         WHEN GROUPING(o.assigned_to_id) = 0 THEN o.assigned_to_id::text
         WHEN GROUPING(o.day) = 0 THEN to_char(o.day, 'YYYY-MM-DD') END AS key,
    ${sums}
  FROM (${periodCounts(scope, range, now, { byPerson: true })}) o
  GROUP BY GROUPING SETS ((), (o.priority), (o.department_id), (o.assigned_to_id), (o.day))
) g
-- A group whose targets all were taken back (still ahead) is no group.
WHERE g.kind = 'all' OR NOT (g."firstResponseMet" = 0 AND g."firstResponseBreached" = 0
  AND g."resolutionMet" = 0 AND g."resolutionBreached" = 0)`,
  );
}

/**
 * The running targets (docs/sla.md#dashboard): a first response not given yet, or a resolution,
 * whose clock runs (not paused, not completed), with its due time and whether it is at risk (in
 * its warning share or due within DUE_SOON_MINUTES, not past). A target past its due time has
 * passed its warning too (the warning comes first), so two index ranges find them all: the
 * running clocks' warning instants up to now (partial indexes of migration 0025) and the due
 * times of the next hour.
 */
function runningTargets(scope: SlaScope, now: Date): SQL {
  const nowAt = at(now);
  const soon = at(new Date(now.getTime() + DUE_SOON_MINUTES * 60_000));
  const scoped = onClocks(scope, 's');
  return sql`SELECT s.ticket_id, 'FIRST_RESPONSE' AS target, s.first_response_due_at AS due_at
  FROM ticket_sla s
  WHERE s.first_response_at IS NULL AND s.paused_since IS NULL
    AND (s.first_response_warn_at <= ${nowAt}
      OR (s.first_response_due_at > ${nowAt} AND s.first_response_due_at <= ${soon}))
    AND ${scoped}
UNION ALL
SELECT s.ticket_id, 'RESOLUTION', s.resolution_due_at
  FROM ticket_sla s
  WHERE s.paused_since IS NULL
    AND (s.resolution_warn_at <= ${nowAt}
      OR (s.resolution_due_at > ${nowAt} AND s.resolution_due_at <= ${soon}))
    AND ${scoped}`;
}

export type RunningCounts = { atRisk: number; overdue: number };

/**
 * Open tickets with a target at risk now, and with a target overdue (a ticket counts once each):
 * one pass over the running clocks (a running first response is a running clock), each row one
 * ticket, read index-only from `ticket_sla_resolution_running_due_idx` (migration 0028). The
 * same rule as `runningTargets`: overdue when a running target's due time passed (its warning
 * passed too), at risk when not due yet and past its warning or due within the hour.
 */
export async function selectRunningCounts(
  executor: Executor,
  scope: SlaScope,
  now: Date,
): Promise<RunningCounts> {
  const nowAt = at(now);
  const soon = at(new Date(now.getTime() + DUE_SOON_MINUTES * 60_000));
  const [row] = await selectRows<RunningCounts>(
    executor,
    sql`SELECT
  (count(*) FILTER (WHERE
    (s.first_response_at IS NULL AND s.first_response_due_at > ${nowAt}
      AND (s.first_response_warn_at <= ${nowAt} OR s.first_response_due_at <= ${soon}))
    OR (s.resolution_due_at > ${nowAt}
      AND (s.resolution_warn_at <= ${nowAt} OR s.resolution_due_at <= ${soon}))))::int AS "atRisk",
  (count(*) FILTER (WHERE
    (s.first_response_at IS NULL AND s.first_response_due_at <= ${nowAt})
    OR s.resolution_due_at <= ${nowAt}))::int AS overdue
FROM ticket_sla s
WHERE s.paused_since IS NULL AND ${onClocks(scope, 's')}`,
  );
  return row ?? { atRisk: 0, overdue: 0 };
}

export type AtRiskRow = {
  id: string;
  number: number;
  title: string;
  status: TicketStatus;
  priority: TicketPriority;
  departmentId: string | null;
  departmentName: string | null;
  assignedToId: string | null;
  assignedToName: string | null;
  target: 'FIRST_RESPONSE' | 'RESOLUTION';
  dueAtMs: number;
};

/**
 * The at-risk tickets, each with its nearest at-risk target, the nearest due time first: the
 * candidates from the clocks alone (index-only), then the tickets of the first `limit` due times
 * (ties included, the ticket number breaks them) joined for their number, subject and names.
 */
export function selectAtRisk(
  executor: Executor,
  scope: SlaScope,
  now: Date,
  limit: number,
): Promise<AtRiskRow[]> {
  return selectRows<AtRiskRow>(
    executor,
    sql`WITH candidates AS (
  SELECT DISTINCT ON (r.ticket_id) r.ticket_id, r.target, r.due_at
  FROM (${runningTargets(scope, now)}) r
  WHERE r.due_at > ${at(now)}
  ORDER BY r.ticket_id, r.due_at
), nearest AS (
  SELECT * FROM candidates
  WHERE due_at <= coalesce(
    (SELECT due_at FROM candidates ORDER BY due_at OFFSET ${limit - 1} LIMIT 1), 'infinity')
)
SELECT tickets.id, tickets.number::int AS number, tickets.title, tickets.status, tickets.priority,
  tickets.department_id AS "departmentId",
  (SELECT d.name FROM departments d WHERE d.id = tickets.department_id) AS "departmentName",
  tickets.assigned_to_id AS "assignedToId",
  (SELECT u.name FROM users u WHERE u.id = tickets.assigned_to_id) AS "assignedToName",
  n.target, (date_part('epoch', n.due_at) * 1000)::float8 AS "dueAtMs"
FROM nearest n JOIN tickets ON tickets.id = n.ticket_id
ORDER BY n.due_at, tickets.number
LIMIT ${limit}`,
  );
}

/** Every Lima day of a range that starts and ends at Lima midnights, oldest first. */
export function limaDaysOf(range: InstantRange): string[] {
  const days: string[] = [];
  for (let time = range.from.getTime(); time < range.to.getTime(); time += 86_400_000)
    days.push(limaToday(new Date(time)));
  return days;
}
