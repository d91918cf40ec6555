import { PAYOUT_REVIEW_THRESHOLD_DEFAULT_MINOR } from "@portal/contracts";
import { sql } from "drizzle-orm";
import { bigint, boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A merchant account: the tenant every record belongs to. Its main user registers it. */
export const accounts = pgTable("accounts", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  /** A payout that takes what the account sent in 24 hours above this (minor units) waits for a second person's review (SPEC §6 Payout review). */
  payoutReviewThreshold: bigint({ mode: "bigint" })
    .notNull()
    .default(sql.raw(String(PAYOUT_REVIEW_THRESHOLD_DEFAULT_MINOR))),
  /** The first payout to a recipient the account never paid waits for review too. */
  reviewNewRecipients: boolean().notNull().default(false),
  /**
   * What the account may send in payouts and top-ups in 24 hours, per currency (minor units);
   * null: the provider's default, PAYOUT_DAILY_CAP. Set by the provider, not the merchant.
   */
  payoutDailyCap: bigint({ mode: "bigint" }),
  /** The largest single payment the account's links may take (minor units); null: no limit of its own. Set by the provider. */
  maxPaymentAmount: bigint({ mode: "bigint" }),
  /** Suspended by the provider's operators (with every application): when and why; null while not. */
  suspendedAt: timestamp({ withTimezone: true }),
  suspensionReason: text(),
  /** The owner's policy: every sub-user must sign in with a strong method (docs/security.md). */
  requireStrongForSubUsers: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
