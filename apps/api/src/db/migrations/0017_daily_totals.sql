CREATE TABLE "daily_totals" (
	"account_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_totals_app_id_currency_day_pk" PRIMARY KEY("app_id","currency","day")
);
--> statement-breakpoint
ALTER TABLE "daily_totals" ADD CONSTRAINT "daily_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_totals" ADD CONSTRAINT "daily_totals_app_id_applications_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_totals_account_id_day_index" ON "daily_totals" USING btree ("account_id","day");--> statement-breakpoint
CREATE INDEX "transaction_operations_account_id_completed_at_index" ON "transaction_operations" USING btree ("account_id","completed_at");--> statement-breakpoint
-- What one transaction row adds to its day's totals (sign -1 takes an old version back out).
CREATE FUNCTION daily_totals_apply(r transactions, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_totals AS d (account_id, app_id, currency, day, attempts, approved, paid, received, refunded, held)
  VALUES (
    r.account_id, r.app_id, r.currency, (r.created_at AT TIME ZONE 'Asia/Baku')::date,
    sign * (r.status <> 'inProgress')::integer,
    sign * (r.status IN ('success', 'preAuth', 'reversed', 'preAuthExpired', 'refundInProgress', 'partialRefunded', 'refunded'))::integer,
    sign * (r.captured_amount > 0)::integer,
    sign * r.captured_amount,
    sign * r.total_refunded,
    sign * CASE WHEN r.status = 'preAuth' THEN r.amount ELSE 0 END
  )
  ON CONFLICT (app_id, currency, day) DO UPDATE SET
    attempts = d.attempts + excluded.attempts,
    approved = d.approved + excluded.approved,
    paid = d.paid + excluded.paid,
    received = d.received + excluded.received,
    refunded = d.refunded + excluded.refunded,
    held = d.held + excluded.held;
END $$;
--> statement-breakpoint
CREATE FUNCTION daily_totals_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM daily_totals_apply(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM daily_totals_apply(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_daily_totals AFTER INSERT OR DELETE ON transactions FOR EACH ROW EXECUTE FUNCTION daily_totals_track();
--> statement-breakpoint
-- Only changes that move a figure touch the totals (a 3-D Secure token or a lapse warning does not).
CREATE TRIGGER transactions_daily_totals_update AFTER UPDATE ON transactions FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.captured_amount <> NEW.captured_amount OR OLD.total_refunded <> NEW.total_refunded OR OLD.amount <> NEW.amount)
  EXECUTE FUNCTION daily_totals_track();
--> statement-breakpoint
-- The payments made before the totals existed.
INSERT INTO daily_totals (account_id, app_id, currency, day, attempts, approved, paid, received, refunded, held)
SELECT account_id, app_id, currency, (created_at AT TIME ZONE 'Asia/Baku')::date,
  count(*) FILTER (WHERE status <> 'inProgress'),
  count(*) FILTER (WHERE status IN ('success', 'preAuth', 'reversed', 'preAuthExpired', 'refundInProgress', 'partialRefunded', 'refunded')),
  count(*) FILTER (WHERE captured_amount > 0),
  sum(captured_amount), sum(total_refunded), sum(CASE WHEN status = 'preAuth' THEN amount ELSE 0 END)
FROM transactions GROUP BY 1, 2, 3, 4;
