ALTER TABLE "accounts" ADD COLUMN "review_new_recipients" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "payout_daily_cap" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_links" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "recipient_key" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "review_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "payouts_account_id_recipient_key_index" ON "payouts" USING btree ("account_id","recipient_key");