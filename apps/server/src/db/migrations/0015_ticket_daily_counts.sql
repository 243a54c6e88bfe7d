-- docs/dashboards.md#daily-counts. The counts' keys carry the count (INCLUDE, which Drizzle
-- cannot write: the schema keeps the keys and this migration the column), so a period's days are
-- read from the index alone. The change tables have no index: they are written once per ticket
-- write, read whole and emptied every few seconds.
CREATE TABLE "ticket_created_daily" (
	"day" date NOT NULL,
	"department_id" uuid,
	"source" "ticket_source" NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "ticket_created_daily_key" UNIQUE NULLS NOT DISTINCT("day","department_id","source") INCLUDE ("count")
);
--> statement-breakpoint
CREATE TABLE "ticket_created_daily_changes" (
	"day" date NOT NULL,
	"department_id" uuid,
	"source" "ticket_source" NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_resolved_daily" (
	"day" date NOT NULL,
	"department_id" uuid,
	"assigned_to_id" uuid,
	"count" integer NOT NULL,
	CONSTRAINT "ticket_resolved_daily_key" UNIQUE NULLS NOT DISTINCT("day","department_id","assigned_to_id") INCLUDE ("count")
);
--> statement-breakpoint
CREATE TABLE "ticket_resolved_daily_changes" (
	"day" date NOT NULL,
	"department_id" uuid,
	"assigned_to_id" uuid,
	"count" integer NOT NULL
);
--> statement-breakpoint
-- What readers use: the folded counts plus the changes not folded yet (a filter on day or
-- department is applied to both branches).
CREATE VIEW "ticket_created_per_day" AS
  SELECT day, department_id, source, count FROM ticket_created_daily
  UNION ALL
  SELECT day, department_id, source, count FROM ticket_created_daily_changes;
--> statement-breakpoint
CREATE VIEW "ticket_resolved_per_day" AS
  SELECT day, department_id, assigned_to_id, count FROM ticket_resolved_daily
  UNION ALL
  SELECT day, department_id, assigned_to_id, count FROM ticket_resolved_daily_changes;
