-- Monthly partitions for the append-only tables (DESIGN §7, docs/operations.md "Partitions").
-- Each table is rebuilt as a partitioned one with the same columns, defaults, indexes and
-- foreign keys; keys now hold the partition column, as PostgreSQL requires. Partitions are
-- named `<table>_pYYYY_MM` and bound by UTC months; the `maintain-partitions` job makes the
-- coming months' and drops those past a log's retention. A default partition takes any row
-- no month holds yet, so no write ever fails for want of one. On a large database this
-- copies every row of these tables once, under their locks: plan the downtime.

-- Makes the monthly partitions of `parent` from the month of `first_month` to that of
-- `last_month` that are missing; answers how many it made. Also the job's (one code path).
CREATE FUNCTION "create_month_partitions"("parent" text, "first_month" date, "last_month" date)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  "month" date := date_trunc('month', "first_month")::date;
  "made" integer := 0;
  "child" text;
BEGIN
  WHILE "month" <= "last_month" LOOP
    "child" := format('%s_p%s', "parent", to_char("month", 'YYYY_MM'));
    IF to_regclass(quote_ident("child")) IS NULL THEN
      EXECUTE format(
        'CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)',
        "child", "parent", "month"::text || ' 00:00:00+00', ("month" + interval '1 month')::date::text || ' 00:00:00+00'
      );
      "made" := "made" + 1;
    END IF;
    "month" := ("month" + interval '1 month')::date;
  END LOOP;
  RETURN "made";
END;
$$;
--> statement-breakpoint

-- The months a table's rows span, and the three ahead, plus the default partition.
CREATE FUNCTION "partition_like_rows"("parent" text, "rows_of" text, "key" text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "oldest" timestamptz;
BEGIN
  EXECUTE format('SELECT min(%I) FROM %I', "key", "rows_of") INTO "oldest";
  PERFORM "create_month_partitions"(
    "parent",
    (coalesce("oldest", now()) AT TIME ZONE 'UTC')::date,
    ((now() AT TIME ZONE 'UTC') + interval '3 months')::date
  );
  EXECUTE format('CREATE TABLE %I PARTITION OF %I DEFAULT', "parent" || '_default', "parent");
END;
$$;
--> statement-breakpoint

-- audit_events, by "at"
ALTER TABLE "audit_events" RENAME TO "audit_events_unpartitioned";--> statement-breakpoint
ALTER TABLE "audit_events_unpartitioned" RENAME CONSTRAINT "audit_events_pkey" TO "audit_events_unpartitioned_pkey";--> statement-breakpoint
DROP INDEX "audit_events_account_id_actor_id_at_index", "audit_events_account_id_at_index", "audit_events_account_id_target_id_index";--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid,
	"outcome" text NOT NULL,
	"error_code" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id", "at"),
	CONSTRAINT "audit_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id"),
	CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id")
) PARTITION BY RANGE ("at");--> statement-breakpoint
CREATE INDEX "audit_events_account_id_at_index" ON "audit_events" USING btree ("account_id", "at");--> statement-breakpoint
CREATE INDEX "audit_events_account_id_actor_id_at_index" ON "audit_events" USING btree ("account_id", "actor_id", "at");--> statement-breakpoint
CREATE INDEX "audit_events_account_id_target_id_index" ON "audit_events" USING btree ("account_id", "target_id");--> statement-breakpoint
SELECT "partition_like_rows"('audit_events', 'audit_events_unpartitioned', 'at');--> statement-breakpoint
INSERT INTO "audit_events" ("id", "account_id", "actor_id", "actor_name", "action", "target_type", "target_id", "outcome", "error_code", "at")
	SELECT "id", "account_id", "actor_id", "actor_name", "action", "target_type", "target_id", "outcome", "error_code", "at" FROM "audit_events_unpartitioned";--> statement-breakpoint
DROP TABLE "audit_events_unpartitioned";--> statement-breakpoint

