import { currencies } from "@portal/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { operators } from "./operators";

/**
 * An imported settlement report of the acquirer (Kapital Bank's, mapped in one place:
 * modules/reconciliation/kapital-settlement-csv.ts): kept by its SHA-256, so a file imports once.
 */
export const acquirerSettlementImports = pgTable("acquirer_settlement_imports", {
  id: uuid().primaryKey().defaultRandom(),
  sha256: text().notNull().unique(),
  fileName: text().notNull(),
  uploadedById: uuid().references(() => operators.id),
  uploadedByName: text().notNull(),
  uploadedAt: timestamp({ withTimezone: true }).notNull(),
  rowCount: integer().notNull(),
});

/** One line of a settlement report: what the acquirer says it settled for one card operation. */
export const acquirerSettlementRows = pgTable(
  "acquirer_settlement_rows",
  {
    importId: uuid()
      .notNull()
      .references(() => acquirerSettlementImports.id),
    line: integer().notNull(),
    /** The region's calendar day the acquirer settled it on. */
    settlementDate: date({ mode: "string" }).notNull(),
    kind: text({ enum: ["capture", "refund", "reversal"] }).notNull(),
    /** The acquirer's order id, as our transactions keep it. */
    orderId: text().notNull(),
    amount: bigint({ mode: "bigint" }).notNull(),
    currency: text({ enum: currencies }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] }), index().on(t.settlementDate)],
);

/** A day reconciled (by the morning job or on demand): when, and how many differences it left. */
export const reconciliationRuns = pgTable(
  "reconciliation_runs",
  {
    id: uuid().primaryKey().defaultRandom(),
    day: date({ mode: "string" }).notNull(),
    ranAt: timestamp({ withTimezone: true }).notNull(),
    /** Null: the morning job. */
    ranById: uuid().references(() => operators.id),
    differences: integer().notNull(),
  },
  (t) => [index().on(t.day, t.ranAt)],
);

/**
 * Something the ledger and the outside disagree on, for a day: kept across runs (a run adds
 * what is new, and closes what agrees now), until finance explains it with a note.
 */
export const reconciliationDifferences = pgTable(
  "reconciliation_differences",
  {
    id: uuid().primaryKey().defaultRandom(),
    day: date({ mode: "string" }).notNull(),
    /** Whom the ledger is compared with: the acquirer's settlement or the bank's statements. */
    source: text({ enum: ["acquirer", "bank"] }).notNull(),
    /** `ledgerOnly`: ours, not theirs; `externalOnly`: theirs, not ours; `amount`: both, different amounts. */
    side: text({ enum: ["ledgerOnly", "externalOnly", "amount"] }).notNull(),
    /** What names it on both sides: the acquirer's order id, a transfer's end-to-end id. */
    reference: text().notNull(),
    kind: text().notNull(),
    ledgerAmount: bigint({ mode: "bigint" }),
    externalAmount: bigint({ mode: "bigint" }),
    currency: text({ enum: currencies }).notNull(),
    detectedAt: timestamp({ withTimezone: true }).notNull(),
    /** Set when a later run finds both sides agree. */
    resolvedAt: timestamp({ withTimezone: true }),
    explainedAt: timestamp({ withTimezone: true }),
    explainedById: uuid().references(() => operators.id),
    explainedByName: text(),
    note: text(),
  },
  (t) => [
    uniqueIndex().on(t.day, t.source, t.reference, t.kind),
    index("reconciliation_differences_open_idx")
      .on(t.detectedAt)
      .where(sql`${t.explainedAt} is null and ${t.resolvedAt} is null`),
  ],
);
