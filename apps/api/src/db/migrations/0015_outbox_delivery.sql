ALTER TABLE "outbox_messages" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "status" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_messages_status_next_attempt_at_index" ON "outbox_messages" USING btree ("status","next_attempt_at");