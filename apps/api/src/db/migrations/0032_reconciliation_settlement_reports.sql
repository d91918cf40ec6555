CREATE TABLE "acquirer_settlement_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by_id" uuid,
	"uploaded_by_name" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"row_count" integer NOT NULL,
	CONSTRAINT "acquirer_settlement_imports_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "acquirer_settlement_rows" (
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"settlement_date" date NOT NULL,
	"kind" text NOT NULL,
	"order_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "acquirer_settlement_rows_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
CREATE TABLE "reconciliation_differences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"side" text NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"ledger_amount" bigint,
	"external_amount" bigint,
	"currency" text NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"explained_at" timestamp with time zone,
	"explained_by_id" uuid,
	"explained_by_name" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"ran_by_id" uuid,
	"differences" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_report_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"format" text DEFAULT 'xlsx' NOT NULL,
	"last_sent_through" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "acquirer_settlement_imports" ADD CONSTRAINT "acquirer_settlement_imports_uploaded_by_id_operators_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquirer_settlement_rows" ADD CONSTRAINT "acquirer_settlement_rows_import_id_acquirer_settlement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."acquirer_settlement_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_explained_by_id_operators_id_fk" FOREIGN KEY ("explained_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD CONSTRAINT "reconciliation_runs_ran_by_id_operators_id_fk" FOREIGN KEY ("ran_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_report_schedules" ADD CONSTRAINT "settlement_report_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_report_schedules" ADD CONSTRAINT "settlement_report_schedules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_report_schedules" ADD CONSTRAINT "settlement_report_schedules_app_id_applications_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acquirer_settlement_rows_settlement_date_index" ON "acquirer_settlement_rows" USING btree ("settlement_date");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_differences_day_source_reference_kind_index" ON "reconciliation_differences" USING btree ("day","source","reference","kind");--> statement-breakpoint
CREATE INDEX "reconciliation_differences_open_idx" ON "reconciliation_differences" USING btree ("detected_at") WHERE "reconciliation_differences"."explained_at" is null and "reconciliation_differences"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reconciliation_runs_day_ran_at_index" ON "reconciliation_runs" USING btree ("day","ran_at");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_report_schedules_user_id_app_id_index" ON "settlement_report_schedules" USING btree ("user_id","app_id");--> statement-breakpoint
CREATE INDEX "transactions_acquirer_order" ON "transactions" USING btree (coalesce("acquirer_reference", "order_id"));--> statement-breakpoint
CREATE INDEX "ledger_transfers_created_at_index" ON "ledger_transfers" USING btree ("created_at");