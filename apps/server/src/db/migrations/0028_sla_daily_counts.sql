-- docs/sla.md#dashboard: SLA targets met and breached per Lima day, kept by the database as the
-- daily ticket counts are (migration 0015, docs/dashboards.md#daily-counts). The counts' keys
-- carry the counts (INCLUDE, which Drizzle cannot write), so a period is read from the index
-- alone; the change table has no index.
CREATE TABLE "ticket_sla_daily" (
	"day" date NOT NULL,
	"priority" "ticket_priority" NOT NULL,
	"department_id" uuid,
	"assigned_to_id" uuid,
	"first_response_met" integer NOT NULL,
	"first_response_breached" integer NOT NULL,
	"resolution_met" integer NOT NULL,
	"resolution_breached" integer NOT NULL,
	CONSTRAINT "ticket_sla_daily_key" UNIQUE NULLS NOT DISTINCT("day","priority","department_id","assigned_to_id") INCLUDE ("first_response_met","first_response_breached","resolution_met","resolution_breached")
);
--> statement-breakpoint
CREATE TABLE "ticket_sla_daily_changes" (
	"day" date NOT NULL,
	"priority" "ticket_priority" NOT NULL,
	"department_id" uuid,
	"assigned_to_id" uuid,
	"first_response_met" integer NOT NULL,
	"first_response_breached" integer NOT NULL,
	"resolution_met" integer NOT NULL,
	"resolution_breached" integer NOT NULL
);
--> statement-breakpoint
-- The clock carries copies of its ticket's department, assignee and completion (resolved_at, or
-- closed_at when closed without a resolution), kept in step by the triggers below: the counts
-- and the running clocks' figures read the clock row without joining the tickets.
ALTER TABLE "ticket_sla" ADD COLUMN "department_id" uuid;--> statement-breakpoint
ALTER TABLE "ticket_sla" ADD COLUMN "assigned_to_id" uuid;--> statement-breakpoint
ALTER TABLE "ticket_sla" ADD COLUMN "ticket_completed_at" timestamp with time zone;--> statement-breakpoint
UPDATE ticket_sla s SET department_id = t.department_id, assigned_to_id = t.assigned_to_id,
  ticket_completed_at = coalesce(t.resolved_at, t.closed_at)
FROM tickets t WHERE t.id = s.ticket_id;
--> statement-breakpoint
-- The running targets by due time, carrying what the dashboard's running counts, at-risk
-- candidates and the compliance's correction read (INCLUDE: index-only scans). Every running
-- first response is a running clock, so the resolution's index also carries the first
-- response's columns: the running counts read that index alone, one entry per clock.
CREATE INDEX "ticket_sla_first_response_running_due_idx" ON "ticket_sla" USING btree ("first_response_due_at")
  INCLUDE ("first_response_warn_at", "ticket_id", "priority", "department_id", "assigned_to_id")
  WHERE first_response_at IS NULL AND paused_since IS NULL;
--> statement-breakpoint
CREATE INDEX "ticket_sla_resolution_running_due_idx" ON "ticket_sla" USING btree ("resolution_due_at")
  INCLUDE ("resolution_warn_at", "ticket_id", "priority", "department_id", "assigned_to_id",
    "first_response_at", "first_response_due_at", "first_response_warn_at")
  WHERE paused_since IS NULL;
--> statement-breakpoint
-- What readers use: the folded counts plus the changes not folded yet.
CREATE VIEW "ticket_sla_per_day" AS
  SELECT day, priority, department_id, assigned_to_id,
    first_response_met, first_response_breached, resolution_met, resolution_breached
  FROM ticket_sla_daily
  UNION ALL
  SELECT day, priority, department_id, assigned_to_id,
    first_response_met, first_response_breached, resolution_met, resolution_breached
  FROM ticket_sla_daily_changes;
--> statement-breakpoint
-- A target's outcome as if now were infinitely far (docs/sla.md#dashboard): true met, false
-- breached, null none (a clock paused before its due time and never answered or completed).
-- The first response: met when given by its due time; breached when given later, or not given
-- while the clock ran past its due time.
CREATE FUNCTION "ticket_sla_first_response_met"(first_response_at timestamptz,
  due_at timestamptz, paused_since timestamptz) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN first_response_at IS NOT NULL THEN first_response_at <= due_at
              WHEN paused_since IS NULL OR paused_since > due_at THEN false END
