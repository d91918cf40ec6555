import * as z from "zod/mini";
import { dateField } from "./dates";
import { messages } from "./fields";
import { Currency, MajorAmount } from "./money";
import { pageOf, PageQuery } from "./pages";

/**
 * Reconciliation (docs/reconciliation.md): every morning, and on demand, a day's card money in
 * the ledger is compared with the acquirer's settlement report, and the money sent out with
 * the bank's statements; each disagreement is a **difference** finance explains with a note.
 */
export const reconciliationSources = ["acquirer", "bank"] as const;
/** `ledgerOnly`: ours, not theirs; `externalOnly`: theirs, not ours; `amount`: both, different amounts. */
export const differenceSides = ["ledgerOnly", "externalOnly", "amount"] as const;
export const differenceStatuses = ["open", "explained", "resolved", "all"] as const;

const OperatorRef = z.object({ id: z.uuid(), name: z.string() });

export const ReconciliationDifference = z.object({
  id: z.uuid(),
  /** The day it belongs to, in the region's zone. */
  day: z.iso.date(),
  source: z.enum(reconciliationSources),
  side: z.enum(differenceSides),
  /** The acquirer's order id, or a transfer's end-to-end id. */
  reference: z.string(),
  /** What it is about: `capture`, `refund`, `reversal`, `transfer`. */
  kind: z.string(),
  ledgerAmount: z.nullable(MajorAmount),
  externalAmount: z.nullable(MajorAmount),
  currency: Currency,
  detectedAt: z.iso.datetime(),
  /** A later run found both sides agree. */
  resolvedAt: z.nullable(z.iso.datetime()),
  explainedAt: z.nullable(z.iso.datetime()),
  explainedBy: z.nullable(OperatorRef),
  note: z.nullable(z.string()),
});
export type ReconciliationDifference = z.infer<typeof ReconciliationDifference>;
export const ReconciliationDifferencePage = pageOf(ReconciliationDifference);

export const DifferencesQuery = z.extend(PageQuery, {
  status: z._default(z.enum(differenceStatuses), "open"),
});

export const DifferenceIdParam = z.object({ differenceId: z.uuid() });

export const NOTE_MAX = 1000;
export const ExplainDifferenceRequest = z.object({
  note: z.string().check(z.trim(), z.minLength(1, messages.required), z.maxLength(NOTE_MAX, messages.tooLong)),
});
export type ExplainDifferenceRequest = z.input<typeof ExplainDifferenceRequest>;

export const ReconciliationDayParam = z.object({ day: dateField });
export const RunReconciliationRequest = z.object({ day: dateField });
export type RunReconciliationRequest = z.input<typeof RunReconciliationRequest>;

/** One day: when it was last reconciled, both sides' totals per currency, and its differences. */
export const ReconciliationDay = z.object({
  day: z.iso.date(),
  ranAt: z.nullable(z.iso.datetime()),
  /** Differences of this day still open (neither explained nor resolved). */
  open: z.number().check(z.int()),
  totals: z.array(
    z.object({
      source: z.enum(reconciliationSources),
      /** `capture`, `refund` (acquirer) or `sent`, `returned` (bank). */
      kind: z.string(),
      currency: Currency,
      ledger: MajorAmount,
      external: MajorAmount,
    }),
  ),
  differences: z.array(ReconciliationDifference),
});
export type ReconciliationDay = z.infer<typeof ReconciliationDay>;

/** What the console's start page shows finance and admins. */
export const ReconciliationSummary = z.object({
  open: z.number().check(z.int()),
  oldestOpenDay: z.nullable(z.iso.date()),
  lastRun: z.nullable(z.object({ day: z.iso.date(), ranAt: z.iso.datetime(), differences: z.number().check(z.int()) })),
});
export type ReconciliationSummary = z.infer<typeof ReconciliationSummary>;

export const SettlementImported = z.object({
  id: z.uuid(),
  fileName: z.string(),
  rows: z.number().check(z.int()),
  /** The days its rows settle on. */
  days: z.array(z.iso.date()),
  /** The very same file was imported before: nothing imported again. */
  alreadyImported: z.boolean(),
});
export type SettlementImported = z.infer<typeof SettlementImported>;
