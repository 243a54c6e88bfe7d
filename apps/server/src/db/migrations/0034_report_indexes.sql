-- docs/reports.md#tickets: the tickets reports count a period's tickets by creation and by
-- resolution per status, priority and channel, and the open tickets per channel; the customers'
-- reports (docs/reports.md#customers) follow the period's tickets with a company to now (still
-- open, resolved). The dashboards' period indexes (migration 0013) carry those columns too, so
-- the reports read the index alone (index-only scans) instead of fetching every ticket of the
-- period (customers, "Últimos 90 días" at 1,000,000 tickets: about 2 s before, under 200 ms
-- after). Drizzle cannot write INCLUDE, so the schema keeps the keys and this migration the
-- columns (like 0005 and 0013).
DROP INDEX "tickets_created_idx";--> statement-breakpoint
CREATE INDEX "tickets_created_idx" ON "tickets" USING btree ("created_at") INCLUDE ("department_id","assigned_to_id","source","first_response_at","status","priority","customer_id","resolved_at");--> statement-breakpoint
DROP INDEX "tickets_resolved_idx";--> statement-breakpoint
CREATE INDEX "tickets_resolved_idx" ON "tickets" USING btree ("resolved_at") INCLUDE ("department_id","assigned_to_id","created_at","priority","source") WHERE "tickets"."resolved_at" IS NOT NULL;--> statement-breakpoint
DROP INDEX "tickets_open_created_idx";--> statement-breakpoint
CREATE INDEX "tickets_open_created_idx" ON "tickets" USING btree ("created_at") INCLUDE ("status","priority","department_id","assigned_to_id","customer_id","source") WHERE status IN ('PENDIENTE', 'EN_PROGRESO', 'ESCALADO');
