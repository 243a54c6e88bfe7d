-- The dashboards' figures (docs/dashboards.md#indexes) read periods of tickets by creation and by
-- resolution, and the open backlog by creation: each index carries the columns its statements
-- group and filter by (the visibility rule's department and assignee included), so PostgreSQL
-- answers from the index alone. Drizzle cannot write INCLUDE, so the schema keeps the keys and
-- this migration the columns (like 0005).
CREATE INDEX "ticket_events_type_created_idx" ON "ticket_events" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "tickets_created_idx" ON "tickets" USING btree ("created_at") INCLUDE ("department_id","assigned_to_id","source","first_response_at");--> statement-breakpoint
CREATE INDEX "tickets_resolved_idx" ON "tickets" USING btree ("resolved_at") INCLUDE ("department_id","assigned_to_id","created_at") WHERE "tickets"."resolved_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tickets_open_created_idx" ON "tickets" USING btree ("created_at") INCLUDE ("status","priority","department_id","assigned_to_id","customer_id") WHERE status IN ('PENDIENTE', 'EN_PROGRESO', 'ESCALADO');
