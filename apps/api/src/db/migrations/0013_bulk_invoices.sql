CREATE TABLE "bulk_invoice_rows" (
	"bulk_invoice_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"errors" jsonb,
	"invoice_id" uuid,
	"sent_at" timestamp with time zone,
	CONSTRAINT "bulk_invoice_rows_bulk_invoice_id_row_number_pk" PRIMARY KEY("bulk_invoice_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "bulk_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"headers" jsonb NOT NULL,
	"column_indexes" jsonb NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"total_rows" integer NOT NULL,
	"valid_rows" integer NOT NULL,
	"created_rows" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"sent_rows" integer DEFAULT 0 NOT NULL,
	"send_by_sms" boolean DEFAULT false NOT NULL,
	"send_by_email" boolean DEFAULT false NOT NULL,
	"language" text NOT NULL,
	"public_origin" text,
	"created_by_id" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "bulk_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "bulk_row_number" integer;--> statement-breakpoint
ALTER TABLE "bulk_invoice_rows" ADD CONSTRAINT "bulk_invoice_rows_bulk_invoice_id_bulk_invoices_id_fk" FOREIGN KEY ("bulk_invoice_id") REFERENCES "public"."bulk_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_invoices" ADD CONSTRAINT "bulk_invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_invoices" ADD CONSTRAINT "bulk_invoices_app_id_applications_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_invoices" ADD CONSTRAINT "bulk_invoices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_invoice_rows_bulk_invoice_id_outcome_row_number_index" ON "bulk_invoice_rows" USING btree ("bulk_invoice_id","outcome","row_number");--> statement-breakpoint
CREATE INDEX "bulk_invoices_app_id_created_at_index" ON "bulk_invoices" USING btree ("app_id","created_at");--> statement-breakpoint
CREATE INDEX "bulk_invoices_status_lease_until_index" ON "bulk_invoices" USING btree ("status","lease_until");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_bulk_invoice_id_bulk_row_number_index" ON "invoices" USING btree ("bulk_invoice_id","bulk_row_number");