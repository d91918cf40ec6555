import type { HostedPaymentStart, PaymentResult } from "@portal/contracts";

/**
 * What only the browser that paid may know of its payment, kept in this tab's session
 * storage per invoice code so a reload carries on: the 3-D Secure challenge it can still
 * answer, and the receipt of its payment. The public view of the invoice says neither.
 * Only the server's masked card number is kept; the number and CVV never are.
 */
export type OpenChallenge = Pick<PaymentResult, "transactionId" | "maskedPan"> & { challengeToken: string };
export type PaymentReceipt = Pick<PaymentResult, "maskedPan" | "rrn" | "approvalCode">;

/**
 * A payment this tab started on a hosted acquirer's page: the attempt, the secret that reads
 * its result, and the acquirer's page, to go back to while the attempt is still open there.
 */
export type HostedPayment = HostedPaymentStart;

const storageKey = (kind: "challenge" | "receipt" | "hosted", invoiceCode: string) => `checkout:${kind}:${invoiceCode}`;

type Stored = Record<string, unknown>;
const isText = (value: unknown): value is string => typeof value === "string";
const isTextOrNull = (value: unknown) => value === null || isText(value);

/** Only what this page wrote is taken back: anything else in storage reads as nothing kept. */
const asChallenge = (v: Stored): OpenChallenge | null =>
  isText(v.transactionId) && isText(v.maskedPan) && isText(v.challengeToken) && v.challengeToken !== ""
    ? { transactionId: v.transactionId, maskedPan: v.maskedPan, challengeToken: v.challengeToken }
    : null;
const asReceipt = (v: Stored): PaymentReceipt | null =>
  isText(v.maskedPan) && isTextOrNull(v.rrn) && isTextOrNull(v.approvalCode)
    ? { maskedPan: v.maskedPan, rrn: v.rrn as string | null, approvalCode: v.approvalCode as string | null }
    : null;

const asHostedPayment = (v: Stored): HostedPayment | null =>
  isText(v.transactionId) && isText(v.payerToken) && v.payerToken !== "" && isText(v.redirectUrl)
    ? { transactionId: v.transactionId, payerToken: v.payerToken, redirectUrl: v.redirectUrl }
    : null;

function load<T>(read: (value: Stored) => T | null, key: string): T | null {
  try {
    const stored = sessionStorage.getItem(key);
    if (stored === null) return null;
    const value: unknown = JSON.parse(stored);
    return typeof value === "object" && value !== null ? read(value as Stored) : null;
  } catch {
    // Unreadable or storage disabled: the page falls back to what the server says.
    return null;
  }
}

function save(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): only a reload loses the challenge or receipt.
  }
}

function forget(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}

/** What this browser kept of its own payment of the invoice. */
export interface Remembered {
  challenge: OpenChallenge | null;
  receipt: PaymentReceipt | null;
}

/** Another browser, or this one before it paid, or the server rendering the page: nothing kept. */
export const nothingRemembered: Remembered = { challenge: null, receipt: null };

export const rememberedOf = (invoiceCode: string): Remembered => ({
  challenge: load(asChallenge, storageKey("challenge", invoiceCode)),
  receipt: load(asReceipt, storageKey("receipt", invoiceCode)),
});

/** The challenge is over (answered, left, timed out, or not this browser's): nothing to resume. */
export const forgetChallenge = (invoiceCode: string) => forget(storageKey("challenge", invoiceCode));

/** Keeps what an answer from the server leaves for this browser alone. */
export function rememberResult(invoiceCode: string, result: PaymentResult) {
  if (result.challenge && result.challengeToken) {
    const { transactionId, maskedPan, challengeToken } = result;
    save(storageKey("challenge", invoiceCode), { transactionId, maskedPan, challengeToken } satisfies OpenChallenge);
    return;
  }
  forgetChallenge(invoiceCode);
  if (result.status === "success" || result.status === "preAuth") {
    const { maskedPan, rrn, approvalCode } = result;
    save(storageKey("receipt", invoiceCode), { maskedPan, rrn, approvalCode } satisfies PaymentReceipt);
  }
}

/** Kept as the tab leaves for the acquirer's page, so the page it comes back to can ask how the payment ended. */
export const keepHostedPayment = (invoiceCode: string, started: HostedPayment) =>
  save(storageKey("hosted", invoiceCode), {
    transactionId: started.transactionId,
    payerToken: started.payerToken,
    redirectUrl: started.redirectUrl,
  });

/** The payment this tab started on the acquirer's page and has not heard the end of. */
export const hostedPaymentOf = (invoiceCode: string): HostedPayment | null =>
  load(asHostedPayment, storageKey("hosted", invoiceCode));

/** The payment on the acquirer's page ended (or is not this tab's to ask about any more). */
export const forgetHostedPayment = (invoiceCode: string) => forget(storageKey("hosted", invoiceCode));
