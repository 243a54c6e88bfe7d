CREATE TYPE "public"."macro_scope" AS ENUM('PERSONAL', 'SHARED');--> statement-breakpoint
CREATE TABLE "macros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"scope" "macro_scope" NOT NULL,
	"owner_id" uuid,
	"department_id" uuid,
	"set_status" "ticket_status",
	"resolution" text,
	"set_priority" "ticket_priority",
	"assign_to_self" boolean DEFAULT false NOT NULL,
	"assignee_id" uuid,
	"internal_note" text,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "macros_owner_check" CHECK (("macros"."scope" = 'PERSONAL') = ("macros"."owner_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "macros" ADD CONSTRAINT "macros_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "macros" ADD CONSTRAINT "macros_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "macros" ADD CONSTRAINT "macros_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "macros" ADD CONSTRAINT "macros_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "macros_owner_idx" ON "macros" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "macros_scope_department_idx" ON "macros" USING btree ("scope","department_id");