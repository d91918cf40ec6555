import * as z from "zod/mini";
import { Currency, MajorAmount } from "./money";
import { pageOf } from "./pages";

/**
 * Money out through the provider's bank as ISO 20022 files (`PAYOUT_BANK=iso20022`,
 * docs/bank-files.md): each withdrawal becomes a **bank transfer** that waits `queued`, goes
 * into one **payout batch** (`batched`), and ends `sent` or `returned` when a **bank
 * statement** says so.
 */
export const bankTransferStates = ["queued", "batched", "sent", "returned"] as const;
export const BankTransferState = z.enum(bankTransferStates);
export type BankTransferState = z.infer<typeof BankTransferState>;

/** What a bank transfer pays: a merchant's withdrawal to their own IBAN (payouts to others come later, ROADMAP). */
export const bankTransferOperations = ["withdrawal"] as const;

export const BankTransfer = z.object({
  id: z.uuid(),
  /** The id the file and the bank's statement carry: the transfer's id without hyphens. */
  endToEndId: z.string(),
  operation: z.enum(bankTransferOperations),
  accountId: z.uuid(),
  appId: z.uuid(),
  merchantName: z.string(),
  creditorName: z.string(),
  /** Masked but for the country, check digits and last four. */
  creditorIban: z.string(),
  amount: MajorAmount,
  currency: Currency,
  state: BankTransferState,
  batchId: z.nullable(z.uuid()),
  queuedAt: z.iso.datetime(),
  settledAt: z.nullable(z.iso.datetime()),
  /** ISO 20022 return reason code (AC04…) when the bank returned it. */
  returnCode: z.nullable(z.string()),
  returnReason: z.nullable(z.string()),
});
export type BankTransfer = z.infer<typeof BankTransfer>;
export const BankTransferPage = pageOf(BankTransfer);

/** What waits for a batch, per currency. */
export const QueuedTotals = z.object({
  currencies: z.array(
    z.object({
      currency: Currency,
      count: z.number().check(z.int()),
      total: MajorAmount,
      oldestQueuedAt: z.iso.datetime(),
    }),
  ),
});
export type QueuedTotals = z.infer<typeof QueuedTotals>;

/**
 * `prepared` by one finance operator; `approved` by a second one, when its file is written
 * once and may be downloaded; `discarded` before approval, its transfers queued again.
 */
export const payoutBatchStatuses = ["prepared", "approved", "discarded"] as const;
export const PayoutBatchStatus = z.enum(payoutBatchStatuses);
export type PayoutBatchStatus = z.infer<typeof PayoutBatchStatus>;

const OperatorRef = z.object({ id: z.uuid(), name: z.string() });

export const PayoutBatch = z.object({
  id: z.uuid(),
  /** The file's message id (GrpHdr/MsgId). */
  messageId: z.string(),
  currency: Currency,
  /** Transfers queued up to this moment went in. */
  cutoff: z.iso.datetime(),
  status: PayoutBatchStatus,
  count: z.number().check(z.int()),
  total: MajorAmount,
  preparedBy: OperatorRef,
  preparedAt: z.iso.datetime(),
  approvedBy: z.nullable(OperatorRef),
  approvedAt: z.nullable(z.iso.datetime()),
  /** The day the bank is asked to pay (the region's date at approval). */
  executionDate: z.nullable(z.iso.date()),
  /** SHA-256 of the file, hex: the same bytes on every download. */
  fileSha256: z.nullable(z.string()),
  firstDownloadedAt: z.nullable(z.iso.datetime()),
  /** How many of its transfers the bank booked and returned so far. */
  sent: z.number().check(z.int()),
  returned: z.number().check(z.int()),
});
export type PayoutBatch = z.infer<typeof PayoutBatch>;
export const PayoutBatchPage = pageOf(PayoutBatch);

export const PayoutBatchIdParam = z.object({ batchId: z.uuid() });

export const PrepareBatchRequest = z.object({
  currency: z._default(Currency, "AZN"),
  /** Transfers queued up to here; now when left out. */
  cutoff: z.optional(z.iso.datetime({ offset: true })),
});
export type PrepareBatchRequest = z.input<typeof PrepareBatchRequest>;

/** What became of one line of an uploaded statement. */
export const statementLineOutcomes = [
  /** A booked debit of a batched transfer: it is sent now. */
  "sent",
  /** A return or rejection: amount and fee are back in the merchant's wallet. */
  "returned",
  /** Already applied by an earlier statement: nothing changed. */
  "duplicate",
  /** No transfer of ours has this end-to-end id (or it was never in a batch). */
  "unknown",
  /** Ours, but the amount or currency differs: not applied, for finance to look at. */
  "mismatch",
  /** Pending or informational: nothing to apply yet. */
  "ignored",
] as const;
export const StatementLineOutcome = z.enum(statementLineOutcomes);
export type StatementLineOutcome = z.infer<typeof StatementLineOutcome>;

export const StatementLine = z.object({
  line: z.number().check(z.int()),
  endToEndId: z.nullable(z.string()),
  transferId: z.nullable(z.uuid()),
  side: z.enum(["debit", "credit"]),
  amount: MajorAmount,
  currency: z.string(),
  entryStatus: z.string(),
  bookingDate: z.nullable(z.iso.date()),
  outcome: StatementLineOutcome,
  returnCode: z.nullable(z.string()),
  returnReason: z.nullable(z.string()),
});
export type StatementLine = z.infer<typeof StatementLine>;

export const BankStatement = z.object({
  id: z.uuid(),
  kind: z.enum(["camt.054", "camt.053"]),
  messageId: z.string(),
  fileName: z.string(),
  sha256: z.string(),
  uploadedBy: OperatorRef,
  uploadedAt: z.iso.datetime(),
  counts: z.record(StatementLineOutcome, z.number().check(z.int())),
});
export type BankStatement = z.infer<typeof BankStatement>;
export const BankStatementPage = pageOf(BankStatement);

export const BankStatementDetail = z.object({
  statement: BankStatement,
  lines: z.array(StatementLine),
  /** True when this very file was uploaded before: the earlier result, nothing applied again. */
  alreadyUploaded: z.boolean(),
});
export type BankStatementDetail = z.infer<typeof BankStatementDetail>;

export const BankStatementIdParam = z.object({ statementId: z.uuid() });
