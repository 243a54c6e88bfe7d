// The SLA dashboard's statements (docs/sla.md#dashboard): each one aggregate over the clocks
// (`ticket_sla`) joined to the tickets the caller sees. `scope` is a condition written over the
// unaliased `tickets` table (the tickets module's visibility rule, narrowed to departments).
// Cross-module reads of tickets, departments and users allowed by
// docs/decisions/0007-cross-module-reads.md. Counts are cast to int and instants travel as epoch
// milliseconds, so both drivers return numbers.
import type { TicketPriority, TicketStatus } from '@atiende/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';
import { limaToday } from '../../platform/lima-time';

/** A half-open range of instants [from, to). */
export type InstantRange = { from: Date; to: Date };

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
export { idArray } from '../../db/id-array';

/** How near its due time a running target counts as at risk, besides its warning share. */
export const DUE_SOON_MINUTES = 60;

/**
 * Every target settled in the period, one row each: `F` first response, `R` resolution; `met`;
 * when it was settled (met: the response or the completion; breached: the due time).
 * docs/sla.md#dashboard: a target is breached when its due time passed while its clock ran — a
 * clock paused (a pausing status, or the ticket resolved or closed) before its due time stands
 * still and is not breached. Each branch walks an index of migration 0025 (or the tickets'
 * `tickets_resolved_idx`) over the period.
 */