$$;
--> statement-breakpoint
-- The resolution: breached when the clock ran past its due time; met when the ticket was
-- completed (resolved, or closed without a resolution) with the clock stopped by then.
CREATE FUNCTION "ticket_sla_resolution_met"(is_completed boolean, completed_at timestamptz,
  due_at timestamptz, paused_since timestamptz) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN paused_since IS NULL OR paused_since > due_at THEN false
              WHEN is_completed AND completed_at IS NOT NULL THEN true END
$$;
--> statement-breakpoint
-- A new clock copies its ticket's columns.
CREATE FUNCTION "ticket_sla_copy_ticket"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT t.department_id, t.assigned_to_id, coalesce(t.resolved_at, t.closed_at)
    INTO NEW.department_id, NEW.assigned_to_id, NEW.ticket_completed_at
    FROM tickets t WHERE t.id = NEW.ticket_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A ticket moved to another department, reassigned, resolved, closed or reopened: its clock's
-- copies follow (which fires the clock's own trigger below).
CREATE FUNCTION "ticket_sla_follow_ticket"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.department_id, OLD.assigned_to_id, coalesce(OLD.resolved_at, OLD.closed_at))
     IS DISTINCT FROM (NEW.department_id, NEW.assigned_to_id, coalesce(NEW.resolved_at, NEW.closed_at)) THEN
    UPDATE ticket_sla SET department_id = NEW.department_id, assigned_to_id = NEW.assigned_to_id,
      ticket_completed_at = coalesce(NEW.resolved_at, NEW.closed_at)
    WHERE ticket_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A clock inserted, changed or deleted: each target's old entry (day, priority, department,
-- assignee, outcome) is taken back and the new one added, only when it changed (the SLA check
-- writes its alert columns often; those never reach here). A deleted ticket's clock goes with
-- it (ON DELETE CASCADE), which fires this.
CREATE FUNCTION "ticket_sla_daily_on_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_priority ticket_priority; old_department uuid; old_assignee uuid;
  new_priority ticket_priority; new_department uuid; new_assignee uuid;
  old_f boolean; old_f_day date; old_r boolean; old_r_day date;
  new_f boolean; new_f_day date; new_r boolean; new_r_day date;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_priority := OLD.priority; old_department := OLD.department_id; old_assignee := OLD.assigned_to_id;
    old_f := ticket_sla_first_response_met(OLD.first_response_at, OLD.first_response_due_at, OLD.paused_since);
    old_f_day := (CASE WHEN old_f THEN OLD.first_response_at ELSE OLD.first_response_due_at END
      AT TIME ZONE 'America/Lima')::date;
    old_r := ticket_sla_resolution_met(OLD.is_completed, OLD.ticket_completed_at, OLD.resolution_due_at, OLD.paused_since);
    old_r_day := (CASE WHEN old_r THEN OLD.ticket_completed_at ELSE OLD.resolution_due_at END
      AT TIME ZONE 'America/Lima')::date;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_priority := NEW.priority; new_department := NEW.department_id; new_assignee := NEW.assigned_to_id;
    new_f := ticket_sla_first_response_met(NEW.first_response_at, NEW.first_response_due_at, NEW.paused_since);
    new_f_day := (CASE WHEN new_f THEN NEW.first_response_at ELSE NEW.first_response_due_at END
      AT TIME ZONE 'America/Lima')::date;
    new_r := ticket_sla_resolution_met(NEW.is_completed, NEW.ticket_completed_at, NEW.resolution_due_at, NEW.paused_since);
    new_r_day := (CASE WHEN new_r THEN NEW.ticket_completed_at ELSE NEW.resolution_due_at END
      AT TIME ZONE 'America/Lima')::date;
  END IF;
  IF old_f IS DISTINCT FROM new_f OR (old_f IS NOT NULL
     AND (old_f_day, old_priority, old_department, old_assignee)
       IS DISTINCT FROM (new_f_day, new_priority, new_department, new_assignee)) THEN
    IF old_f IS NOT NULL THEN
      INSERT INTO ticket_sla_daily_changes VALUES (old_f_day, old_priority, old_department, old_assignee,
        CASE WHEN old_f THEN -1 ELSE 0 END, CASE WHEN old_f THEN 0 ELSE -1 END, 0, 0);
    END IF;
    IF new_f IS NOT NULL THEN
      INSERT INTO ticket_sla_daily_changes VALUES (new_f_day, new_priority, new_department, new_assignee,
        CASE WHEN new_f THEN 1 ELSE 0 END, CASE WHEN new_f THEN 0 ELSE 1 END, 0, 0);
    END IF;
  END IF;
  IF old_r IS DISTINCT FROM new_r OR (old_r IS NOT NULL
     AND (old_r_day, old_priority, old_department, old_assignee)
       IS DISTINCT FROM (new_r_day, new_priority, new_department, new_assignee)) THEN
    IF old_r IS NOT NULL THEN
      INSERT INTO ticket_sla_daily_changes VALUES (old_r_day, old_priority, old_department, old_assignee,
        0, 0, CASE WHEN old_r THEN -1 ELSE 0 END, CASE WHEN old_r THEN 0 ELSE -1 END);
    END IF;
    IF new_r IS NOT NULL THEN
      INSERT INTO ticket_sla_daily_changes VALUES (new_r_day, new_priority, new_department, new_assignee,
        0, 0, CASE WHEN new_r THEN 1 ELSE 0 END, CASE WHEN new_r THEN 0 ELSE 1 END);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "ticket_sla_daily_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE ticket_sla_daily, ticket_sla_daily_changes;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Moves the changes into the counts exactly once, keys in key order (as ticket_daily_counts_fold).