-- outbox_messages, by "created_at"
ALTER TABLE "outbox_messages" RENAME TO "outbox_messages_unpartitioned";--> statement-breakpoint
ALTER TABLE "outbox_messages_unpartitioned" RENAME CONSTRAINT "outbox_messages_pkey" TO "outbox_messages_unpartitioned_pkey";--> statement-breakpoint
DROP INDEX "outbox_messages_recipient_created_at_index", "outbox_messages_status_next_attempt_at_index";--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"attachment_name" text,
	"attachment_type" text,
	"attachment" bytea,
	"template" jsonb,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_messages_pkey" PRIMARY KEY ("id", "created_at")
) PARTITION BY RANGE ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_created_at_index" ON "outbox_messages" USING btree ("recipient", "created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_status_next_attempt_at_index" ON "outbox_messages" USING btree ("status", "next_attempt_at");--> statement-breakpoint
SELECT "partition_like_rows"('outbox_messages', 'outbox_messages_unpartitioned', 'created_at');--> statement-breakpoint
INSERT INTO "outbox_messages" ("id", "channel", "recipient", "subject", "text", "attachment_name", "attachment_type", "attachment", "template", "provider", "status", "attempts", "next_attempt_at", "last_error", "sent_at", "created_at")
	SELECT "id", "channel", "recipient", "subject", "text", "attachment_name", "attachment_type", "attachment", "template", "provider", "status", "attempts", "next_attempt_at", "last_error", "sent_at", "created_at" FROM "outbox_messages_unpartitioned";--> statement-breakpoint
DROP TABLE "outbox_messages_unpartitioned";--> statement-breakpoint

-- domain_events, by "occurred_at"; the dispatch order (seq) goes on where it was
ALTER TABLE "domain_events" RENAME TO "domain_events_unpartitioned";--> statement-breakpoint
ALTER TABLE "domain_events_unpartitioned" RENAME CONSTRAINT "domain_events_pkey" TO "domain_events_unpartitioned_pkey";--> statement-breakpoint
ALTER TABLE "domain_events_unpartitioned" RENAME CONSTRAINT "domain_events_id_unique" TO "domain_events_unpartitioned_id_unique";--> statement-breakpoint
ALTER SEQUENCE "domain_events_seq_seq" RENAME TO "domain_events_unpartitioned_seq_seq";--> statement-breakpoint
DROP INDEX "domain_events_undispatched_index";--> statement-breakpoint
CREATE TABLE "domain_events" (
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "domain_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"account_id" uuid NOT NULL,
	"app_id" uuid,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"dispatched_at" timestamp with time zone,
	CONSTRAINT "domain_events_pkey" PRIMARY KEY ("seq", "occurred_at"),
	CONSTRAINT "domain_events_id_occurred_at_unique" UNIQUE ("id", "occurred_at")
) PARTITION BY RANGE ("occurred_at");--> statement-breakpoint
CREATE INDEX "domain_events_undispatched_index" ON "domain_events" USING btree ("seq") WHERE "dispatched_at" IS NULL;--> statement-breakpoint
SELECT "partition_like_rows"('domain_events', 'domain_events_unpartitioned', 'occurred_at');--> statement-breakpoint
INSERT INTO "domain_events" ("seq", "id", "type", "account_id", "app_id", "payload", "occurred_at", "dispatched_at") OVERRIDING SYSTEM VALUE
	SELECT "seq", "id", "type", "account_id", "app_id", "payload", "occurred_at", "dispatched_at" FROM "domain_events_unpartitioned";--> statement-breakpoint
SELECT setval('domain_events_seq_seq', (SELECT last_value FROM "domain_events_unpartitioned_seq_seq"), (SELECT is_called FROM "domain_events_unpartitioned_seq_seq"));--> statement-breakpoint
DROP TABLE "domain_events_unpartitioned";--> statement-breakpoint

