import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Hits of sliding windows (SMS budgets), one row each, when REDIS_URL is unset. A hit has no
 * identity of its own (two in the same millisecond are two rows), so no primary key; rows
 * that left their window are deleted as the key is used, and by the store's sweep of a day's old ones.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.key, t.at)],
);
