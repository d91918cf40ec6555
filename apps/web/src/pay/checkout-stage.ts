import type { CheckoutInvoice, PaymentResult } from "@portal/contracts";
import type { OpenChallenge, PaymentReceipt, Remembered } from "./payment-memory";

/**
 * Nothing left to pay here, each shown as it is: the invoice's final statuses, and an unpaid
 * invoice whose merchant takes no payments now (suspended by the provider, or disabled).
 */
export type ClosedStatus =
  "expired" | "canceled" | "refunded" | "partialRefunded" | "preAuthExpired" | "merchantUnavailable";

/** What a payment that went through shows: its receipt in the browser that paid, and when. */
export interface PaymentRecord {
  receipt: PaymentReceipt | null;
  /** Known once the invoice is read back; a fresh answer from the acquirer has none. */
  paidAt: string | null;
}

/** Where the customer is on the payment page. */
export type CheckoutStage =
  | { kind: "form" }
  | { kind: "challenge"; challenge: OpenChallenge }
  | ({ kind: "paid" } & PaymentRecord)
  | ({ kind: "held" } & PaymentRecord)
  /** One text for every failure: why a card was declined is the merchant's to know. */
  | { kind: "failed" }
  /** Nothing this browser can do: the bank has not decided, or another browser's challenge waits. */
  | { kind: "processing" }
  | ({ kind: "closed"; status: ClosedStatus } & PaymentRecord);

/** The stage an answer to a payment or a 3-D Secure step leads to. */
export function stageOfResult(result: PaymentResult): CheckoutStage {
  if (result.challenge) {
    const { transactionId, maskedPan, challengeToken } = result;
    // Without its token the challenge cannot be answered from here; the invoice will say how it ends.
    return challengeToken
      ? { kind: "challenge", challenge: { transactionId, maskedPan, challengeToken } }
      : { kind: "processing" };
  }
  const record: PaymentRecord = {
    receipt: { maskedPan: result.maskedPan, rrn: result.rrn, approvalCode: result.approvalCode },
    paidAt: null,
  };
  switch (result.status) {
    case "success":
      return { kind: "paid", ...record };
    case "preAuth":
      return { kind: "held", ...record };
    case "declined":
    case "failed":
      return { kind: "failed" };
    default:
      // In progress, or a state a payment attempt does not answer with: the invoice will say.
      return { kind: "processing" };
  }
}

/** The stage a freshly opened (or reloaded) payment link shows. */
export function stageOfInvoice(invoice: CheckoutInvoice, remembered: Remembered): CheckoutStage {
  if (invoice.challengePending) {
    return remembered.challenge ? { kind: "challenge", challenge: remembered.challenge } : { kind: "processing" };
  }
  const record: PaymentRecord = { receipt: remembered.receipt, paidAt: invoice.payment?.paidAt ?? null };
  switch (invoice.status) {
    case "paid":
      return { kind: "paid", ...record };
    case "preAuth":
      return { kind: "held", ...record };
    case "expired":
    case "canceled":
    case "refunded":
    case "partialRefunded":
    case "preAuthExpired":
      return { kind: "closed", status: invoice.status, ...record };
    case "created":
    case "declined":
    case "failed":
      break;
  }
  // Unpaid, but the merchant takes no payments now: not the link's fault, and it may come back.
  if (!invoice.merchantAvailable) return { kind: "closed", status: "merchantUnavailable", receipt: null, paidAt: null };
  // Unpaid yet not payable: the link's time is over even if no job has marked it yet.
  if (!invoice.payable) return { kind: "closed", status: "expired", receipt: null, paidAt: null };
  const last = invoice.lastAttempt;
  if (last?.status === "inProgress") {
    // A challenge no longer pending has timed out; the server fails it on the next attempt.
    if (last.responseCode === "challengeRequired") return { kind: "failed" };
    return { kind: "processing" };
  }
  // A reload after a failed attempt still says so; Try again opens the form.
  if (last && (last.status === "declined" || last.status === "failed")) return { kind: "failed" };
  return { kind: "form" };
}
