-- List and search at a million tickets (docs/performance.md). Indexes match the list order
-- (updated_at DESC, id DESC with PostgreSQL's default NULLS FIRST), and public comments' words
-- move into tickets.comments_search_vector so search is one indexed condition.
DROP INDEX IF EXISTS "ticket_comments_public_search_idx";--> statement-breakpoint
ALTER TABLE "ticket_comments" DROP COLUMN IF EXISTS "search_vector";--> statement-breakpoint
DROP INDEX IF EXISTS "tickets_updated_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tickets_updated_id_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tickets_open_updated_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tickets_status_updated_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tickets_department_updated_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tickets_assignee_updated_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tickets_requester_updated_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tickets_customer_updated_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tickets_search_idx";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN IF NOT EXISTS "comments_search_vector" "tsvector";--> statement-breakpoint
-- Backfill: the words of each ticket's public comments (internal notes never take part).
UPDATE "tickets" AS t SET "comments_search_vector" = c.vector
FROM (
  SELECT ticket_id, to_tsvector('atiende_es', string_agg(body, ' ')) AS vector
  FROM "ticket_comments" WHERE NOT is_internal GROUP BY ticket_id
) AS c
WHERE c.ticket_id = t.id AND t.comments_search_vector IS NULL;--> statement-breakpoint
CREATE INDEX "tickets_updated_id_idx" ON "tickets" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_open_updated_idx" ON "tickets" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status IN ('PENDIENTE', 'EN_PROGRESO', 'ESCALADO');--> statement-breakpoint
CREATE INDEX "tickets_status_updated_idx" ON "tickets" USING btree ("status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_department_updated_idx" ON "tickets" USING btree ("department_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_assignee_updated_idx" ON "tickets" USING btree ("assigned_to_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_requester_updated_idx" ON "tickets" USING btree ("requester_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_customer_updated_idx" ON "tickets" USING btree ("customer_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_search_idx" ON "tickets" USING gin ((search_vector || coalesce(comments_search_vector, ''::tsvector)));--> statement-breakpoint
-- Statistics for the new expression index, so the planner can tell common words from rare ones.
ANALYZE "tickets";
