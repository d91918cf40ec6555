-- Names and descriptions are searched anywhere in the text (docs/architecture.md "Transactions").
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "transaction_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'inProgress' NOT NULL,
	"response_description" text,
	"actor_user_id" uuid,
	"actor_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "invoices_account_id_created_at_index";--> statement-breakpoint
DROP INDEX "transactions_account_id_created_at_index";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "captured_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_pending" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Payments taken before captures existed were captured whole.
UPDATE "transactions" SET "captured_amount" = "amount" WHERE "status" IN ('success', 'refundInProgress', 'partialRefunded', 'refunded');--> statement-breakpoint
ALTER TABLE "transaction_operations" ADD CONSTRAINT "transaction_operations_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_operations" ADD CONSTRAINT "transaction_operations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_operations" ADD CONSTRAINT "transaction_operations_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_operations_transaction_id_created_at_index" ON "transaction_operations" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_operations_one_hold_end" ON "transaction_operations" USING btree ("transaction_id") WHERE kind in ('capture', 'reversal') and status in ('inProgress', 'succeeded');--> statement-breakpoint
CREATE INDEX "invoices_account_id_created_at_id_index" ON "invoices" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_account_id_booking_id_index" ON "invoices" USING btree ("account_id","booking_id");--> statement-breakpoint
CREATE INDEX "invoices_full_name_trgm" ON "invoices" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_description_trgm" ON "invoices" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_account_id_created_at_id_index" ON "transactions" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_card_last4" ON "transactions" USING btree ("account_id",right("masked_pan", 4));--> statement-breakpoint
CREATE INDEX "transactions_account_id_rrn_index" ON "transactions" USING btree ("account_id","rrn");--> statement-breakpoint
CREATE INDEX "transactions_card_holder_trgm" ON "transactions" USING gin ("card_holder" gin_trgm_ops);