function settledTargets(range: InstantRange, now: Date): SQL {
  const from = at(range.from);
  const to = at(range.to);
  // A due time still ahead is no breach yet.
  const until = at(new Date(Math.min(range.to.getTime(), now.getTime())));
  return sql`SELECT s.ticket_id, s.priority, 'F' AS target, true AS met, s.first_response_at AS settled_at
  FROM ticket_sla s
  WHERE s.first_response_at >= ${from} AND s.first_response_at < ${to}
    AND s.first_response_at <= s.first_response_due_at
UNION ALL
SELECT s.ticket_id, s.priority, 'F', false, s.first_response_due_at
  FROM ticket_sla s
  WHERE s.first_response_due_at >= ${from} AND s.first_response_due_at < ${until}
    AND CASE WHEN s.first_response_at IS NOT NULL THEN s.first_response_at > s.first_response_due_at
             ELSE s.paused_since IS NULL OR s.paused_since > s.first_response_due_at END
UNION ALL
SELECT s.ticket_id, s.priority, 'R', true, t.resolved_at
  FROM tickets t JOIN ticket_sla s ON s.ticket_id = t.id
  WHERE t.resolved_at >= ${from} AND t.resolved_at < ${to}
    AND s.is_completed AND s.paused_since <= s.resolution_due_at
UNION ALL
SELECT s.ticket_id, s.priority, 'R', true, t.closed_at
  FROM tickets t JOIN ticket_sla s ON s.ticket_id = t.id
  WHERE t.closed_at >= ${from} AND t.closed_at < ${to} AND t.resolved_at IS NULL
    AND s.is_completed AND s.paused_since <= s.resolution_due_at
UNION ALL
SELECT s.ticket_id, s.priority, 'R', false, s.resolution_due_at
  FROM ticket_sla s
  WHERE s.resolution_due_at >= ${from} AND s.resolution_due_at < ${until}
    AND (s.paused_since IS NULL OR s.paused_since > s.resolution_due_at)`;
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
 * Met and breached targets of the period in total, by priority (the one the clock applied), by
 * department, by current assignee and by Lima day of settlement: one pass, added up by
 * `GROUPING SETS`.
 */
export function selectCompliance(
  executor: Executor,
  scope: SQL,
  range: InstantRange,
  now: Date,
  { withBreakdowns }: { withBreakdowns: boolean },
): Promise<ComplianceRow[]> {
  const labels = withBreakdowns
    ? sql`CASE WHEN GROUPING(o.priority) = 0 THEN 'priority'
       WHEN GROUPING(tickets.department_id) = 0 THEN 'department'
       WHEN GROUPING(tickets.assigned_to_id) = 0 THEN 'technician'
       WHEN GROUPING(o.day) = 0 THEN 'day' ELSE 'all' END AS kind,
  CASE WHEN GROUPING(o.priority) = 0 THEN o.priority::text
       WHEN GROUPING(tickets.department_id) = 0 THEN tickets.department_id::text
       WHEN GROUPING(tickets.assigned_to_id) = 0 THEN tickets.assigned_to_id::text
       WHEN GROUPING(o.day) = 0 THEN o.day END AS key,
  CASE WHEN GROUPING(tickets.department_id) = 0
         THEN (SELECT d.name FROM departments d WHERE d.id = tickets.department_id)
       WHEN GROUPING(tickets.assigned_to_id) = 0
         THEN (SELECT u.name FROM users u WHERE u.id = tickets.assigned_to_id) END AS name`
    : sql`'all' AS kind, NULL AS key, NULL AS name`;
  const grouping = withBreakdowns
    ? sql`GROUP BY GROUPING SETS ((), (o.priority), (tickets.department_id), (tickets.assigned_to_id), (o.day))`
    : sql``;
  return selectRows<ComplianceRow>(
    executor,
    sql`WITH o AS (
  SELECT x.*, to_char(x.settled_at AT TIME ZONE 'America/Lima', 'YYYY-MM-DD') AS day
  FROM (${settledTargets(range, now)}) x
)
SELECT ${labels},
  (count(*) FILTER (WHERE o.target = 'F' AND o.met))::int AS "firstResponseMet",
  (count(*) FILTER (WHERE o.target = 'F' AND NOT o.met))::int AS "firstResponseBreached",
  (count(*) FILTER (WHERE o.target = 'R' AND o.met))::int AS "resolutionMet",
  (count(*) FILTER (WHERE o.target = 'R' AND NOT o.met))::int AS "resolutionBreached"
FROM o JOIN tickets ON tickets.id = o.ticket_id
WHERE ${scope}
${grouping}`,
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
function runningTargets(now: Date): SQL {
  const nowAt = at(now);
  const soon = at(new Date(now.getTime() + DUE_SOON_MINUTES * 60_000));
  return sql`SELECT s.ticket_id, 'FIRST_RESPONSE' AS target, s.first_response_due_at AS due_at
  FROM ticket_sla s
  WHERE s.first_response_at IS NULL AND s.paused_since IS NULL
    AND (s.first_response_warn_at <= ${nowAt}
      OR (s.first_response_due_at > ${nowAt} AND s.first_response_due_at <= ${soon}))
UNION ALL
SELECT s.ticket_id, 'RESOLUTION', s.resolution_due_at
  FROM ticket_sla s
  WHERE s.paused_since IS NULL
    AND (s.resolution_warn_at <= ${nowAt}
      OR (s.resolution_due_at > ${nowAt} AND s.resolution_due_at <= ${soon}))`;
}

export type RunningCounts = { atRisk: number; overdue: number };

/** Open tickets with a target at risk now, and with a target overdue (a ticket counts once each). */
export async function selectRunningCounts(
  executor: Executor,
  scope: SQL,
  now: Date,
): Promise<RunningCounts> {
  const [row] = await selectRows<RunningCounts>(
    executor,
    sql`SELECT
  (count(DISTINCT r.ticket_id) FILTER (WHERE r.due_at > ${at(now)}))::int AS "atRisk",
  (count(DISTINCT r.ticket_id) FILTER (WHERE r.due_at <= ${at(now)}))::int AS overdue
FROM (${runningTargets(now)}) r JOIN tickets ON tickets.id = r.ticket_id
WHERE ${scope}`,
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

/** The at-risk tickets, each with its nearest at-risk target, the nearest due time first. */
export function selectAtRisk(
  executor: Executor,
  scope: SQL,
  now: Date,
  limit: number,
): Promise<AtRiskRow[]> {
  return selectRows<AtRiskRow>(
    executor,
    sql`SELECT * FROM (
  SELECT DISTINCT ON (tickets.id)
    tickets.id, tickets.number::int AS number, tickets.title, tickets.status, tickets.priority,
    tickets.department_id AS "departmentId",
    (SELECT d.name FROM departments d WHERE d.id = tickets.department_id) AS "departmentName",
    tickets.assigned_to_id AS "assignedToId",
    (SELECT u.name FROM users u WHERE u.id = tickets.assigned_to_id) AS "assignedToName",
    r.target, (date_part('epoch', r.due_at) * 1000)::float8 AS "dueAtMs", r.due_at
  FROM (${runningTargets(now)}) r JOIN tickets ON tickets.id = r.ticket_id
  WHERE r.due_at > ${at(now)} AND ${scope}
  ORDER BY tickets.id, r.due_at
) a
ORDER BY a.due_at, a.number
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
