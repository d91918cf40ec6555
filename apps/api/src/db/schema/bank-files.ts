import {
  bankTransferOperations,
  bankTransferStates,
  currencies,
  payoutBatchStatuses,
  statementLineOutcomes,
} from "@portal/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { applications } from "./applications";
import { operators } from "./operators";

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/**
 * A payout batch (docs/bank-files.md): queued transfers of one currency up to a cut-off,
 * prepared by one finance operator and approved by another; approval writes its pain.001
 * file once (a trigger keeps it from changing).
 */
export const payoutBatches = pgTable(
  "payout_batches",
  {
    id: uuid().primaryKey().defaultRandom(),
    messageId: text().notNull().unique(),
    currency: text({ enum: currencies }).notNull(),
    cutoff: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: payoutBatchStatuses }).notNull(),
    transferCount: integer().notNull(),
    total: bigint({ mode: "bigint" }).notNull(),
    preparedById: uuid()
      .notNull()
      .references(() => operators.id),
    preparedByName: text().notNull(),
    preparedAt: timestamp({ withTimezone: true }).notNull(),
    approvedById: uuid().references(() => operators.id),
    approvedByName: text(),
    approvedAt: timestamp({ withTimezone: true }),
    executionDate: date({ mode: "string" }),
    file: bytea(),
    fileSha256: text(),
    firstDownloadedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.preparedAt)],
);

/**
 * Money out that the provider's bank pays from a file: one row per withdrawal (its id is the
 * withdrawal's, and its end-to-end id in the file), from `queued` to `sent` or `returned`.
 * The full IBAN and the creditor's legal name are what the bank needs; the portal shows neither.
 */
export const bankTransfers = pgTable(
  "bank_transfers",
  {
    id: uuid().primaryKey(),
    operation: text({ enum: bankTransferOperations }).notNull(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    appId: uuid()
      .notNull()
      .references(() => applications.id),
    amount: bigint({ mode: "bigint" }).notNull(),
    currency: text({ enum: currencies }).notNull(),
    creditorName: text().notNull(),
    creditorIban: text().notNull(),
    remittance: text().notNull(),
    state: text({ enum: bankTransferStates }).notNull(),
    batchId: uuid().references(() => payoutBatches.id),
    queuedAt: timestamp({ withTimezone: true }).notNull(),
    settledAt: timestamp({ withTimezone: true }),
    returnCode: text(),
    returnReason: text(),
  },
  (t) => [
    index("bank_transfers_queued_idx")
      .on(t.currency, t.queuedAt)
      .where(sql`${t.state} = 'queued'`),
    index().on(t.batchId),
  ],
);

/** An uploaded camt.053/054 file: kept by its SHA-256, so the same file applies once. */
export const bankStatements = pgTable("bank_statements", {
  id: uuid().primaryKey().defaultRandom(),
  sha256: text().notNull().unique(),
  kind: text({ enum: ["camt.054", "camt.053"] }).notNull(),
  messageId: text().notNull(),
  fileName: text().notNull(),
  uploadedById: uuid()
    .notNull()
    .references(() => operators.id),
  uploadedByName: text().notNull(),
  uploadedAt: timestamp({ withTimezone: true }).notNull(),
  counts: jsonb().$type<Record<string, number>>().notNull(),
});

/** One entry (transaction) of a statement and what applying it did. */
export const bankStatementLines = pgTable(
  "bank_statement_lines",
  {
    statementId: uuid()
      .notNull()
      .references(() => bankStatements.id),
    line: integer().notNull(),
    endToEndId: text(),
    transferId: uuid(),
    side: text({ enum: ["debit", "credit"] }).notNull(),
    amount: bigint({ mode: "bigint" }).notNull(),
    currency: text().notNull(),
    entryStatus: text().notNull(),
    bookingDate: date({ mode: "string" }),
    outcome: text({ enum: statementLineOutcomes }).notNull(),
    returnCode: text(),
    returnReason: text(),
  },
  (t) => [primaryKey({ columns: [t.statementId, t.line] }), index().on(t.transferId)],
);
