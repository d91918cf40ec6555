import { currencies } from "@portal/contracts";
import { sql } from "drizzle-orm";
import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { applications } from "./applications";

/**
 * The dashboard's figures per application, currency and calendar day in Baku (the Emirates'
 * time zone has the same offset all year), of the payment attempts made that day: kept by
 * the `transactions_daily_totals` trigger in the same database transaction as every write of
 * a transaction (migration 0017), so they never drift from the rows. A refund or capture
 * counts on the day of its payment: the figures of a day are what became of that day's payments.
 */
export const dailyTotals = pgTable(
  "daily_totals",
  {
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    appId: uuid()
      .notNull()
      .references(() => applications.id),
    currency: text({ enum: currencies }).notNull(),
    day: date({ mode: "string" }).notNull(),
    /** Attempts that ended (approved or not); one still waiting for the acquirer is not counted yet. */
    attempts: integer().notNull().default(0),
    /** Attempts the card's bank approved: payments and holds, whatever became of them since. */
    approved: integer().notNull().default(0),
    /** Approved attempts that captured money (the average payment's count). */
    paid: integer().notNull().default(0),
    /** Captured: paid outright, or a hold completed (minor units). */
    received: bigint({ mode: "bigint" })
      .notNull()
      .default(sql`0`),
    refunded: bigint({ mode: "bigint" })
      .notNull()
      .default(sql`0`),
    /** Still held on cards (holds neither completed, cancelled nor lapsed). */
    held: bigint({ mode: "bigint" })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.appId, t.currency, t.day] }), index().on(t.accountId, t.day)],
);
