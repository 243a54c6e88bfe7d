ALTER TYPE "public"."notification_type" ADD VALUE 'AI_BUDGET_ALERT';--> statement-breakpoint
CREATE TABLE "ai_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"query_id" uuid,
	"session_id" text NOT NULL,
	"query" text NOT NULL,
	"response" text NOT NULL,
	"rating" smallint NOT NULL,
	"feedback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"session_id" text NOT NULL,
	"channel" text DEFAULT 'WEB_CHAT' NOT NULL,
	"query" text NOT NULL,
	"answer" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fallback" boolean NOT NULL,
	"confident" boolean NOT NULL,
	"should_create_ticket" boolean NOT NULL,
	"department_id" uuid,
	"model" text,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"latency_ms" integer DEFAULT 0 NOT NULL,
	"cost" numeric(14, 6) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"base_url" text,
	"model" text,
	"api_key_encrypted" text,
	"temperature" real DEFAULT 0.2 NOT NULL,
	"max_tokens" integer DEFAULT 700 NOT NULL,
	"system_prompt" text,
	"embeddings_model" text,
	"prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"monthly_budget" numeric(12, 2) DEFAULT '0' NOT NULL,
	"alert_share" real DEFAULT 0.8 NOT NULL,
	"timeout_ms" integer DEFAULT 20000 NOT NULL,
	"max_concurrent" integer DEFAULT 4 NOT NULL,
	"agent_control" jsonb,
	"budget_alert_month" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone,
	CONSTRAINT "ai_settings_one_row" CHECK ("ai_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "web_chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"tickets_created" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"context" jsonb DEFAULT '{"mode":"rag"}'::jsonb NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "rag_session_id" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "ai_generated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_feedback" ADD CONSTRAINT "ai_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_feedback" ADD CONSTRAINT "ai_feedback_query_id_ai_queries_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."ai_queries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_queries" ADD CONSTRAINT "ai_queries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_queries" ADD CONSTRAINT "ai_queries_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_settings" ADD CONSTRAINT "ai_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_chat_conversations" ADD CONSTRAINT "web_chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_feedback_query_idx" ON "ai_feedback" USING btree ("query_id");--> statement-breakpoint
CREATE INDEX "ai_feedback_user_session_idx" ON "ai_feedback" USING btree ("user_id","session_id");--> statement-breakpoint
CREATE INDEX "ai_feedback_created_idx" ON "ai_feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ai_queries_created_idx" ON "ai_queries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ai_queries_user_session_idx" ON "ai_queries" USING btree ("user_id","session_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "web_chat_conversations_user_session_unique" ON "web_chat_conversations" USING btree ("user_id","session_id");--> statement-breakpoint
CREATE INDEX "web_chat_conversations_updated_idx" ON "web_chat_conversations" USING btree ("updated_at");