import type { Currency } from "@portal/contracts";

/**
 * Where a payout goes: a card known by an id (ours for an application's own card, the bank's
 * token for a recipient's card) and its masked number, never its whole number; an IBAN; or a
 * mobile wallet's phone number.
 */
export type PayoutDestination =
  | { kind: "card"; cardId: string; maskedPan: string }
  | { kind: "iban"; iban: string }
  | { kind: "phone"; phone: string };

/** Someone else's account as the merchant typed it, to look up before paying. */
export type LookupTarget =
  { kind: "card"; cardNumber: string } | { kind: "iban"; iban: string } | { kind: "phone"; phone: string };

export type LookupResult =
  | { found: true; destination: PayoutDestination; fullName: string; bankName: string | null }
  /** No account, card or mobile wallet there; `reason` in English, for the merchant. */
  | { found: false; reason: string };

export interface PayoutRequest {
  /** Ours: the bank treats a repeat with the same one as the same payout. */
  reference: string;
  amount: bigint;
  currency: Currency;
  destination: PayoutDestination;
  /** Whose money and why, as a bank file names them: the legal name it goes to and the remittance text. */
  order: {
    operation: "withdrawal" | "payout";
    accountId: string;
    appId: string;
    creditorName: string;
    remittance: string;
  };
}

export type PayoutOutcome =
  | { kind: "sent"; bankReference: string }
  | { kind: "failed"; reason: string }
  /** Taken, not yet settled: ask again with `check`. */
  | { kind: "pending"; bankReference: string };

/**
 * The bank that moves money out of the product (withdrawals, top-ups, payouts): the sandbox
 * one (an API that answers at once), or the provider's bank through ISO 20022 files
 * (`PAYOUT_BANK=iso20022`, docs/bank-files.md), behind the same calls.
 */
export interface PayoutBank {
  /** Where it can send money: a file bank pays IBANs only. */
  destinations: readonly PayoutDestination["kind"][];
  /** Whether it pays other people's accounts (payouts, top-ups), which needs the look-up below. */
  paysOthers: boolean;
  /** `api`: `send` and `check` tell how a payment ended; `statement`: only a bank statement does (docs/bank-files.md). */
  answersBy: "api" | "statement";
  /** Whose the account is: the holder's name and what to tell `send`. The whole card number goes no further. */
  lookup(target: LookupTarget): Promise<LookupResult>;
  send(request: PayoutRequest): Promise<PayoutOutcome>;
  /** A pending payout's state at `now`; `sentAt` is when it was sent. */
  check(request: PayoutRequest & { bankReference: string; sentAt: Date; now: Date }): Promise<PayoutOutcome>;
}
