CREATE INDEX "tickets_closed_unresolved_idx" ON "tickets" USING btree ("closed_at") WHERE resolved_at IS NULL AND closed_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ticket_sla_first_response_at_idx" ON "ticket_sla" USING btree ("first_response_at") WHERE first_response_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ticket_sla_first_response_due_at_idx" ON "ticket_sla" USING btree ("first_response_due_at");--> statement-breakpoint
CREATE INDEX "ticket_sla_resolution_due_at_idx" ON "ticket_sla" USING btree ("resolution_due_at");--> statement-breakpoint
CREATE INDEX "ticket_sla_first_response_running_idx" ON "ticket_sla" USING btree ("first_response_warn_at") WHERE first_response_at IS NULL AND paused_since IS NULL;--> statement-breakpoint
CREATE INDEX "ticket_sla_resolution_running_idx" ON "ticket_sla" USING btree ("resolution_warn_at") WHERE paused_since IS NULL;