CREATE TABLE "sandbox_hpp_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"password" text NOT NULL,
	"order_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"language" text NOT NULL,
	"capture" boolean NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"masked_pan" text,
	"card_brand" text,
	"card_holder" text,
	"decline_code" text,
	"decline_description" text,
	"rrn" text,
	"approval_code" text,
	"captured_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"voided" boolean DEFAULT false NOT NULL,
	"operations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "card_entry" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
CREATE INDEX "transactions_hosted_in_progress" ON "transactions" USING btree ("attempt_expires_at") WHERE status = 'inProgress' and card_entry = 'hosted';