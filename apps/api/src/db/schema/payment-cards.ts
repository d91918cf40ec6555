import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { applications } from "./applications";
import { users } from "./users";

/** A payout card; only the masked number is kept (first 6 and last 4). */
export const paymentCards = pgTable(
  "payment_cards",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    appId: uuid()
      .notNull()
      .references(() => applications.id),
    maskedPan: text().notNull(),
    brand: text().notNull(),
    expiry: text().notNull(),
    cardHolder: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.appId)],
);
