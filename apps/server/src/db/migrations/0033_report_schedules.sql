CREATE TYPE "public"."report_delivery_status" AS ENUM('QUEUED', 'SENT', 'FAILED', 'SKIPPED_UNSUBSCRIBED');--> statement-breakpoint
CREATE TYPE "public"."report_family" AS ENUM('tickets', 'sla', 'technicians', 'customers', 'productivity', 'breaks', 'compliance');--> statement-breakpoint
CREATE TYPE "public"."report_schedule_format" AS ENUM('pdf', 'xlsx');--> statement-breakpoint
CREATE TYPE "public"."report_schedule_frequency" AS ENUM('daily', 'weekly', 'monthly');--> statement-breakpoint
CREATE TABLE "mail_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mail_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"occurrence" timestamp with time zone NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"recipient" text,
	"status" "report_delivery_status" NOT NULL,
	"error" text,
	"file_name" text,
	"mail_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_deliveries_once_key" UNIQUE NULLS NOT DISTINCT("schedule_id","occurrence","recipient")
);
--> statement-breakpoint
CREATE TABLE "report_schedule_unsubscribes" (
	"schedule_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_schedule_unsubscribes_schedule_id_email_pk" PRIMARY KEY("schedule_id","email")
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"family" "report_family" NOT NULL,
	"type" text NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" "report_schedule_frequency" NOT NULL,
	"weekday" smallint,
	"month_day" smallint,
	"hour" smallint NOT NULL,
	"format" "report_schedule_format" NOT NULL,
	"recipients" text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by_id" uuid,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_schedule_id_report_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."report_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedule_unsubscribes" ADD CONSTRAINT "report_schedule_unsubscribes_schedule_id_report_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."report_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_mail_idx" ON "mail_attachments" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "report_deliveries_schedule_idx" ON "report_deliveries" USING btree ("schedule_id","created_at");--> statement-breakpoint
CREATE INDEX "report_deliveries_created_idx" ON "report_deliveries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "report_schedules_next_run_idx" ON "report_schedules" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "report_schedules_created_by_idx" ON "report_schedules" USING btree ("created_by_id");