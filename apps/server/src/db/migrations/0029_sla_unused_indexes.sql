-- docs/sla.md#dashboard: indexes only the SLA compliance before the daily counts (migration 0028)
-- read. With the running clocks' warning-instant indexes present, the planner counted the running
-- clocks through them and fetched each clock's row, instead of reading the due-time indexes of
-- 0028 alone (docs/performance.md#sla-dashboard).
DROP INDEX "ticket_sla_first_response_at_idx";--> statement-breakpoint
DROP INDEX "ticket_sla_first_response_running_idx";--> statement-breakpoint
DROP INDEX "ticket_sla_resolution_running_idx";