-- The merchant API's log (docs/merchant-api.md "API log"): monthly partitions from the start,
-- like the other logs (migration 0033); the partition upkeep drops a month after
-- API_LOG_RETENTION_MONTHS. Nothing to copy: the table is new.
CREATE TABLE "api_log_entries" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"request_id" text NOT NULL,
	"idempotency_key" text,
	"request_body" text,
	"response_body" text,
	CONSTRAINT "api_log_entries_pkey" PRIMARY KEY("id","at")
) PARTITION BY RANGE ("at");
--> statement-breakpoint
CREATE INDEX "api_log_entries_app_id_at_index" ON "api_log_entries" USING btree ("app_id","at");--> statement-breakpoint
SELECT "create_month_partitions"('api_log_entries', ((now() AT TIME ZONE 'UTC') - interval '1 month')::date, ((now() AT TIME ZONE 'UTC') + interval '3 months')::date);--> statement-breakpoint
CREATE TABLE "api_log_entries_default" PARTITION OF "api_log_entries" DEFAULT;
