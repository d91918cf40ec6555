import { PAYOUT_REVIEW_THRESHOLD_DEFAULT_MINOR } from "@portal/contracts";
import { sql } from "drizzle-orm";
import { bigint, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A merchant account: the tenant every record belongs to. Its main user registers it. */
export const accounts = pgTable("accounts", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  /** Payouts above this (minor units) wait for a second person's review (SPEC §6 Payout review). */
  payoutReviewThreshold: bigint({ mode: "bigint" })
    .notNull()
    .default(sql.raw(String(PAYOUT_REVIEW_THRESHOLD_DEFAULT_MINOR))),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
