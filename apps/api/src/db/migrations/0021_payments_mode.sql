CREATE TABLE "payments_mode" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"mode" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_mode_one_row" CHECK ("payments_mode"."id" = 1)
);
--> statement-breakpoint
-- A database with records from before the payments mode existed ran in the sandbox: nothing
-- could take real money then.
INSERT INTO "payments_mode" ("id", "mode") SELECT 1, 'sandbox' WHERE EXISTS (SELECT 1 FROM "invoices");--> statement-breakpoint
-- What a money record is marked with at insert: the database's mode, the sandbox before one is set.
CREATE FUNCTION payments_livemode() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT "mode" = 'live' FROM "payments_mode" WHERE "id" = 1), false)
$$;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "livemode" boolean DEFAULT payments_livemode() NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "livemode" boolean DEFAULT payments_livemode() NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "livemode" boolean DEFAULT payments_livemode() NOT NULL;