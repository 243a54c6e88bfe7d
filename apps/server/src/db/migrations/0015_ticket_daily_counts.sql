-- docs/dashboards.md#daily-counts. The keys carry the count (INCLUDE, which Drizzle cannot write:
-- the schema keeps the keys and this migration the column), so a period's days are read from the
-- index alone.
CREATE TABLE "ticket_created_daily" (
	"day" date NOT NULL,
	"department_id" uuid,
	"source" "ticket_source" NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "ticket_created_daily_key" UNIQUE NULLS NOT DISTINCT("day","department_id","source") INCLUDE ("count")
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
-- docs/dashboards.md#daily-counts: the two tables above follow the tickets through triggers, in
-- the writing transaction. Inserts and deletes are statement triggers over the transition table
-- (an import of thousands of rows is one grouped upsert); updates are row triggers that fire only
-- when a counted column is in the SET list, and change something only when its value changed.
-- Keys are upserted in key order, so two transactions never take the same rows in opposite orders.
CREATE FUNCTION "ticket_daily_counts_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ticket_created_daily AS d (day, department_id, source, count)
  SELECT (n.created_at AT TIME ZONE 'America/Lima')::date, n.department_id, n.source, count(*)
  FROM new_tickets n GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, department_id, source) DO UPDATE SET count = d.count + excluded.count;
  INSERT INTO ticket_resolved_daily AS d (day, department_id, assigned_to_id, count)
  SELECT (n.resolved_at AT TIME ZONE 'America/Lima')::date, n.department_id, n.assigned_to_id, count(*)
  FROM new_tickets n WHERE n.resolved_at IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, department_id, assigned_to_id) DO UPDATE SET count = d.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "ticket_daily_counts_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ticket_created_daily AS d SET count = d.count - o.n
  FROM (SELECT (created_at AT TIME ZONE 'America/Lima')::date AS day, department_id, source, count(*)::int AS n
        FROM old_tickets GROUP BY 1, 2, 3) o
  WHERE d.day = o.day AND d.department_id IS NOT DISTINCT FROM o.department_id AND d.source = o.source;
  UPDATE ticket_resolved_daily AS d SET count = d.count - o.n
  FROM (SELECT (resolved_at AT TIME ZONE 'America/Lima')::date AS day, department_id, assigned_to_id, count(*)::int AS n
        FROM old_tickets WHERE resolved_at IS NOT NULL GROUP BY 1, 2, 3) o
  WHERE d.day = o.day AND d.department_id IS NOT DISTINCT FROM o.department_id
    AND d.assigned_to_id IS NOT DISTINCT FROM o.assigned_to_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "ticket_daily_counts_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_day date;
  new_day date;
BEGIN
  old_day := (OLD.created_at AT TIME ZONE 'America/Lima')::date;
  new_day := (NEW.created_at AT TIME ZONE 'America/Lima')::date;
  IF (old_day, OLD.department_id, OLD.source) IS DISTINCT FROM (new_day, NEW.department_id, NEW.source) THEN
    INSERT INTO ticket_created_daily AS d (day, department_id, source, count)
    SELECT k.day, k.department_id, k.source, k.n
    FROM (VALUES (old_day, OLD.department_id, OLD.source, -1), (new_day, NEW.department_id, NEW.source, 1))
      AS k(day, department_id, source, n)
    ORDER BY 1, 2, 3
    ON CONFLICT (day, department_id, source) DO UPDATE SET count = d.count + excluded.count;
  END IF;
  old_day := (OLD.resolved_at AT TIME ZONE 'America/Lima')::date;
  new_day := (NEW.resolved_at AT TIME ZONE 'America/Lima')::date;
  IF (old_day, OLD.department_id, OLD.assigned_to_id) IS DISTINCT FROM (new_day, NEW.department_id, NEW.assigned_to_id) THEN
    INSERT INTO ticket_resolved_daily AS d (day, department_id, assigned_to_id, count)
    SELECT k.day, k.department_id, k.assigned_to_id, k.n
    FROM (VALUES (old_day, OLD.department_id, OLD.assigned_to_id, -1), (new_day, NEW.department_id, NEW.assigned_to_id, 1))
      AS k(day, department_id, assigned_to_id, n)
    WHERE k.day IS NOT NULL
    ORDER BY 1, 2, 3
    ON CONFLICT (day, department_id, assigned_to_id) DO UPDATE SET count = d.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "ticket_daily_counts_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE ticket_created_daily, ticket_resolved_daily;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Both tables recomputed from the tickets: after a bulk load that ran without triggers
-- (session_replication_role = replica), and once here for the tickets that already exist.
CREATE FUNCTION "ticket_daily_counts_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE ticket_created_daily, ticket_resolved_daily;
  INSERT INTO ticket_created_daily (day, department_id, source, count)
  SELECT (created_at AT TIME ZONE 'America/Lima')::date, department_id, source, count(*)
  FROM tickets GROUP BY 1, 2, 3;
  INSERT INTO ticket_resolved_daily (day, department_id, assigned_to_id, count)
  SELECT (resolved_at AT TIME ZONE 'America/Lima')::date, department_id, assigned_to_id, count(*)
  FROM tickets WHERE resolved_at IS NOT NULL GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tickets_daily_counts_insert" AFTER INSERT ON "tickets"
  REFERENCING NEW TABLE AS new_tickets FOR EACH STATEMENT EXECUTE FUNCTION ticket_daily_counts_on_insert();
--> statement-breakpoint
CREATE TRIGGER "tickets_daily_counts_delete" AFTER DELETE ON "tickets"
  REFERENCING OLD TABLE AS old_tickets FOR EACH STATEMENT EXECUTE FUNCTION ticket_daily_counts_on_delete();
--> statement-breakpoint
CREATE TRIGGER "tickets_daily_counts_update"
  AFTER UPDATE OF created_at, department_id, source, resolved_at, assigned_to_id ON "tickets"
  FOR EACH ROW EXECUTE FUNCTION ticket_daily_counts_on_update();
--> statement-breakpoint
CREATE TRIGGER "tickets_daily_counts_truncate" AFTER TRUNCATE ON "tickets"
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_daily_counts_on_truncate();
--> statement-breakpoint
SELECT ticket_daily_counts_rebuild();
