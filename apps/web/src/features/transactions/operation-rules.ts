import { minorOf, type OperationKind, type Transaction, type TransactionStatus } from "@portal/contracts";

/** Statuses with captured money in them: a payment, and one already partly given back or being so. */
const refundableStatuses: readonly TransactionStatus[] = ["success", "partialRefunded", "refundInProgress"];

/**
 * What the transaction's state lets be done to it now (docs/glossary.md "Payments"): a hold
 * still held can be captured or reversed, captured money still there can be refunded. The
 * server checks the same again under a lock; this only decides what the screen offers.
 */
export function allowedOperations(transaction: Transaction, now: Date): OperationKind[] {
  const { status, preAuthExpiresAt } = transaction;
  if (status === "preAuth")
    return preAuthExpiresAt !== null && Date.parse(preAuthExpiresAt) > now.getTime() ? ["capture", "reversal"] : [];
  return refundableStatuses.includes(status) && minorOf(transaction.refundableAmount) > 0n ? ["refund"] : [];
}

/** The most a capture or refund may take, in minor units: the held amount, or what is left to refund. */
export function amountLimit(kind: "capture" | "refund", transaction: Transaction): bigint {
  return minorOf(kind === "capture" ? transaction.amount : transaction.refundableAmount);
}