-- webhook_events and webhook_deliveries, by "created_at" (a delivery has its event's)
ALTER TABLE "webhook_deliveries" RENAME TO "webhook_deliveries_unpartitioned";--> statement-breakpoint
ALTER TABLE "webhook_deliveries_unpartitioned" RENAME CONSTRAINT "webhook_deliveries_pkey" TO "webhook_deliveries_unpartitioned_pkey";--> statement-breakpoint
DROP INDEX "webhook_deliveries_due", "webhook_deliveries_endpoint_id_created_at_index", "webhook_deliveries_event_id_endpoint_id_index";--> statement-breakpoint
ALTER TABLE "webhook_events" RENAME TO "webhook_events_unpartitioned";--> statement-breakpoint
ALTER TABLE "webhook_events_unpartitioned" RENAME CONSTRAINT "webhook_events_pkey" TO "webhook_events_unpartitioned_pkey";--> statement-breakpoint
DROP INDEX "webhook_events_app_id_created_at_index";--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_events_pkey" PRIMARY KEY ("id", "created_at"),
	CONSTRAINT "webhook_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id"),
	CONSTRAINT "webhook_events_app_id_applications_id_fk" FOREIGN KEY ("app_id") REFERENCES "applications"("id")
) PARTITION BY RANGE ("created_at");--> statement-breakpoint
CREATE INDEX "webhook_events_app_id_created_at_index" ON "webhook_events" USING btree ("app_id", "created_at");--> statement-breakpoint
SELECT "partition_like_rows"('webhook_events', 'webhook_events_unpartitioned', 'created_at');--> statement-breakpoint
INSERT INTO "webhook_events" ("id", "account_id", "app_id", "type", "payload", "created_at")
	SELECT "id", "account_id", "app_id", "type", "payload", "created_at" FROM "webhook_events_unpartitioned";--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"response_status" integer,
	"duration_ms" integer,
	"error" text,
	"response_body" text,
	"manual" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id", "created_at"),
	CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE cascade
) PARTITION BY RANGE ("created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_id_created_at_index" ON "webhook_deliveries" USING btree ("endpoint_id", "created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_id_endpoint_id_created_at_index" ON "webhook_deliveries" USING btree ("event_id", "endpoint_id", "created_at");--> statement-breakpoint
SELECT "partition_like_rows"('webhook_deliveries', 'webhook_deliveries_unpartitioned', 'created_at');--> statement-breakpoint
INSERT INTO "webhook_deliveries" ("id", "event_id", "endpoint_id", "status", "attempts", "next_attempt_at", "last_attempt_at", "response_status", "duration_ms", "error", "response_body", "manual", "created_at")
	SELECT "id", "event_id", "endpoint_id", "status", "attempts", "next_attempt_at", "last_attempt_at", "response_status", "duration_ms", "error", "response_body", "manual", "created_at" FROM "webhook_deliveries_unpartitioned";--> statement-breakpoint
DROP TABLE "webhook_deliveries_unpartitioned";--> statement-breakpoint
DROP TABLE "webhook_events_unpartitioned";--> statement-breakpoint

-- ledger_entries, by their transfer's time, which each entry now carries
ALTER TABLE "ledger_entries" RENAME TO "ledger_entries_unpartitioned";--> statement-breakpoint
ALTER TABLE "ledger_entries_unpartitioned" RENAME CONSTRAINT "ledger_entries_pkey" TO "ledger_entries_unpartitioned_pkey";--> statement-breakpoint
DROP TRIGGER "ledger_entries_balanced" ON "ledger_entries_unpartitioned";--> statement-breakpoint
DROP INDEX "ledger_entries_ledger_account_id_index", "ledger_entries_transfer_id_index";--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"transfer_id" uuid NOT NULL,
	"ledger_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("id", "created_at"),
	CONSTRAINT "ledger_entries_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "ledger_accounts"("id"),
	CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "ledger_transfers"("id")
) PARTITION BY RANGE ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_ledger_account_id_index" ON "ledger_entries" USING btree ("ledger_account_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_id_index" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
-- Every entry's time is its transfer's, so the transfers span the months to make.
SELECT "partition_like_rows"('ledger_entries', 'ledger_transfers', 'created_at');--> statement-breakpoint
INSERT INTO "ledger_entries" ("id", "transfer_id", "ledger_account_id", "amount", "currency", "created_at")
	SELECT e."id", e."transfer_id", e."ledger_account_id", e."amount", e."currency", t."created_at"
	FROM "ledger_entries_unpartitioned" e JOIN "ledger_transfers" t ON t."id" = e."transfer_id";--> statement-breakpoint
DROP TABLE "ledger_entries_unpartitioned";--> statement-breakpoint
-- Double entry at commit (DESIGN §3), now per transfer and time: a transfer's entries share its
-- time, so the sum reads one partition; entries of one transfer at other times would each
-- have to balance, which is stricter, never looser.
CREATE OR REPLACE FUNCTION "ledger_transfer_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum("amount"), 0) FROM "ledger_entries"
      WHERE "transfer_id" = NEW."transfer_id" AND "created_at" = NEW."created_at") <> 0 THEN
    RAISE EXCEPTION 'ledger transfer % does not balance', NEW."transfer_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT OR UPDATE ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_transfer_balanced"();--> statement-breakpoint
DROP FUNCTION "partition_like_rows"(text, text, text);
