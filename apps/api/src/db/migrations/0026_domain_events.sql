CREATE TABLE "domain_events" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "domain_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"account_id" uuid NOT NULL,
	"app_id" uuid,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"dispatched_at" timestamp with time zone,
	CONSTRAINT "domain_events_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE INDEX "domain_events_undispatched_index" ON "domain_events" USING btree ("seq") WHERE "domain_events"."dispatched_at" is null;