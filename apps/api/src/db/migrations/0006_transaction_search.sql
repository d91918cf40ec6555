ALTER TABLE "transactions" ADD COLUMN "full_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Attempts made before: their invoice's customer, as it reads now.
UPDATE "transactions" SET "full_name" = "invoices"."full_name" FROM "invoices" WHERE "invoices"."id" = "transactions"."invoice_id";--> statement-breakpoint
CREATE INDEX "transactions_full_name_trgm" ON "transactions" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_with_returns" ON "transactions" USING btree ("account_id","created_at") WHERE total_reversed > 0 or total_refunded > 0;