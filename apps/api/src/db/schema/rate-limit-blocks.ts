import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Keys refused until a moment (a locked sign-in, a growing delay), when REDIS_URL is unset. */
export const rateLimitBlocks = pgTable("rate_limit_blocks", {
  key: text().primaryKey(),
  until: timestamp({ withTimezone: true }).notNull(),
});
