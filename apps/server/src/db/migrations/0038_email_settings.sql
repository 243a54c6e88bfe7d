-- docs/email.md#settings: the outbound SMTP settings (one row, the password encrypted with
-- SECRETS_KEY); docs/email.md#stats-and-failures: the figures by day read mail_outbox by created_at.
CREATE TABLE "email_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"host" text,
	"port" integer DEFAULT 587 NOT NULL,
	"secure" boolean DEFAULT false NOT NULL,
	"ignore_tls" boolean DEFAULT false NOT NULL,
	"username" text,
	"password_encrypted" text,
	"from_address" text,
	"from_name" text,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone,
	CONSTRAINT "email_settings_one_row" CHECK ("email_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "email_settings" ADD CONSTRAINT "email_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");