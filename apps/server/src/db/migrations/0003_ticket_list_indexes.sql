DROP INDEX "ticket_comments_public_search_idx";--> statement-breakpoint
ALTER TABLE "ticket_comments" DROP COLUMN "search_vector";--> statement-breakpoint
DROP INDEX "tickets_updated_idx";--> statement-breakpoint
DROP INDEX "tickets_search_idx";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "comments_search_vector" "tsvector";--> statement-breakpoint
-- Backfill: the words of each ticket's public comments (internal notes never take part).
UPDATE "tickets" AS t SET "comments_search_vector" = c.vector
FROM (
  SELECT ticket_id, to_tsvector('atiende_es', string_agg(body, ' ')) AS vector
  FROM "ticket_comments" WHERE NOT is_internal GROUP BY ticket_id
) AS c
WHERE c.ticket_id = t.id;--> statement-breakpoint
CREATE INDEX "tickets_updated_id_idx" ON "tickets" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_open_updated_idx" ON "tickets" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status IN ('PENDIENTE', 'EN_PROGRESO', 'ESCALADO');--> statement-breakpoint
CREATE INDEX "tickets_search_idx" ON "tickets" USING gin ((search_vector || coalesce(comments_search_vector, ''::tsvector)));
