import {
  type ErrorCode,
  type InvoiceStatus,
  type OperationKind,
  type TransactionStatus,
  toMajorNumber,
} from "@portal/contracts";
import type { EventDetails } from "@/db/schema";
import type { HistoryAction } from "@/modules/invoice-history/invoice-history.repo";
import type { SettledOutcome } from "@/providers/acquirer/acquirer";
import { refundableOf, type TransactionRow } from "./transactions.repo";

type Row = Pick<
  TransactionRow,
  "status" | "amount" | "capturedAmount" | "totalRefunded" | "refundPending" | "preAuthExpiresAt" | "maskedPan"
>;

/** Why an operation cannot start on this transaction now: DESIGN §4's life cycle, as a 409. */
export interface Refusal {
  code: ErrorCode;
  message: string;
}

const wasHold = (t: Row) => t.preAuthExpiresAt !== null;

/** A capture or reversal needs a hold that is still held. */
export function holdRefusal(t: Row, now: Date): Refusal | null {
  if (t.status === "preAuthExpired" || (t.status === "preAuth" && t.preAuthExpiresAt! <= now)) {
    return { code: "HOLD_EXPIRED", message: "This hold has lapsed: the money went back to the card." };
  }
  if (t.status === "preAuth") return null;
  if (wasHold(t) && t.status !== "inProgress")
    return { code: "HOLD_ENDED", message: "This hold was already completed or cancelled." };
  return { code: "NOT_A_HOLD", message: "Only a held (pre-authorised) payment can be completed or cancelled." };
}

/** A refund needs captured money that is not refunded yet. */
export function refundRefusal(t: Row): Refusal | null {
  const captured = ["success", "partialRefunded", "refundInProgress"].includes(t.status) && t.capturedAmount > 0n;
  if (!captured) return { code: "NOT_REFUNDABLE", message: "Only a captured payment can be refunded." };
  if (refundableOf(t) <= 0n) return { code: "NOT_REFUNDABLE", message: "This payment is refunded in full already." };
  return null;
}

/** The status refunds leave a captured transaction in. */
export function statusAfterRefunds(t: {
  capturedAmount: bigint;
  totalRefunded: bigint;
  refundPending: bigint;
}): TransactionStatus {
  if (t.refundPending > 0n) return "refundInProgress";
  if (t.totalRefunded === 0n) return "success";
  return t.totalRefunded >= t.capturedAmount ? "refunded" : "partialRefunded";
}

/** A refund's amount leaves the wallet when it is sent, so no other payout can spend it meanwhile. */
export function refundReserved(t: Row, amount: bigint): Partial<TransactionRow> {
  const refundPending = t.refundPending + amount;
  return { refundPending, status: statusAfterRefunds({ ...t, refundPending }) };
}

/** What the acquirer's answer to an operation does to the transaction, the invoice, the wallet and the history. */
export interface OperationChanges {
  transaction: Partial<TransactionRow>;
  invoice: { status: InvoiceStatus; paidAmount?: bigint; refundedAmount?: bigint } | null;
  event: { action: HistoryAction; details: EventDetails };
  /** Into the wallet (a capture, a refund given back after the acquirer refused it). */
  credit: bigint | null;
  succeeded: boolean;
}

export function operationChanges(
  kind: OperationKind,
  t: Row,
  invoice: { refundedAmount: bigint },
  amount: bigint,
  outcome: SettledOutcome,
): OperationChanges {
  const details = { cardNumber: t.maskedPan, amount: toMajorNumber(amount) };
  if (outcome.kind === "refused") {
    // A refused refund gives back its reservation; a refused capture or reversal leaves the hold held.
    const refundPending = kind === "refund" ? t.refundPending - amount : t.refundPending;
    return {
      transaction: kind === "refund" ? { refundPending, status: statusAfterRefunds({ ...t, refundPending }) } : {},
      invoice: null,
      event: { action: "operationFailed", details: { ...details, operation: kind, reason: outcome.description } },
      credit: kind === "refund" ? amount : null,
      succeeded: false,
    };
  }
  if (kind === "capture") {
    return {
      transaction: { status: "success", capturedAmount: amount, totalReversed: t.amount - amount },
      invoice: { status: "paid", paidAmount: amount },
      event: { action: "captured", details },
      credit: amount,
      succeeded: true,
    };
  }
  if (kind === "reversal") {
    return {
      transaction: { status: "reversed", totalReversed: t.amount },
      invoice: { status: "canceled" },
      event: { action: "reversed", details },
      credit: null,
      succeeded: true,
    };
  }
  const after = {
    capturedAmount: t.capturedAmount,
    totalRefunded: t.totalRefunded + amount,
    refundPending: t.refundPending - amount,
  };
  const whole = after.totalRefunded >= after.capturedAmount;
  return {
    transaction: {
      totalRefunded: after.totalRefunded,
      refundPending: after.refundPending,
      status: statusAfterRefunds(after),
    },
    invoice: { status: whole ? "refunded" : "partialRefunded", refundedAmount: invoice.refundedAmount + amount },
    event: { action: "refunded", details },
    credit: null,
    succeeded: true,
  };
}
