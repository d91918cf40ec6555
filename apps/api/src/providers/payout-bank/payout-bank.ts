import type { Currency } from "@portal/contracts";

/** Where a payout goes: a card known to us by its id and masked number (never its whole number), or an IBAN. */
export type PayoutDestination = { kind: "card"; cardId: string; maskedPan: string } | { kind: "iban"; iban: string };

export interface PayoutRequest {
  /** Ours: the bank treats a repeat with the same one as the same payout. */
  reference: string;
  amount: bigint;
  currency: Currency;
  destination: PayoutDestination;
}

export type PayoutOutcome =
  | { kind: "sent"; bankReference: string }
  | { kind: "failed"; reason: string }
  /** Taken, not yet settled: ask again with `check`. */
  | { kind: "pending"; bankReference: string };

/**
 * The bank that moves money out of the product (withdrawals, top-ups, payouts): the
 * sandbox one here, a real bank's API later, behind the same two calls.
 */
export interface PayoutBank {
  send(request: PayoutRequest): Promise<PayoutOutcome>;
  /** A pending payout's state at `now`; `sentAt` is when it was sent. */
  check(request: PayoutRequest & { bankReference: string; sentAt: Date; now: Date }): Promise<PayoutOutcome>;
}
