import {
  currencies,
  payoutKinds,
  payoutRecipientKinds,
  type PayoutReviewReason,
  payoutStatuses,
} from "@portal/contracts";
import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { applications } from "./applications";
import { users } from "./users";

/**
 * SPEC §3 "Payout" and the top-up of a mobile wallet: money from a wallet to someone else's
 * account through the payout bank. Its ledger transfers (`payout`/`topUp`, `payoutFee`,
 * then `…Sent` or `…Returned`) name this row.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    appId: uuid()
      .notNull()
      .references(() => applications.id),
    kind: text({ enum: payoutKinds }).notNull(),
    amount: bigint({ mode: "bigint" }).notNull(),
    fee: bigint({ mode: "bigint" }).notNull(),
    currency: text({ enum: currencies }).notNull(),
    recipientKind: text({ enum: payoutRecipientKinds }).notNull(),
    /** As shown: a masked card, IBAN or phone number. */
    recipientAccount: text().notNull(),
    /** The name the bank gave, masked ("Ay*** Mə***"). */
    recipientName: text(),
    bankName: text(),
    /** What the bank is told to pay: its own token for a card (never the number), the IBAN, or the phone number. */
    destination: text().notNull(),
    /**
     * Who receives, the same for every payout to them: a keyed hash (APP_SECRET) of the kind and
     * the account as typed, so a card number is never kept, even as a plain hash. Null on payouts
     * made before it was kept. Tells a first payout to a recipient from the next ones.
     */
    recipientKey: text(),
    description: text().notNull().default(""),
    status: text({ enum: payoutStatuses }).notNull(),
    /** Why it waited for review (`threshold`, `newRecipient`); empty when it went straight to the bank. */
    reviewReasons: text()
      .array()
      .$type<PayoutReviewReason[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    failureReason: text(),
    bankReference: text(),
    createdById: uuid().references(() => users.id, { onDelete: "set null" }),
    createdByName: text().notNull(),
    reviewedById: uuid().references(() => users.id, { onDelete: "set null" }),
    reviewedByName: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.accountId, t.createdAt, t.id),
    index().on(t.status, t.createdAt),
    index().on(t.accountId, t.recipientKey),
  ],
);
