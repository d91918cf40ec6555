import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** First answers of money-moving POSTs, so a retry with the same key gets the same answer (DESIGN §3). */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** What the key is for, e.g. `checkout:{invoiceCode}`: keys of different calls never meet. */
    scope: text().notNull(),
    key: text().notNull(),
    /** SHA-256 of the request's significant fields (never the card number or CVV). */
    requestHash: text().notNull(),
    responseStatus: integer(),
    responseBody: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  // Keys are kept 24 hours (Stripe's rule); the purge job finds the older ones by their time.
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index().on(t.createdAt)],
);
