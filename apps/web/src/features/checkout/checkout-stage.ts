import type { CheckoutInvoice, PaymentResult, ResponseCode } from "@portal/contracts";

/** What a card payment left behind: shown on the paid and held confirmations. */
export interface PaymentReceipt {
  maskedPan: string;
  rrn: string | null;
  approvalCode: string | null;
  /** Known once the invoice is read back; a fresh answer from the acquirer has none. */
  paidAt: string | null;
}

/** Invoice statuses with nothing left to pay, each shown as it is. */
export type ClosedStatus = "expired" | "canceled" | "refunded" | "partialRefunded" | "preAuthExpired";

/** Where the customer is on the payment page. */
export type CheckoutStage =
  | { kind: "form" }
  | { kind: "challenge"; transactionId: string; maskedPan: string }
  | { kind: "paid"; receipt: PaymentReceipt | null }
  | { kind: "held"; receipt: PaymentReceipt | null }
  | { kind: "failed"; responseCode: ResponseCode | null }
  /** The acquirer has not decided yet and asks nothing of the customer. */
  | { kind: "processing" }
  | { kind: "closed"; status: ClosedStatus; receipt: PaymentReceipt | null };

const receiptOf = (result: PaymentResult): PaymentReceipt => ({
  maskedPan: result.maskedPan,
  rrn: result.rrn,
  approvalCode: result.approvalCode,
  paidAt: null,
});

/** The stage an answer to a payment or a 3-D Secure step leads to. */
export function stageOfResult(result: PaymentResult): CheckoutStage {
  if (result.challenge) return { kind: "challenge", transactionId: result.transactionId, maskedPan: result.maskedPan };
  switch (result.status) {
    case "success":
      return { kind: "paid", receipt: receiptOf(result) };
    case "preAuth":
      return { kind: "held", receipt: receiptOf(result) };
    case "declined":
    case "failed":
      return { kind: "failed", responseCode: result.responseCode };
    default:
      // In progress, or a state a payment attempt does not answer with: the invoice will say.
      return { kind: "processing" };
  }
}

/** The stage a freshly opened (or reloaded) payment link shows. */
export function stageOfInvoice(invoice: CheckoutInvoice): CheckoutStage {
  const receipt = invoice.payment;
  if (invoice.pendingChallenge) return { kind: "challenge", ...invoice.pendingChallenge };
  switch (invoice.status) {
    case "paid":
      return { kind: "paid", receipt };
    case "preAuth":
      return { kind: "held", receipt };
    case "expired":
    case "canceled":
    case "refunded":
    case "partialRefunded":
    case "preAuthExpired":
      return { kind: "closed", status: invoice.status, receipt };
    case "created":
    case "declined":
    case "failed":
      break;
  }
  // Unpaid yet not payable: the link's time is over even if no job has marked it yet.
  if (!invoice.payable) return { kind: "closed", status: "expired", receipt: null };
  const last = invoice.lastAttempt;
  if (last?.status === "inProgress") {
    // A challenge no longer pending has timed out; the server fails it on the next attempt.
    if (last.responseCode === "challengeRequired") return { kind: "failed", responseCode: "challengeExpired" };
    return { kind: "processing" };
  }
  // A reload after a failed attempt still says so; Try again opens the form.
  if (last && (last.status === "declined" || last.status === "failed")) return { kind: "failed", responseCode: last.responseCode };
  return { kind: "form" };
}
