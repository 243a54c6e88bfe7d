CREATE TABLE "ai_embedding_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model" text NOT NULL,
	"passages" integer NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"latency_ms" integer DEFAULT 0 NOT NULL,
	"cost" numeric(14, 6) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ai_embedding_usage_created_idx" ON "ai_embedding_usage" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tickets_rag_session_idx" ON "tickets" USING btree ("rag_session_id") WHERE rag_session_id IS NOT NULL;