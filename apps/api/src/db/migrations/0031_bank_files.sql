CREATE TABLE "bank_statement_lines" (
	"statement_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"end_to_end_id" text,
	"transfer_id" uuid,
	"side" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"entry_status" text NOT NULL,
	"booking_date" date,
	"outcome" text NOT NULL,
	"return_code" text,
	"return_reason" text,
	CONSTRAINT "bank_statement_lines_statement_id_line_pk" PRIMARY KEY("statement_id","line")
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sha256" text NOT NULL,
	"kind" text NOT NULL,
	"message_id" text NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by_id" uuid NOT NULL,
	"uploaded_by_name" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"counts" jsonb NOT NULL,
	CONSTRAINT "bank_statements_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"account_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"creditor_name" text NOT NULL,
	"creditor_iban" text NOT NULL,
	"remittance" text NOT NULL,
	"state" text NOT NULL,
	"batch_id" uuid,
	"queued_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"return_code" text,
	"return_reason" text
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"currency" text NOT NULL,
	"cutoff" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"transfer_count" integer NOT NULL,
	"total" bigint NOT NULL,
	"prepared_by_id" uuid NOT NULL,
	"prepared_by_name" text NOT NULL,
	"prepared_at" timestamp with time zone NOT NULL,
	"approved_by_id" uuid,
	"approved_by_name" text,
	"approved_at" timestamp with time zone,
	"execution_date" date,
	"file" "bytea",
	"file_sha256" text,
	"first_downloaded_at" timestamp with time zone,
	CONSTRAINT "payout_batches_messageId_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_uploaded_by_id_operators_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_app_id_applications_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_prepared_by_id_operators_id_fk" FOREIGN KEY ("prepared_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_approved_by_id_operators_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_lines_transfer_id_index" ON "bank_statement_lines" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "bank_transfers_queued_idx" ON "bank_transfers" USING btree ("currency","queued_at") WHERE "bank_transfers"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "bank_transfers_batch_id_index" ON "bank_transfers" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "payout_batches_prepared_at_index" ON "payout_batches" USING btree ("prepared_at");--> statement-breakpoint
CREATE FUNCTION payout_batch_file_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.file IS NOT NULL AND (NEW.file IS DISTINCT FROM OLD.file OR NEW.file_sha256 IS DISTINCT FROM OLD.file_sha256) THEN
    RAISE EXCEPTION 'a payout batch''s file is written once';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER payout_batch_file_immutable BEFORE UPDATE ON payout_batches FOR EACH ROW EXECUTE FUNCTION payout_batch_file_immutable();--> statement-breakpoint
CREATE FUNCTION payout_batch_no_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payout batches are kept';
END $$;--> statement-breakpoint
CREATE TRIGGER payout_batch_no_delete BEFORE DELETE OR TRUNCATE ON payout_batches FOR EACH STATEMENT EXECUTE FUNCTION payout_batch_no_delete();
