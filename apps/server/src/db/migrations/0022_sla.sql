CREATE TABLE "sla_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"time_zone" text DEFAULT 'America/Lima' NOT NULL,
	"week" jsonb NOT NULL,
	"holiday_country" text,
	"holiday_region" text,
	"days_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sla_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"department_id" uuid,
	"customer_id" uuid,
	"calendar_id" uuid,
	"targets" jsonb NOT NULL,
	"warning_percent" smallint DEFAULT 75 NOT NULL,
	"auto_escalate" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sla_policies_scope_unique" UNIQUE NULLS NOT DISTINCT("department_id","customer_id"),
	CONSTRAINT "sla_policies_warning_check" CHECK ("sla_policies"."warning_percent" BETWEEN 1 AND 99)
);
--> statement-breakpoint
CREATE TABLE "ticket_sla" (
	"ticket_id" uuid PRIMARY KEY NOT NULL,
	"policy_id" uuid,
	"calendar_id" uuid,
	"priority" "ticket_priority" NOT NULL,
	"first_response_target_minutes" integer NOT NULL,
	"resolution_target_minutes" integer NOT NULL,
	"warning_percent" smallint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"paused_minutes" double precision DEFAULT 0 NOT NULL,
	"paused_since" timestamp with time zone,
	"first_response_paused_minutes" double precision DEFAULT 0 NOT NULL,
	"first_response_at" timestamp with time zone,
	"first_response_due_at" timestamp with time zone NOT NULL,
	"first_response_warn_at" timestamp with time zone NOT NULL,
	"resolution_due_at" timestamp with time zone NOT NULL,
	"resolution_warn_at" timestamp with time zone NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"first_response_warned_at" timestamp with time zone,
	"first_response_breached_at" timestamp with time zone,
	"resolution_warned_at" timestamp with time zone,
	"resolution_breached_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sla_policies" ADD CONSTRAINT "sla_policies_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_policies" ADD CONSTRAINT "sla_policies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_policies" ADD CONSTRAINT "sla_policies_calendar_id_sla_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."sla_calendars"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_sla" ADD CONSTRAINT "ticket_sla_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_sla" ADD CONSTRAINT "ticket_sla_policy_id_sla_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."sla_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_sla" ADD CONSTRAINT "ticket_sla_calendar_id_sla_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."sla_calendars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sla_calendars_name_unique" ON "sla_calendars" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "sla_policies_name_unique" ON "sla_policies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "sla_policies_calendar_idx" ON "sla_policies" USING btree ("calendar_id");--> statement-breakpoint
CREATE INDEX "ticket_sla_policy_idx" ON "ticket_sla" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "ticket_sla_first_response_warn_idx" ON "ticket_sla" USING btree ("first_response_warn_at") WHERE first_response_at IS NULL AND paused_since IS NULL AND first_response_warned_at IS NULL;--> statement-breakpoint
CREATE INDEX "ticket_sla_first_response_due_idx" ON "ticket_sla" USING btree ("first_response_due_at") WHERE first_response_at IS NULL AND paused_since IS NULL AND first_response_breached_at IS NULL;--> statement-breakpoint
CREATE INDEX "ticket_sla_resolution_warn_idx" ON "ticket_sla" USING btree ("resolution_warn_at") WHERE paused_since IS NULL AND resolution_warned_at IS NULL;--> statement-breakpoint
CREATE INDEX "ticket_sla_resolution_due_idx" ON "ticket_sla" USING btree ("resolution_due_at") WHERE paused_since IS NULL AND resolution_breached_at IS NULL;--> statement-breakpoint
-- docs/sla.md#defaults: an office calendar to start from (Lima, Monday to Friday 08:30–13:00 and
-- 14:00–18:00, Saturday 09:00–13:00, Peruvian public holidays) and the default policy, round the
-- clock, whose first response keeps the public form's 24-hour promise.
INSERT INTO "sla_calendars" ("name", "time_zone", "week", "holiday_country") VALUES (
	'Horario de oficina',
	'America/Lima',
	'[[],[{"start":"08:30","end":"13:00"},{"start":"14:00","end":"18:00"}],[{"start":"08:30","end":"13:00"},{"start":"14:00","end":"18:00"}],[{"start":"08:30","end":"13:00"},{"start":"14:00","end":"18:00"}],[{"start":"08:30","end":"13:00"},{"start":"14:00","end":"18:00"}],[{"start":"08:30","end":"13:00"},{"start":"14:00","end":"18:00"}],[{"start":"09:00","end":"13:00"}]]'::jsonb,
	'PE'
);--> statement-breakpoint
INSERT INTO "sla_policies" ("name", "targets") VALUES (
	'Política predeterminada',
	'{"URGENTE":{"firstResponseMinutes":60,"resolutionMinutes":480},"ALTA":{"firstResponseMinutes":240,"resolutionMinutes":1440},"MEDIA":{"firstResponseMinutes":1440,"resolutionMinutes":4320},"BAJA":{"firstResponseMinutes":1440,"resolutionMinutes":7200}}'::jsonb
);