--> statement-breakpoint
-- The triggers only insert change rows: a counter row updated by every ticket creation would make
-- concurrent creations queue behind each other's commit (measured: half the creations per second).
-- Updates fire only when a counted column is in the SET list, and write only when the Lima day,
-- department, source, resolution or assignee actually changed.
CREATE FUNCTION "ticket_daily_counts_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ticket_created_daily_changes (day, department_id, source, count)
  VALUES ((NEW.created_at AT TIME ZONE 'America/Lima')::date, NEW.department_id, NEW.source, 1);
  IF NEW.resolved_at IS NOT NULL THEN
    INSERT INTO ticket_resolved_daily_changes (day, department_id, assigned_to_id, count)
    VALUES ((NEW.resolved_at AT TIME ZONE 'America/Lima')::date, NEW.department_id, NEW.assigned_to_id, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "ticket_daily_counts_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ticket_created_daily_changes (day, department_id, source, count)
  VALUES ((OLD.created_at AT TIME ZONE 'America/Lima')::date, OLD.department_id, OLD.source, -1);
  IF OLD.resolved_at IS NOT NULL THEN
    INSERT INTO ticket_resolved_daily_changes (day, department_id, assigned_to_id, count)
    VALUES ((OLD.resolved_at AT TIME ZONE 'America/Lima')::date, OLD.department_id, OLD.assigned_to_id, -1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "ticket_daily_counts_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_day date := (OLD.created_at AT TIME ZONE 'America/Lima')::date;
  new_day date := (NEW.created_at AT TIME ZONE 'America/Lima')::date;
BEGIN
  IF (old_day, OLD.department_id, OLD.source) IS DISTINCT FROM (new_day, NEW.department_id, NEW.source) THEN
    INSERT INTO ticket_created_daily_changes (day, department_id, source, count)
    VALUES (old_day, OLD.department_id, OLD.source, -1), (new_day, NEW.department_id, NEW.source, 1);
  END IF;
  old_day := (OLD.resolved_at AT TIME ZONE 'America/Lima')::date;
  new_day := (NEW.resolved_at AT TIME ZONE 'America/Lima')::date;
  IF (old_day, OLD.department_id, OLD.assigned_to_id) IS DISTINCT FROM (new_day, NEW.department_id, NEW.assigned_to_id) THEN
    IF old_day IS NOT NULL THEN
      INSERT INTO ticket_resolved_daily_changes (day, department_id, assigned_to_id, count)
      VALUES (old_day, OLD.department_id, OLD.assigned_to_id, -1);
    END IF;
    IF new_day IS NOT NULL THEN
      INSERT INTO ticket_resolved_daily_changes (day, department_id, assigned_to_id, count)
      VALUES (new_day, NEW.department_id, NEW.assigned_to_id, 1);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "ticket_daily_counts_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE ticket_created_daily, ticket_created_daily_changes,
    ticket_resolved_daily, ticket_resolved_daily_changes;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Moves the changes into the counts, each change exactly once: the DELETE takes the rows it
-- moves, so a fold running at the same time on another instance waits and then finds them gone.
-- Keys are upserted in key order, so two folds never take the same rows in opposite orders.
CREATE FUNCTION "ticket_daily_counts_fold"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (DELETE FROM ticket_created_daily_changes RETURNING day, department_id, source, count)
  INSERT INTO ticket_created_daily AS d (day, department_id, source, count)
  SELECT day, department_id, source, sum(count) FROM moved GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, department_id, source) DO UPDATE SET count = d.count + excluded.count;
  WITH moved AS (DELETE FROM ticket_resolved_daily_changes RETURNING day, department_id, assigned_to_id, count)
  INSERT INTO ticket_resolved_daily AS d (day, department_id, assigned_to_id, count)
  SELECT day, department_id, assigned_to_id, sum(count) FROM moved GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, department_id, assigned_to_id) DO UPDATE SET count = d.count + excluded.count;
END $$;
--> statement-breakpoint
-- Everything recounted from the tickets: after a bulk load that ran without triggers
-- (session_replication_role = replica), and once here for the tickets that already exist.
CREATE FUNCTION "ticket_daily_counts_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE ticket_created_daily, ticket_created_daily_changes,
    ticket_resolved_daily, ticket_resolved_daily_changes;
  INSERT INTO ticket_created_daily (day, department_id, source, count)
  SELECT (created_at AT TIME ZONE 'America/Lima')::date, department_id, source, count(*)
  FROM tickets GROUP BY 1, 2, 3;
  INSERT INTO ticket_resolved_daily (day, department_id, assigned_to_id, count)
  SELECT (resolved_at AT TIME ZONE 'America/Lima')::date, department_id, assigned_to_id, count(*)
  FROM tickets WHERE resolved_at IS NOT NULL GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tickets_daily_counts_insert" AFTER INSERT ON "tickets"
  FOR EACH ROW EXECUTE FUNCTION ticket_daily_counts_on_insert();
--> statement-breakpoint
CREATE TRIGGER "tickets_daily_counts_delete" AFTER DELETE ON "tickets"
  FOR EACH ROW EXECUTE FUNCTION ticket_daily_counts_on_delete();
--> statement-breakpoint
CREATE TRIGGER "tickets_daily_counts_update"
  AFTER UPDATE OF created_at, department_id, source, resolved_at, assigned_to_id ON "tickets"
  FOR EACH ROW EXECUTE FUNCTION ticket_daily_counts_on_update();
--> statement-breakpoint
CREATE TRIGGER "tickets_daily_counts_truncate" AFTER TRUNCATE ON "tickets"
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_daily_counts_on_truncate();
--> statement-breakpoint
SELECT ticket_daily_counts_rebuild();
