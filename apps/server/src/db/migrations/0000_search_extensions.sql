-- Accent-insensitive Spanish full-text search (docs/conventions.md#known-traps): a copy of the `spanish`
-- configuration whose word mappings run unaccent before the Spanish stemmer, so that
-- "impresion" finds "impresión". Generated tsvector columns use 'atiende_es'.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'atiende_es') THEN
    CREATE TEXT SEARCH CONFIGURATION atiende_es (COPY = pg_catalog.spanish);
    ALTER TEXT SEARCH CONFIGURATION atiende_es
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;
  END IF;
END
$$;
