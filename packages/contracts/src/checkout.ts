import * as z from "zod/mini";
import { CardFields } from "./cards";
import { messages } from "./fields";
import { Installment } from "./invoices";
import { languages } from "./languages";
import { Currency, MajorAmount } from "./money";
import { ProofSolution } from "./proof-of-work";
import { InvoiceStatus, TransactionStatus } from "./payment-statuses";

/**
 * The amount the customer was shown, as the page sends it back (text or number); the server
 * compares it with the invoice's. Named for the documents (as `invoiceAmountSent`).
 */
export const shownAmountSent = z.union([z.number(), z.string()], { error: messages.required });

/**
 * The pay call: the card, plus the amount and currency the customer was shown. The server
 * refuses (409 AMOUNT_CHANGED) when the invoice no longer asks for exactly that, so nobody
 * is charged an amount they did not see. `proof` answers a PROOF_REQUIRED challenge.
 */
export const CardPaymentRequest = z.extend(CardFields, {
  amount: shownAmountSent,
  currency: Currency,
  language: z._default(z.enum(languages), "en"),
  proof: z.optional(ProofSolution),
});
export type CardPaymentRequest = z.input<typeof CardPaymentRequest>;

/**
 * What the public page learns of an attempt's outcome. Why a card was declined (no funds,
 * expired, refused) is for the merchant only: card testers look for that difference.
 */
export const publicResponseCodes = [
  "approved",
  "challengeRequired",
  "declined",
  "authenticationFailed",
  "challengeExpired",
] as const;
export const PublicResponseCode = z.enum(publicResponseCodes);
export type PublicResponseCode = z.infer<typeof PublicResponseCode>;

export const PaymentResult = z.object({
  transactionId: z.uuid(),
  status: TransactionStatus,
  responseCode: PublicResponseCode,
  maskedPan: z.string(),
  rrn: z.nullable(z.string()),
  approvalCode: z.nullable(z.string()),
  /** True when the card's bank asks for a 3-D Secure code before deciding. */
  challenge: z.boolean(),
  /**
   * With a challenge: the secret that answers or leaves it. Only the browser that paid
   * gets it, so nobody else holding the link can cancel the customer's challenge.
   */
  challengeToken: z.nullable(z.string()),
});
export type PaymentResult = z.infer<typeof PaymentResult>;

/**
 * Where the customer types the card: on this page (`direct`), or on the acquirer's own page
 * (`hosted`), whose name the page gives before sending the customer there
 * (docs/hosted-payment-page.md).
 */
export const cardEntryStyles = ["direct", "hosted"] as const;
export type CardEntryStyle = (typeof cardEntryStyles)[number];

export const CardEntry = z.discriminatedUnion("style", [
  z.object({ style: z.literal("direct") }),
  z.object({ style: z.literal("hosted"), acquirerName: z.string() }),
]);
export type CardEntry = z.infer<typeof CardEntry>;

/** What the public payment page shows for an invoice code. */
export const CheckoutInvoice = z.object({
  invoiceCode: z.string(),
  /** The merchant's application: its name and, when it has one, its public logo (`/api/apps/{id}/logo`). */
  merchantName: z.string(),
  merchantLogoUrl: z.nullable(z.string()),
  description: z.string(),
  amount: MajorAmount,
  currency: Currency,
  status: InvoiceStatus,
  /** The form shows only while this is true: unpaid, the link not expired, and the merchant taking payments. */
  payable: z.boolean(),
  /** False while the merchant's application takes no payments (suspended by the provider, or disabled): the page says it is not available. */
  merchantAvailable: z.boolean(),
  preAuth: z.boolean(),
  installment: z.nullable(Installment),
  expireDate: z.iso.datetime(),
  /** The last day the link takes payments (YYYY-MM-DD). */
  linkExpirationDate: z.string(),
  /** The last attempt's outcome, so a reload after a failure still says so. */
  lastAttempt: z.nullable(z.object({ status: TransactionStatus, responseCode: z.nullable(PublicResponseCode) })),
  /**
   * A 3-D Secure challenge waits for its code. Only the browser that paid can answer it
   * (it holds the challenge token); everyone else sees a payment in progress.
   */
  challengePending: z.boolean(),
  /** When the invoice was paid (or the amount held). The card and receipt details are the payer's alone. */
  payment: z.nullable(z.object({ paidAt: z.iso.datetime() })),
  /**
   * An order of the merchant API: where the page sends the customer once paid (or the amount
   * held), the merchant's `returnUrl` with `orderId` in its query. Null for every other invoice.
   */
  returnUrl: z.nullable(z.string()),
  /** The language an order of the merchant API asked for: the page opens in it unless its link names another. */
  language: z.nullable(z.enum(languages)),
  /** Card fields on the page, or a Pay button that sends the customer to the acquirer's page. */
  cardEntry: CardEntry,
});
export type CheckoutInvoice = z.input<typeof CheckoutInvoice>;

/**
 * Starts a payment on the acquirer's own page (the hosted style): the amount and currency the
 * customer was shown (409 AMOUNT_CHANGED otherwise, as with the card), the language for the
 * acquirer's page, and `proof` when PROOF_REQUIRED asked for one.
 */
export const HostedPaymentRequest = z.object({
  amount: shownAmountSent,
  currency: Currency,
  language: z._default(z.enum(languages), "en"),
  proof: z.optional(ProofSolution),
});
export type HostedPaymentRequest = z.input<typeof HostedPaymentRequest>;

/** The attempt made and where to send the browser; only the browser that started it gets `payerToken`. */
export const HostedPaymentStart = z.object({
  transactionId: z.uuid(),
  /** The acquirer's page for this order: the browser goes there. */
  redirectUrl: z.string(),
  /**
   * The secret that reads this attempt's receipt once the acquirer decided it
   * (`…/hosted-payment/{transactionId}/result`); a retry with the same Idempotency-Key gets a new one.
   */
  payerToken: z.string(),
});
export type HostedPaymentStart = z.infer<typeof HostedPaymentStart>;

export const InvoiceCodeParam = z.object({ invoiceCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)) });
export const ChallengeParams = z.extend(InvoiceCodeParam, { transactionId: z.uuid() });
/** Proves the call comes from the browser that started the payment. */
const challengeToken = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
export const ChallengeCancel = z.object({ challengeToken });
/** The attempt on the acquirer's page whose result the starting browser asks for. */
export const HostedPaymentParams = ChallengeParams;
export const HostedPaymentResultRequest = z.object({ payerToken: challengeToken });
export type HostedPaymentResultRequest = z.input<typeof HostedPaymentResultRequest>;
export const ChallengeAnswer = z.object({
  challengeToken,
  code: z.string({ error: messages.required }).check(
    z.trim(),
    z.minLength(1, messages.required),
    z.refine((v) => /^\d{6}$/.test(v), messages.otp),
  ),
});
export type ChallengeAnswer = z.input<typeof ChallengeAnswer>;

/** The request header that makes a payment call safe to retry (DESIGN §3). */
export const IDEMPOTENCY_HEADER = "idempotency-key";
