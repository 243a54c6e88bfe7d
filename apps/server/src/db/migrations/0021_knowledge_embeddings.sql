ALTER TABLE "knowledge_chunks" ADD COLUMN "embedding" "bytea";--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD COLUMN "embedding_model" text;--> statement-breakpoint
ALTER TABLE "ai_queries" ADD COLUMN "embedding_tokens" integer DEFAULT 0 NOT NULL;