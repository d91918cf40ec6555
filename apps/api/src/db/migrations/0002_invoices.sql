CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"invoice_code" text NOT NULL,
	"booking_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"description" text NOT NULL,
	"link_expiration_date" date NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"due_date" date,
	"category" text,
	"pre_auth" boolean DEFAULT false NOT NULL,
	"installment_card_type" text,
	"installment_period" integer,
	"recurrence" text DEFAULT 'none' NOT NULL,
	"scheduled_payment_date" date,
	"recurrence_stopped_at" timestamp with time zone,
	"parent_invoice_id" uuid,
	"check_in_date" date,
	"status" text DEFAULT 'created' NOT NULL,
	"source" text DEFAULT 'link' NOT NULL,
	"sent_by_sms" boolean DEFAULT false NOT NULL,
	"sent_by_email" boolean DEFAULT false NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text NOT NULL,
	"completed_by_name" text,
	"last_modified_by_name" text,
	"last_modified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_invoiceCode_unique" UNIQUE("invoice_code")
);
--> statement-breakpoint
CREATE TABLE "invoice_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "invoice_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_id" uuid NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_name" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"session_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'inProgress' NOT NULL,
	"response_code" text,
	"response_description" text,
	"order_language" text NOT NULL,
	"masked_pan" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_holder" text NOT NULL,
	"acquirer_reference" text,
	"rrn" text,
	"approval_code" text,
	"installment_card_type" text,
	"installment_period" integer,
	"total_reversed" bigint DEFAULT 0 NOT NULL,
	"total_refunded" bigint DEFAULT 0 NOT NULL,
	"pre_auth_expires_at" timestamp with time zone,
	"attempt_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"completion_date" timestamp with time zone,
	CONSTRAINT "transactions_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"account_id" uuid,
	"app_id" uuid,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_id" uuid NOT NULL,
	"ledger_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"reference" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_app_id_applications_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_app_id_applications_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_app_id_applications_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_account_id_created_at_index" ON "invoices" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_status_expires_at_index" ON "invoices" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "invoices_recurrence_scheduled_payment_date_index" ON "invoices" USING btree ("recurrence","scheduled_payment_date");--> statement-breakpoint
CREATE INDEX "invoice_events_invoice_id_seq_index" ON "invoice_events" USING btree ("invoice_id","seq");--> statement-breakpoint
CREATE INDEX "transactions_invoice_id_created_at_index" ON "transactions" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_account_id_created_at_index" ON "transactions" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_status_pre_auth_expires_at_index" ON "transactions" USING btree ("status","pre_auth_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_capture_per_invoice" ON "transactions" USING btree ("invoice_id") WHERE status in ('success', 'preAuth', 'refundInProgress', 'partialRefunded', 'refunded');--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_attempt_in_progress" ON "transactions" USING btree ("invoice_id") WHERE status = 'inProgress';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_wallet" ON "ledger_accounts" USING btree ("app_id","currency") WHERE kind = 'wallet';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system" ON "ledger_accounts" USING btree ("kind","currency") WHERE app_id is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_ledger_account_id_index" ON "ledger_entries" USING btree ("ledger_account_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_id_index" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_kind_reference_index" ON "ledger_transfers" USING btree ("kind","reference");--> statement-breakpoint
-- Double entry (DESIGN §3): at commit, every ledger transfer's entries must sum to zero.
CREATE FUNCTION "ledger_transfer_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum("amount"), 0) FROM "ledger_entries" WHERE "transfer_id" = NEW."transfer_id") <> 0 THEN
    RAISE EXCEPTION 'ledger transfer % does not balance', NEW."transfer_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT OR UPDATE ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_transfer_balanced"();
