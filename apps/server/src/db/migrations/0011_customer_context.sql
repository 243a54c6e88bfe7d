-- docs/tickets.md#search: the ticket's search column gains who asked (name, business, e-mail).
-- Dropping the generated column drops tickets_search_idx with it; drizzle-kit does not know, so
-- the index is created again here, unchanged.
ALTER TABLE "tickets" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('atiende_es', coalesce(title, '')), 'A') || setweight(to_tsvector('atiende_es', coalesce(description, '')), 'B') || setweight(to_tsvector('atiende_es', coalesce(contact_name, '') || ' ' || coalesce(contact_business, '') || ' ' || coalesce(contact_email, '') || ' ' || translate(coalesce(contact_email, ''), '@._-', '    ')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notes" text;--> statement-breakpoint
CREATE INDEX "customers_name_search_idx" ON "customers" USING gin (to_tsvector('atiende_es', "name"));--> statement-breakpoint
CREATE INDEX "tickets_search_idx" ON "tickets" USING gin ((search_vector || coalesce(comments_search_vector, ''::tsvector)));
