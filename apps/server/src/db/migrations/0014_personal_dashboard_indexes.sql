-- The técnico's and the client's dashboards (docs/dashboards.md): a person's public replies by
-- time; a ticket's public comments by time with their author and id (INCLUDE, which Drizzle
-- cannot write: the schema keeps the keys and this migration the columns), so the newest or
-- oldest one per ticket is read from the index alone; a client's tickets by status (index-only
-- counts); a company's open tickets newest first.
CREATE INDEX "ticket_comments_author_public_idx" ON "ticket_comments" USING btree ("author_id","created_at") WHERE NOT is_internal;--> statement-breakpoint
CREATE INDEX "ticket_comments_ticket_public_idx" ON "ticket_comments" USING btree ("ticket_id","created_at") INCLUDE ("author_id","id") WHERE NOT is_internal;--> statement-breakpoint
CREATE INDEX "tickets_requester_status_idx" ON "tickets" USING btree ("requester_id","status");--> statement-breakpoint
CREATE INDEX "tickets_customer_open_idx" ON "tickets" USING btree ("customer_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status IN ('PENDIENTE', 'EN_PROGRESO', 'ESCALADO');