import type { Currency, Language, OperationKind } from "@portal/contracts";

/*
 * The card acquirer (DESIGN §1), in one of two styles:
 * - direct: the card is typed on our checkout and handed over in memory (the sandbox acquirer);
 * - hosted: the acquirer's own page takes the card. We create an order there, send the
 *   customer to it, and when they come back (or a job looks later) read the order's state
 *   from the acquirer; what the browser brings back is never trusted.
 * Captures, refunds and voids are the same calls in both styles.
 */

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

/** Why an attempt did not go through; `challengeCanceled` is the customer leaving 3-D Secure (or the hosted page). */
export type DeclineCode =
  "declined" | "insufficientFunds" | "expiredCard" | "authenticationFailed" | "challengeCanceled";

export type Approval = { kind: "approved"; rrn: string; approvalCode: string };
export type Decline = { kind: "declined"; code: DeclineCode; description: string };

export type AcquirerOutcome =
  | Approval
  | Decline
  /** The card's bank wants a 3-D Secure code first; answer with `completeChallenge`. */
  | { kind: "challenge"; reference: string };

/** A capture, refund or void of an approved payment, named as the acquirer knows it. */
export interface OperationRequest {
  /** Our order id of the payment, and the acquirer's retrieval reference for it. */
  orderId: string;
  rrn: string;
  /** The hosted acquirer's own id of the order (`HostedOrder.reference`); null for a direct payment. */
  acquirerReference: string | null;
  /** Ours for this operation: the acquirer treats a repeat with the same one as the same operation. */
  operationId: string;
  amount: bigint;
  currency: Currency;
  /** First six and last four: what a test acquirer decides by. */
  maskedPan: string;
}

export type OperationOutcome =
  | { kind: "done" }
  | { kind: "refused"; description: string }
  /**
   * Neither the effect nor its absence is known: the acquirer did not answer, nor could it be
   * asked afterwards. The operation stays in progress, its money where step 1 put it, until
   * `recheck` tells how it ended.
   */
  | { kind: "unconfirmed"; reason: string };

/** An outcome that settles the operation one way or the other. */
export type SettledOutcome = Exclude<OperationOutcome, { kind: "unconfirmed" }>;

/** What the portal has recorded as done on the payment, the operation being checked aside. */
export interface RecordedTotals {
  captured: bigint;
  refunded: bigint;
}

interface Operations {
  /** Takes part or all of a held amount; the rest is released. */
  capture(request: OperationRequest): Promise<OperationOutcome>;
  /** Gives captured money back to the card. */
  refund(request: OperationRequest): Promise<OperationOutcome>;
  /** Releases a hold whole (a reversal). */
  void(request: OperationRequest): Promise<OperationOutcome>;
  /**
   * How an operation left in progress ended at the acquirer (its answer never came, or the
   * process asking stopped), found without doing it twice; "unconfirmed" while it cannot tell.
   */
  recheck(kind: OperationKind, request: OperationRequest, recorded: RecordedTotals): Promise<OperationOutcome>;
}

type OperationCalls = Pick<Operations, "capture" | "refund" | "void">;

/** The acquirer's call that performs an operation of this kind. */
export function operationCall(
  operations: OperationCalls,
  kind: OperationKind,
): (request: OperationRequest) => Promise<OperationOutcome> {
  if (kind === "capture") return (request) => operations.capture(request);
  if (kind === "refund") return (request) => operations.refund(request);
  return (request) => operations.void(request);
}

/** `recheck` of an acquirer that takes a repeat of an operation id as the same operation: it is simply asked again. */
export function recheckByAskingAgain(operations: OperationCalls): Operations["recheck"] {
  return (kind, request) => operationCall(operations, kind)(request);
}

export interface DirectAcquirer extends Operations {
  style: "direct";
  authorize(request: AuthorizeRequest): Promise<AcquirerOutcome>;
  completeChallenge(reference: string, code: string): Promise<AcquirerOutcome>;
}

export interface HostedOrderRequest {
  /** Our order id. */
  orderId: string;
  amount: bigint;
  currency: Currency;
  description: string;
  /** The language the acquirer's page speaks. */
  language: Language;
  /** False: only hold the amount (pre-authorisation). */
  capture: boolean;
  /** Where the acquirer's page sends the browser back; the acquirer adds its own query. */
  returnUrl: string;
}

export interface HostedOrder {
  /** The acquirer's id of the order: kept on the attempt, named in every later call. */
  reference: string;
  /** Where to send the customer's browser. */
  redirectUrl: string;
}

/** An order on the acquirer's side as read from it: still open, or decided. */
export type HostedOrderState =
  | { kind: "pending" }
  /**
   * `maskedPan` and `cardBrand` as the acquirer reports the card (first six and last four), and
   * the name typed on its page, when it does.
   */
  | (Approval & { maskedPan: string | null; cardBrand: string | null; cardHolder?: string | null })
  | Decline;

export interface HostedAcquirer extends Operations {
  style: "hosted";
  /** Whose page the customer goes to, as the checkout names it ("Kapital Bank"). */
  displayName: string;
  createOrder(request: HostedOrderRequest): Promise<HostedOrder>;
  readOrder(reference: string): Promise<HostedOrderState>;
}

export type Acquirer = DirectAcquirer | HostedAcquirer;

/**
 * The acquirer's configuration is wrong (a refused login, an unknown terminal): no payment can
 * go through until an operator fixes it. Logged as an error; customers see a decline.
 */
export class AcquirerConfigurationError extends Error {}
