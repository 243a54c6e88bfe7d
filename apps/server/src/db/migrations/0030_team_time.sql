CREATE TYPE "public"."auto_assign_mode" AS ENUM('off', 'round_robin', 'least_loaded');--> statement-breakpoint
CREATE TYPE "public"."pause_kind" AS ENUM('break', 'lunch');--> statement-breakpoint
CREATE TYPE "public"."schedule_exception_kind" AS ENUM('vacation', 'leave', 'swap', 'extra');--> statement-breakpoint
CREATE TYPE "public"."schedule_reminder_kind" AS ENUM('break', 'lunch', 'auto_close');--> statement-breakpoint
CREATE TABLE "break_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"department_id" uuid,
	"every_minutes" smallint NOT NULL,
	"break_minutes" smallint NOT NULL,
	"auto_close_after_minutes" smallint DEFAULT 30 NOT NULL,
	"reminders_enabled" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "break_policies_every_check" CHECK ("break_policies"."every_minutes" BETWEEN 60 AND 480),
	CONSTRAINT "break_policies_break_check" CHECK ("break_policies"."break_minutes" BETWEEN 5 AND 60),
	CONSTRAINT "break_policies_auto_close_check" CHECK ("break_policies"."auto_close_after_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "department_assignment_cursor" (
	"department_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_assigned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "department_assignment_cursor_department_id_user_id_pk" PRIMARY KEY("department_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "department_schedule_settings" (
	"department_id" uuid PRIMARY KEY NOT NULL,
	"min_available" smallint DEFAULT 1 NOT NULL,
	"lunch_minutes" smallint DEFAULT 60 NOT NULL,
	"lunch_window_start" smallint DEFAULT 720 NOT NULL,
	"lunch_window_end" smallint DEFAULT 900 NOT NULL,
	"auto_assign" "auto_assign_mode" DEFAULT 'off' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "department_schedule_min_available_check" CHECK ("department_schedule_settings"."min_available" BETWEEN 0 AND 50),
	CONSTRAINT "department_schedule_lunch_check" CHECK ("department_schedule_settings"."lunch_minutes" BETWEEN 15 AND 120),
	CONSTRAINT "department_schedule_window_check" CHECK ("department_schedule_settings"."lunch_window_start" >= 0 AND "department_schedule_settings"."lunch_window_end" <= 1440 AND "department_schedule_settings"."lunch_window_start" < "department_schedule_settings"."lunch_window_end")
);
--> statement-breakpoint
CREATE TABLE "lunch_slots" (
	"user_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"department_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lunch_slots_user_id_weekday_pk" PRIMARY KEY("user_id","weekday"),
	CONSTRAINT "lunch_slots_weekday_check" CHECK ("lunch_slots"."weekday" BETWEEN 0 AND 6),
	CONSTRAINT "lunch_slots_start_check" CHECK ("lunch_slots"."start_minute" BETWEEN 0 AND 2879),
	CONSTRAINT "lunch_slots_duration_check" CHECK ("lunch_slots"."duration_minutes" BETWEEN 15 AND 120)
);
--> statement-breakpoint
CREATE TABLE "schedule_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "schedule_exception_kind" NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"start_minute" smallint,
	"duration_minutes" smallint,
	"swap_with_user_id" uuid,
	"note" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_exceptions_dates_check" CHECK ("schedule_exceptions"."ends_on" >= "schedule_exceptions"."starts_on"),
	CONSTRAINT "schedule_exceptions_times_check" CHECK (("schedule_exceptions"."start_minute" IS NULL) = ("schedule_exceptions"."duration_minutes" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "schedule_reminders_sent" (
	"user_id" uuid NOT NULL,
	"kind" "schedule_reminder_kind" NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_reminders_sent_user_id_kind_due_at_pk" PRIMARY KEY("user_id","kind","due_at")
);
--> statement-breakpoint
CREATE TABLE "schedule_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"calendar_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_settings_single_row_check" CHECK ("schedule_settings"."id")
);
--> statement-breakpoint
CREATE TABLE "technician_pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "pause_kind" NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"planned_minutes" smallint NOT NULL,
	"ended_automatically" boolean DEFAULT false NOT NULL,
	CONSTRAINT "technician_pauses_end_check" CHECK ("technician_pauses"."ended_at" IS NULL OR "technician_pauses"."ended_at" >= "technician_pauses"."started_at")
);
--> statement-breakpoint
CREATE TABLE "work_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_shifts_weekday_check" CHECK ("work_shifts"."weekday" BETWEEN 0 AND 6),
	CONSTRAINT "work_shifts_start_check" CHECK ("work_shifts"."start_minute" BETWEEN 0 AND 1439),
	CONSTRAINT "work_shifts_duration_check" CHECK ("work_shifts"."duration_minutes" BETWEEN 30 AND 960)
);
--> statement-breakpoint
ALTER TABLE "break_policies" ADD CONSTRAINT "break_policies_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_assignment_cursor" ADD CONSTRAINT "department_assignment_cursor_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_assignment_cursor" ADD CONSTRAINT "department_assignment_cursor_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_schedule_settings" ADD CONSTRAINT "department_schedule_settings_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lunch_slots" ADD CONSTRAINT "lunch_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lunch_slots" ADD CONSTRAINT "lunch_slots_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_swap_with_user_id_users_id_fk" FOREIGN KEY ("swap_with_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_reminders_sent" ADD CONSTRAINT "schedule_reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_settings" ADD CONSTRAINT "schedule_settings_calendar_id_sla_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."sla_calendars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_pauses" ADD CONSTRAINT "technician_pauses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_shifts" ADD CONSTRAINT "work_shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "break_policies_name_unique" ON "break_policies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "break_policies_department_idx" ON "break_policies" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "department_assignment_cursor_user_idx" ON "department_assignment_cursor" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lunch_slots_department_idx" ON "lunch_slots" USING btree ("department_id","weekday");--> statement-breakpoint
CREATE INDEX "schedule_exceptions_user_starts_idx" ON "schedule_exceptions" USING btree ("user_id","starts_on");--> statement-breakpoint
CREATE INDEX "schedule_exceptions_swap_with_idx" ON "schedule_exceptions" USING btree ("swap_with_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "technician_pauses_open_unique" ON "technician_pauses" USING btree ("user_id") WHERE ended_at IS NULL;--> statement-breakpoint
CREATE INDEX "technician_pauses_user_started_idx" ON "technician_pauses" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "work_shifts_user_weekday_idx" ON "work_shifts" USING btree ("user_id","weekday");