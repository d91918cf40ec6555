ALTER TABLE "accounts" ADD COLUMN "max_payment_amount" bigint;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_before_suspension" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "suspended_with_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "uploaded_pdf" "bytea";--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "refusal_reason" text;