CREATE TABLE "notification_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"subscription_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"chat_id" text,
	"chat_name" text,
	"link_token_hash" text,
	"expires_at" timestamp with time zone,
	"events" text[] DEFAULT array['paymentReceived','refundDone','holdExpiring','payoutReview','bulkUploadFinished']::text[] NOT NULL,
	"application_ids" uuid[] DEFAULT '{}' NOT NULL,
	"connected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_subscriptions_linkTokenHash_unique" UNIQUE("link_token_hash"),
	CONSTRAINT "notification_subscriptions_userId_subscriptionType_unique" UNIQUE("user_id","subscription_type")
);
--> statement-breakpoint
CREATE TABLE "process_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "template" jsonb;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "lapse_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_subscriptions" ADD CONSTRAINT "notification_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_subscriptions" ADD CONSTRAINT "notification_subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_subscriptions_subscription_type_chat_id_index" ON "notification_subscriptions" USING btree ("subscription_type","chat_id");--> statement-breakpoint
CREATE INDEX "notification_subscriptions_account_id_status_index" ON "notification_subscriptions" USING btree ("account_id","status");