CREATE FUNCTION "ticket_sla_daily_fold"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    DELETE FROM ticket_sla_daily_changes
    RETURNING day, priority, department_id, assigned_to_id,
      first_response_met, first_response_breached, resolution_met, resolution_breached
  )
  INSERT INTO ticket_sla_daily AS d (day, priority, department_id, assigned_to_id,
    first_response_met, first_response_breached, resolution_met, resolution_breached)
  SELECT day, priority, department_id, assigned_to_id, sum(first_response_met),
    sum(first_response_breached), sum(resolution_met), sum(resolution_breached)
  FROM moved GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, priority, department_id, assigned_to_id) DO UPDATE SET
    first_response_met = d.first_response_met + excluded.first_response_met,
    first_response_breached = d.first_response_breached + excluded.first_response_breached,
    resolution_met = d.resolution_met + excluded.resolution_met,
    resolution_breached = d.resolution_breached + excluded.resolution_breached;
END $$;
--> statement-breakpoint
-- Everything recounted from the clocks, after their copies of the tickets' columns are brought
-- in step: after a bulk load that ran without triggers (session_replication_role = replica), and
-- once here for the clocks that already exist.
CREATE FUNCTION "ticket_sla_daily_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ticket_sla s SET department_id = t.department_id, assigned_to_id = t.assigned_to_id,
    ticket_completed_at = coalesce(t.resolved_at, t.closed_at)
  FROM tickets t
  WHERE t.id = s.ticket_id
    AND (s.department_id, s.assigned_to_id, s.ticket_completed_at)
      IS DISTINCT FROM (t.department_id, t.assigned_to_id, coalesce(t.resolved_at, t.closed_at));
  TRUNCATE ticket_sla_daily, ticket_sla_daily_changes;
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
END $$;
--> statement-breakpoint
CREATE TRIGGER "ticket_sla_copy_ticket" BEFORE INSERT ON "ticket_sla"
  FOR EACH ROW EXECUTE FUNCTION ticket_sla_copy_ticket();
--> statement-breakpoint
CREATE TRIGGER "tickets_sla_follow" AFTER UPDATE OF department_id, assigned_to_id, resolved_at, closed_at
  ON "tickets" FOR EACH ROW EXECUTE FUNCTION ticket_sla_follow_ticket();
--> statement-breakpoint
CREATE TRIGGER "ticket_sla_daily_insert_delete" AFTER INSERT OR DELETE ON "ticket_sla"
  FOR EACH ROW EXECUTE FUNCTION ticket_sla_daily_on_change();
--> statement-breakpoint
CREATE TRIGGER "ticket_sla_daily_update" AFTER UPDATE OF priority, paused_since, is_completed,
  first_response_at, first_response_due_at, resolution_due_at, department_id, assigned_to_id,
  ticket_completed_at ON "ticket_sla"
  FOR EACH ROW EXECUTE FUNCTION ticket_sla_daily_on_change();
--> statement-breakpoint
CREATE TRIGGER "ticket_sla_daily_truncate" AFTER TRUNCATE ON "ticket_sla"
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_sla_daily_on_truncate();
--> statement-breakpoint
CREATE TRIGGER "tickets_sla_daily_truncate" AFTER TRUNCATE ON "tickets"
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_sla_daily_on_truncate();
--> statement-breakpoint
SELECT ticket_sla_daily_rebuild();
