CREATE TYPE "public"."inbound_message_status" AS ENUM('TICKET', 'COMMENT', 'HELD', 'ACCEPTED', 'DISCARDED', 'IGNORED');--> statement-breakpoint
CREATE TABLE "inbound_email_settings" (
	"id" text PRIMARY KEY DEFAULT 'default' NOT NULL,
	"signing_secret" text NOT NULL,
	"default_department_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "inbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"source" text NOT NULL,
	"mailbox_id" uuid,
	"from_address" text NOT NULL,
	"from_name" text,
	"to_addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"text_body" text DEFAULT '' NOT NULL,
	"html_body" text,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "inbound_message_status" NOT NULL,
	"reason" text,
	"ticket_id" uuid,
	"comment_id" uuid,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_messages_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "ticket_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "inbound_email_settings" ADD CONSTRAINT "inbound_email_settings_default_department_id_departments_id_fk" FOREIGN KEY ("default_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_email_settings" ADD CONSTRAINT "inbound_email_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_messages_sender_idx" ON "inbound_messages" USING btree ("from_address","created_at");--> statement-breakpoint
CREATE INDEX "inbound_messages_ticket_idx" ON "inbound_messages" USING btree ("ticket_id","status");--> statement-breakpoint
CREATE INDEX "inbound_messages_status_idx" ON "inbound_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_message_id_idx" ON "mail_outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_ticket_idx" ON "mail_outbox" USING btree ("ticket_id","created_at");