// The SLA dashboard's compliance as it was computed before the daily counts (migration 0028):
// every target settled in the period, joined to the tickets for department, assignee and scope.
// Kept as the oracle the daily counts are compared with (src/modules/sla/sla-daily-counts.test.ts,
// docs/sla.md#dashboard). `scope` is a condition over the unaliased `tickets` table.
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../src/db/client';
import type { ComplianceRow, InstantRange } from '../src/modules/sla/sla-dashboard.repository';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

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

/** Met and breached targets of the period in total and by priority, department, assignee, day. */
export function selectComplianceOracle(
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
 * The running counts as they were computed before migration 0028: the running targets (from
 * their warning instants and the due times of the next hour) joined to the tickets in scope.
 */
export async function selectRunningCountsOracle(
  executor: Executor,
  scope: SQL,
  now: Date,
): Promise<{ atRisk: number; overdue: number }> {
  const nowAt = at(now);
  const soon = at(new Date(now.getTime() + 60 * 60_000));
  const [row] = await selectRows<{ atRisk: number; overdue: number }>(
    executor,
    sql`SELECT
  (count(DISTINCT r.ticket_id) FILTER (WHERE r.due_at > ${nowAt}))::int AS "atRisk",
  (count(DISTINCT r.ticket_id) FILTER (WHERE r.due_at <= ${nowAt}))::int AS overdue
FROM (
  SELECT s.ticket_id, s.first_response_due_at AS due_at
  FROM ticket_sla s
  WHERE s.first_response_at IS NULL AND s.paused_since IS NULL
    AND (s.first_response_warn_at <= ${nowAt}
      OR (s.first_response_due_at > ${nowAt} AND s.first_response_due_at <= ${soon}))
  UNION ALL
  SELECT s.ticket_id, s.resolution_due_at
  FROM ticket_sla s
  WHERE s.paused_since IS NULL
    AND (s.resolution_warn_at <= ${nowAt}
      OR (s.resolution_due_at > ${nowAt} AND s.resolution_due_at <= ${soon}))
) r JOIN tickets ON tickets.id = r.ticket_id
WHERE ${scope}`,
  );
  return row!;
}
