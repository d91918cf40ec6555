import { sql } from "drizzle-orm";
import { boolean, check, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

export const paymentsModes = ["sandbox", "live"] as const;

/**
 * The payments mode this database's money was made in (PAYMENTS_MODE; one row). The server
 * refuses to start in the other mode until an operator confirms (modules/payments-mode).
 */
export const paymentsMode = pgTable(
  "payments_mode",
  {
    id: smallint().primaryKey().default(1),
    mode: text({ enum: paymentsModes }).notNull(),
    since: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("payments_mode_one_row", sql`${t.id} = 1`)],
);

/**
 * Whether a money record was made with real money: the database decides from `payments_mode`
 * at insert (the function is created by migration 0021), so no writer can forget it.
 */
export const livemode = () =>
  boolean()
    .notNull()
    .default(sql`payments_livemode()`);
