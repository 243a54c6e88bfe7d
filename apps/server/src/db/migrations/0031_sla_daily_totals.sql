-- docs/sla.md#dashboard: the whole desk's SLA counts per Lima day and priority, folded from the same
-- change rows as ticket_sla_daily (migration 0028), so the administrator's overview reads a few
-- hundred rows for a quarter instead of one per day, priority, department and assignee.
CREATE TABLE "ticket_sla_daily_totals" (
	"day" date NOT NULL,
	"priority" "ticket_priority" NOT NULL,
	"first_response_met" integer NOT NULL,
	"first_response_breached" integer NOT NULL,
	"resolution_met" integer NOT NULL,
	"resolution_breached" integer NOT NULL,
	CONSTRAINT "ticket_sla_daily_totals_key" PRIMARY KEY("day","priority")
);
--> statement-breakpoint
-- What readers use: the folded totals plus the changes not folded yet.
CREATE VIEW "ticket_sla_totals_per_day" AS
  SELECT day, priority, first_response_met, first_response_breached, resolution_met,
    resolution_breached
  FROM ticket_sla_daily_totals
  UNION ALL
  SELECT day, priority, first_response_met, first_response_breached, resolution_met,
    resolution_breached
  FROM ticket_sla_daily_changes;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ticket_sla_daily_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE ticket_sla_daily, ticket_sla_daily_totals, ticket_sla_daily_changes;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The changes claimed once, folded into both tables in one statement, keys in key order.
CREATE OR REPLACE FUNCTION "ticket_sla_daily_fold"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    DELETE FROM ticket_sla_daily_changes
    RETURNING day, priority, department_id, assigned_to_id,
      first_response_met, first_response_breached, resolution_met, resolution_breached
  ), per_key AS (
    INSERT INTO ticket_sla_daily AS d (day, priority, department_id, assigned_to_id,
      first_response_met, first_response_breached, resolution_met, resolution_breached)
    SELECT day, priority, department_id, assigned_to_id, sum(first_response_met),
      sum(first_response_breached), sum(resolution_met), sum(resolution_breached)
    FROM moved GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, priority, department_id, assigned_to_id) DO UPDATE SET
      first_response_met = d.first_response_met + excluded.first_response_met,
      first_response_breached = d.first_response_breached + excluded.first_response_breached,
      resolution_met = d.resolution_met + excluded.resolution_met,
      resolution_breached = d.resolution_breached + excluded.resolution_breached
  )
  INSERT INTO ticket_sla_daily_totals AS t (day, priority,
    first_response_met, first_response_breached, resolution_met, resolution_breached)
  SELECT day, priority, sum(first_response_met), sum(first_response_breached),
    sum(resolution_met), sum(resolution_breached)
  FROM moved GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, priority) DO UPDATE SET
    first_response_met = t.first_response_met + excluded.first_response_met,
    first_response_breached = t.first_response_breached + excluded.first_response_breached,
    resolution_met = t.resolution_met + excluded.resolution_met,
    resolution_breached = t.resolution_breached + excluded.resolution_breached;
END $$;
--> statement-breakpoint
-- Everything recounted from the clocks (migration 0028's rebuild), then the totals from the counts.
CREATE OR REPLACE FUNCTION "ticket_sla_daily_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ticket_sla s SET department_id = t.department_id, assigned_to_id = t.assigned_to_id,
    ticket_completed_at = coalesce(t.resolved_at, t.closed_at)
  FROM tickets t
  WHERE t.id = s.ticket_id
    AND (s.department_id, s.assigned_to_id, s.ticket_completed_at)
      IS DISTINCT FROM (t.department_id, t.assigned_to_id, coalesce(t.resolved_at, t.closed_at));
  TRUNCATE ticket_sla_daily, ticket_sla_daily_totals, ticket_sla_daily_changes;
  INSERT INTO ticket_sla_daily (day, priority, department_id, assigned_to_id,
    first_response_met, first_response_breached, resolution_met, resolution_breached)
  SELECT day, priority, department_id, assigned_to_id,
    count(*) FILTER (WHERE target = 'F' AND met), count(*) FILTER (WHERE target = 'F' AND NOT met),
    count(*) FILTER (WHERE target = 'R' AND met), count(*) FILTER (WHERE target = 'R' AND NOT met)
  FROM (
    SELECT 'F' AS target, o.met, priority, department_id, assigned_to_id,
      (CASE WHEN o.met THEN first_response_at ELSE first_response_due_at END
        AT TIME ZONE 'America/Lima')::date AS day
    FROM ticket_sla,
      LATERAL (SELECT ticket_sla_first_response_met(first_response_at, first_response_due_at, paused_since) AS met) o
    UNION ALL
    SELECT 'R', o.met, priority, department_id, assigned_to_id,
      (CASE WHEN o.met THEN ticket_completed_at ELSE resolution_due_at END
        AT TIME ZONE 'America/Lima')::date
    FROM ticket_sla,
      LATERAL (SELECT ticket_sla_resolution_met(is_completed, ticket_completed_at, resolution_due_at, paused_since) AS met) o
  ) x
  WHERE met IS NOT NULL
  GROUP BY day, priority, department_id, assigned_to_id;
  INSERT INTO ticket_sla_daily_totals (day, priority,
    first_response_met, first_response_breached, resolution_met, resolution_breached)
  SELECT day, priority, sum(first_response_met), sum(first_response_breached),
    sum(resolution_met), sum(resolution_breached)
  FROM ticket_sla_daily GROUP BY day, priority ORDER BY day, priority;
END $$;
--> statement-breakpoint
-- The totals of the clocks that already exist; their changes not folded yet stay in the change
-- table, which the next fold moves into both.
INSERT INTO ticket_sla_daily_totals (day, priority,
  first_response_met, first_response_breached, resolution_met, resolution_breached)
SELECT day, priority, sum(first_response_met), sum(first_response_breached),
  sum(resolution_met), sum(resolution_breached)
FROM ticket_sla_daily GROUP BY day, priority ORDER BY day, priority;
