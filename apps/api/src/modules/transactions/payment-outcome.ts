import type { InvoiceStatus, TransactionStatus } from "@portal/contracts";
import type { EventDetails } from "@/db/schema";
import type { HistoryAction } from "@/modules/invoice-history/invoice-history.repo";
import type { AcquirerOutcome } from "@/providers/acquirer/acquirer";
import type { TransactionRow } from "./transactions.repo";

/** How long the customer has to answer a 3-D Secure challenge. */
export const CHALLENGE_TIMEOUT_MS = 10 * 60_000;
/** DESIGN §4: unfinished holds lapse after 7 days. */
export const PRE_AUTH_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/** What an acquirer's answer does to an attempt in progress, its invoice, the wallet and the history. */
export interface PaymentChanges {
  transaction: Partial<TransactionRow>;
  /** The invoice's new status and fields; null leaves it as it is (a challenge is still open). */
  invoice: { status: InvoiceStatus; paidAmount?: bigint; completedByName?: string } | null;
  /** The invoice history entry, written with the customer as the actor. */
  event: { action: HistoryAction; status: InvoiceStatus; details: EventDetails } | null;
  /** Captured now: credited to the application's wallet from card settlement. */
  credit: bigint | null;
  /** A 3-D Secure challenge opened: the paying browser gets a fresh token for it. */
  challenge: boolean;
}

type Attempt = Pick<TransactionRow, "amount" | "maskedPan" | "cardHolder">;

/**
 * DESIGN §4's transaction life cycle for an attempt in progress: a challenge keeps it in
 * progress; a decline ends it declined (or failed, when 3-D Secure did); an approval holds
 * the amount when the invoice asks for a pre-authorisation and captures it otherwise.
 */
export function paymentChanges(
  attempt: Attempt,
  invoice: { preAuth: boolean },
  outcome: AcquirerOutcome,
  now: Date,
): PaymentChanges {
  if (outcome.kind === "challenge") {
    return {
      transaction: {
        responseCode: "challengeRequired",
        acquirerReference: outcome.reference,
        attemptExpiresAt: new Date(now.getTime() + CHALLENGE_TIMEOUT_MS),
      },
      invoice: null,
      event: null,
      credit: null,
      challenge: true,
    };
  }
  if (outcome.kind === "declined") {
    const failed = outcome.code === "authenticationFailed" || outcome.code === "challengeCanceled";
    const status: TransactionStatus & InvoiceStatus = failed ? "failed" : "declined";
    return {
      transaction: {
        status,
        responseCode: outcome.code,
        responseDescription: outcome.description,
        completionDate: now,
      },
      invoice: { status },
      event: {
        action: failed ? "paymentFailed" : "paymentDeclined",
        status,
        details: { cardNumber: attempt.maskedPan, responseCode: outcome.code },
      },
      credit: null,
      challenge: false,
    };
  }
  const approved = {
    responseCode: "approved",
    responseDescription: "Approved",
    rrn: outcome.rrn,
    approvalCode: outcome.approvalCode,
    completionDate: now,
  } as const;
  const details = { cardNumber: attempt.maskedPan, rrn: outcome.rrn };
  if (invoice.preAuth) {
    return {
      transaction: { ...approved, status: "preAuth", preAuthExpiresAt: new Date(now.getTime() + PRE_AUTH_LIFETIME_MS) },
      invoice: { status: "preAuth", completedByName: attempt.cardHolder },
      event: { action: "preAuthorized", status: "preAuth", details },
      credit: null,
      challenge: false,
    };
  }
  return {
    transaction: { ...approved, status: "success", capturedAmount: attempt.amount },
    invoice: { status: "paid", paidAmount: attempt.amount, completedByName: attempt.cardHolder },
    event: { action: "paid", status: "paid", details },
    credit: attempt.amount,
    challenge: false,
  };
}
