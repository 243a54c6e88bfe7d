CREATE TYPE "public"."knowledge_audience" AS ENUM('EVERYONE', 'STAFF');--> statement-breakpoint
CREATE TYPE "public"."knowledge_source_type" AS ENUM('ARTICLE', 'TICKET');--> statement-breakpoint
CREATE TABLE "knowledge_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"category" text NOT NULL,
	"audience" "knowledge_audience" DEFAULT 'EVERYONE' NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_type" "knowledge_source_type" NOT NULL,
	"article_id" uuid,
	"ticket_id" uuid,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"source_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('atiende_es', coalesce(title, '')), 'A') || setweight(to_tsvector('atiende_es', coalesce(body, '')), 'B')) STORED,
	CONSTRAINT "knowledge_chunks_source_check" CHECK (("knowledge_chunks"."source_type" = 'ARTICLE' AND "knowledge_chunks"."article_id" IS NOT NULL AND "knowledge_chunks"."ticket_id" IS NULL) OR ("knowledge_chunks"."source_type" = 'TICKET' AND "knowledge_chunks"."ticket_id" IS NOT NULL AND "knowledge_chunks"."article_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "knowledge_terms" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"chunk_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_articles" ADD CONSTRAINT "knowledge_articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD CONSTRAINT "knowledge_chunks_article_id_knowledge_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."knowledge_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD CONSTRAINT "knowledge_chunks_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_articles_updated_idx" ON "knowledge_articles" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "knowledge_chunks_search_idx" ON "knowledge_chunks" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "knowledge_chunks_article_idx" ON "knowledge_chunks" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "knowledge_chunks_ticket_idx" ON "knowledge_chunks" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "knowledge_terms_trgm_idx" ON "knowledge_terms" USING gin ("lexeme" gin_trgm_ops);--> statement-breakpoint
-- docs/assistant.md#retrieval: knowledge_terms follows the chunks, whoever writes or deletes them
-- (a ticket deleted takes its chunks by cascade). Statement-level, words in order: two writers
-- lock the shared words in the same order, so they wait for each other and never deadlock.
CREATE FUNCTION knowledge_terms_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO knowledge_terms (lexeme, chunk_count)
  SELECT lexeme, count(*) FROM (
    SELECT unnest(tsvector_to_array(search_vector) || '{""}'::text[]) AS lexeme FROM new_chunks
  ) AS words
  GROUP BY lexeme ORDER BY lexeme
  ON CONFLICT (lexeme) DO UPDATE SET chunk_count = knowledge_terms.chunk_count + EXCLUDED.chunk_count;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION knowledge_terms_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO knowledge_terms (lexeme, chunk_count)
  SELECT lexeme, -count(*) FROM (
    SELECT unnest(tsvector_to_array(search_vector) || '{""}'::text[]) AS lexeme FROM old_chunks
  ) AS words
  GROUP BY lexeme ORDER BY lexeme
  ON CONFLICT (lexeme) DO UPDATE SET chunk_count = knowledge_terms.chunk_count + EXCLUDED.chunk_count;
  -- Only words the statement above already locked: no new lock, so no deadlock.
  DELETE FROM knowledge_terms WHERE chunk_count <= 0 AND lexeme IN (
    SELECT unnest(tsvector_to_array(search_vector) || '{""}'::text[]) FROM old_chunks
  );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER knowledge_chunks_terms_insert AFTER INSERT ON knowledge_chunks
  REFERENCING NEW TABLE AS new_chunks FOR EACH STATEMENT EXECUTE FUNCTION knowledge_terms_add();--> statement-breakpoint
CREATE TRIGGER knowledge_chunks_terms_delete AFTER DELETE ON knowledge_chunks
  REFERENCING OLD TABLE AS old_chunks FOR EACH STATEMENT EXECUTE FUNCTION knowledge_terms_remove();
