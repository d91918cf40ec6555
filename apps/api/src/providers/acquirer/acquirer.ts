import type { Currency } from "@portal/contracts";

/** The card as typed on the checkout: lives only in memory on its way to the acquirer (DESIGN §5). */
export interface CardDetails {
  pan: string;
  expiry: string;
  cvv: string;
  holder: string;
}

export interface AuthorizeRequest {
  /** Our order id; the acquirer echoes it in its records. */
  orderId: string;
  amount: bigint;
  currency: Currency;
  card: CardDetails;
  /** False: only hold the amount (pre-authorisation), to be completed later. */
  capture: boolean;
  installment: { cardType: string; period: number } | null;
}

/** Why an attempt did not go through; `challengeCanceled` is the customer leaving 3-D Secure. */
export type DeclineCode = "declined" | "insufficientFunds" | "expiredCard" | "authenticationFailed" | "challengeCanceled";

export type AcquirerOutcome =
  | { kind: "approved"; rrn: string; approvalCode: string }
  | { kind: "declined"; code: DeclineCode; description: string }
  /** The card's bank wants a 3-D Secure code first; answer with `completeChallenge`. */
  | { kind: "challenge"; reference: string };

/** A capture, refund or void of an approved payment, named as the acquirer knows it. */
export interface OperationRequest {
  /** Our order id of the payment, and the acquirer's retrieval reference for it. */
  orderId: string;
  rrn: string;
  /** Ours for this operation: the acquirer treats a repeat with the same one as the same operation. */
  operationId: string;
  amount: bigint;
  currency: Currency;
  /** First six and last four: what a test acquirer decides by. */
  maskedPan: string;
}

export type OperationOutcome = { kind: "done" } | { kind: "refused"; description: string };

/** The card acquirer (DESIGN §1): a sandbox by default, a real one plugs in by config. */
export interface Acquirer {
  authorize(request: AuthorizeRequest): Promise<AcquirerOutcome>;
  completeChallenge(reference: string, code: string): Promise<AcquirerOutcome>;
  /** Takes part or all of a held amount; the rest is released. */
  capture(request: OperationRequest): Promise<OperationOutcome>;
  /** Gives captured money back to the card. */
  refund(request: OperationRequest): Promise<OperationOutcome>;
  /** Releases a hold whole (a reversal). */
  void(request: OperationRequest): Promise<OperationOutcome>;
}
