CREATE TYPE "public"."customer_contact_source" AS ENUM('USER', 'PUBLIC_FORM', 'MESSAGING', 'IMPORT', 'MANUAL');--> statement-breakpoint
CREATE TYPE "public"."product_kind" AS ENUM('PRODUCT', 'SERVICE');--> statement-breakpoint
CREATE TYPE "public"."import_entity" AS ENUM('CUSTOMERS', 'USERS', 'TICKETS');--> statement-breakpoint
CREATE TYPE "public"."import_job_status" AS ENUM('PENDING', 'RUNNING', 'COMPLETED', 'FAILED');--> statement-breakpoint
CREATE TABLE "customer_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"cargo" text,
	"source" "customer_contact_source" DEFAULT 'MANUAL' NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" "import_entity" NOT NULL,
	"status" "import_job_status" DEFAULT 'PENDING' NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"file_sha256" text NOT NULL,
	"file_size" integer NOT NULL,
	"mapping" jsonb NOT NULL,
	"total_rows" integer,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_rows" integer DEFAULT 0 NOT NULL,
	"updated_rows" integer DEFAULT 0 NOT NULL,
	"skipped_rows" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"error_report_key" text,
	"error" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "specialties" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "max_open_tickets" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "ruc" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "kind" "product_kind" DEFAULT 'PRODUCT' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "external_ref" text;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_contacts_customer_idx" ON "customer_contacts" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_contacts_email_unique" ON "customer_contacts" USING btree ("customer_id",lower("email")) WHERE "customer_contacts"."email" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_contacts_email_idx" ON "customer_contacts" USING btree (lower("email")) WHERE "customer_contacts"."email" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_contacts_phone_idx" ON "customer_contacts" USING btree ("phone") WHERE "customer_contacts"."phone" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "import_jobs_created_idx" ON "import_jobs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "import_jobs_pending_idx" ON "import_jobs" USING btree ("created_at") WHERE "import_jobs"."status" IN ('PENDING', 'RUNNING');--> statement-breakpoint
CREATE INDEX "users_customer_idx" ON "users" USING btree ("customer_id") WHERE "users"."customer_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_ruc_unique" ON "customers" USING btree ("ruc") WHERE "customers"."ruc" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree (lower("email")) WHERE "customers"."email" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_phone_idx" ON "customers" USING btree ("phone") WHERE "customers"."phone" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_chain_idx" ON "customers" USING btree (lower("chain_name")) WHERE "customers"."chain_name" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_kind_name_idx" ON "products" USING btree ("kind","name");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_external_ref_unique" ON "tickets" USING btree ("external_ref") WHERE "tickets"."external_ref" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_max_open_tickets_check" CHECK ("users"."max_open_tickets" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_check" CHECK ("products"."price" >= 0);--> statement-breakpoint
-- Search boxes of /admin/team and /admin/customers match anywhere in a name (ILIKE '%…%').
CREATE INDEX IF NOT EXISTS "customers_name_trgm_idx" ON "customers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
-- The CRM starts from what is known: client users of a customer, then the requesters of its tickets.
INSERT INTO "customer_contacts" ("customer_id", "name", "email", "phone", "source", "user_id")
SELECT DISTINCT ON (u."customer_id", lower(u."email")) u."customer_id", u."name", u."email", u."phone", 'USER', u."id"
FROM "users" u JOIN "customers" c ON c."id" = u."customer_id"
ORDER BY u."customer_id", lower(u."email"), u."created_at"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "customer_contacts" ("customer_id", "name", "email", "phone", "cargo", "source")
SELECT DISTINCT ON (t."customer_id", lower(t."contact_email")) t."customer_id", t."contact_name", t."contact_email", t."contact_phone", t."contact_cargo",
  (CASE WHEN t."source" = 'PUBLIC_FORM' THEN 'PUBLIC_FORM' WHEN t."source" = 'WHATSAPP' THEN 'MESSAGING' ELSE 'USER' END)::customer_contact_source
FROM "tickets" t
WHERE t."customer_id" IS NOT NULL AND t."contact_email" IS NOT NULL
ORDER BY t."customer_id", lower(t."contact_email"), t."created_at" DESC
ON CONFLICT DO NOTHING;
