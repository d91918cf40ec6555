import {
  cardEntryStyles,
  currencies,
  installmentCardTypes,
  responseCodes,
  transactionStatuses,
} from "@portal/contracts";
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { accounts } from "./accounts";
import { applications } from "./applications";
import { invoices } from "./invoices";
import { livemode } from "./payments-mode";

/** One payment attempt on an invoice (SPEC §3 "Transaction"). The card only masked. */
export const transactions = pgTable(
  "transactions",
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    appId: uuid()
      .notNull()
      .references(() => applications.id),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id),
    orderId: text().notNull().unique(),
    sessionId: text().notNull(),
    amount: bigint({ mode: "bigint" }).notNull(),
    currency: text({ enum: currencies }).notNull(),
    status: text({ enum: transactionStatuses }).notNull().default("inProgress"),
    responseCode: text({ enum: responseCodes }),
    responseDescription: text(),
    orderLanguage: text().notNull(),
    maskedPan: text().notNull(),
    cardBrand: text().notNull(),
    cardHolder: text().notNull(),
    /** The invoice's customer when the attempt was made: searched with the card holder, on one table (trigram indexes). */
    fullName: text().notNull().default(""),
    /**
     * Where the card was typed: on our checkout (`direct`), or on the acquirer's own page
     * (`hosted`), whose order is read back from the acquirer (docs/hosted-payment-page.md).
     */
    cardEntry: text({ enum: cardEntryStyles }).notNull().default("direct"),
    /** The acquirer's reference for this attempt: a 3-D Secure challenge's (direct), or the hosted order's id. */
    acquirerReference: text(),
    /**
     * SHA-256 of the secret only the paying browser holds: it alone may answer or leave the
     * 3-D Secure challenge (direct), or read the receipt of its payment on the acquirer's page (hosted).
     */
    challengeTokenHash: text(),
    rrn: text(),
    approvalCode: text(),
    installmentCardType: text({ enum: installmentCardTypes }),
    installmentPeriod: integer(),
    /** Taken from the card: the whole amount of a payment, the completed part of a hold. */
    capturedAmount: bigint({ mode: "bigint" })
      .notNull()
      .default(sql`0`),
    totalReversed: bigint({ mode: "bigint" })
      .notNull()
      .default(sql`0`),
    totalRefunded: bigint({ mode: "bigint" })
      .notNull()
      .default(sql`0`),
    /** Refunds sent to the acquirer and not answered yet: reserved, so no other refund can take them too. */
    refundPending: bigint({ mode: "bigint" })
      .notNull()
      .default(sql`0`),
    /** A held amount lapses then (7 days) unless completed or cancelled. */
    preAuthExpiresAt: timestamp({ withTimezone: true }),
    /** When the merchant's connections were told this hold is about to lapse (once per hold). */
    lapseWarnedAt: timestamp({ withTimezone: true }),
    /** An attempt still in progress then (an unanswered 3-D Secure challenge, a call cut off by a crash) counts as failed. */
    attemptExpiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    completionDate: timestamp({ withTimezone: true }),
    /** Made in live mode (real money) or in the sandbox (test cards). */
    livemode: livemode(),
  },
  (t) => [
    index().on(t.invoiceId, t.createdAt),
    // The list, newest first, read by keyset (docs/transactions.md "Transactions").
    index().on(t.accountId, t.createdAt, t.id),
    index("transactions_card_last4").on(t.accountId, sql`right(${t.maskedPan}, 4)`),
    index().on(t.accountId, t.rrn),
    // Reconciliation finds a payment by the order id the acquirer's report names (docs/reconciliation.md).
    index("transactions_acquirer_order").on(sql`coalesce(${t.acquirerReference}, ${t.orderId})`),
    index("transactions_card_holder_trgm").using("gin", sql`${t.cardHolder} gin_trgm_ops`),
    index("transactions_full_name_trgm").using("gin", sql`${t.fullName} gin_trgm_ops`),
    // The wallet's "held for refunds in progress": rare rows, found without reading the account's payments.
    index("transactions_refunds_pending")
      .on(t.accountId)
      .where(sql`refund_pending > 0`),
    // The list's refunded and reversed totals add up only the few rows that have any.
    index("transactions_with_returns")
      .on(t.accountId, t.createdAt)
      .where(sql`total_reversed > 0 or total_refunded > 0`),
    index().on(t.status, t.preAuthExpiresAt),
    // The database itself refuses a second charge of one invoice, whatever the code does.
    uniqueIndex("transactions_one_capture_per_invoice")
      .on(t.invoiceId)
      .where(sql`status in ('success', 'preAuth', 'refundInProgress', 'partialRefunded', 'refunded')`),
    uniqueIndex("transactions_one_attempt_in_progress")
      .on(t.invoiceId)
      .where(sql`status = 'inProgress'`),
    // What the reconciling job reads each minute: the few attempts still open on an acquirer's page.
    index("transactions_hosted_in_progress")
      .on(t.attemptExpiresAt)
      .where(sql`status = 'inProgress' and card_entry = 'hosted'`),
  ],
);
