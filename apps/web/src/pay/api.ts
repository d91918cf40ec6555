import type {
  CardPaymentRequest,
  ChallengeAnswer,
  CheckoutInvoice,
  HostedPaymentRequest,
  HostedPaymentStart,
  IDEMPOTENCY_HEADER,
  Language,
  PaymentResult,
} from "@portal/contracts";
import { CallFailed, jsonCaller } from "../light/http";

/** The contract's header name, checked against it by the compiler: the value itself stays out of the bundle's zod. */
const idempotencyHeader: typeof IDEMPOTENCY_HEADER = "idempotency-key";

/**
 * No answer, or a server fault: the payment may or may not have gone through, so a retry
 * must carry the same Idempotency-Key.
 */
export const outcomeUnknown = (error: unknown) =>
  !(error instanceof CallFailed) || error.status === "noAnswer" || error.status >= 500;

/** An unknown code or merchant, or one that cannot be one at all. */
export const isUnknownLink = (error: unknown) =>
  error instanceof CallFailed && (error.status === 404 || error.status === 400);

export interface PayArgs<Body = CardPaymentRequest> {
  /** One per submission; the same again when that submission is retried, or resent with a proof (DESIGN §3). */
  idempotencyKey: string;
  body: Body;
}

interface ApiSettings {
  /** Absolute, or "/" for the page's own origin (runtime config). */
  apiBaseUrl: string;
  invoiceCode: string;
  /** Sent as Accept-Language, as the portal's client does. */
  language: Language;
}

/**
 * The public checkout calls (DESIGN §1) over plain fetch: no session, nothing cached (a
 * reload must show what the invoice is now), and the card only in the request's body.
 * Answers are taken as the server's contract types: the server validates them on the way out.
 */
export function checkoutApi({ apiBaseUrl, invoiceCode, language }: ApiSettings) {
  const base = `api/checkout/${encodeURIComponent(invoiceCode)}`;

  const call = jsonCaller({ apiBaseUrl, language });

  return {
    readInvoice: () => call<CheckoutInvoice>(base),
    pay: ({ idempotencyKey, body }: PayArgs) =>
      call<PaymentResult>(`${base}/pay`, { body, headers: { [idempotencyHeader]: idempotencyKey } }),
    /** The 3-D Secure code the card's bank sent the customer. */
    answerChallenge: (transactionId: string, body: ChallengeAnswer) =>
      call<PaymentResult>(`${base}/challenge/${encodeURIComponent(transactionId)}`, { body }),
    /** The customer gives up the 3-D Secure step: the attempt fails. */
    cancelChallenge: (transactionId: string, challengeToken: string) =>
      call<PaymentResult>(`${base}/challenge/${encodeURIComponent(transactionId)}/cancel`, {
        body: { challengeToken },
      }),
    /** The hosted style: the attempt and the acquirer's page to send the browser to. */
    startHostedPayment: ({ idempotencyKey, body }: PayArgs<HostedPaymentRequest>) =>
      call<HostedPaymentStart>(`${base}/hosted-payment`, { body, headers: { [idempotencyHeader]: idempotencyKey } }),
    /** How this browser's payment on the acquirer's page ended (the server asks the acquirer), with its receipt. */
    hostedPaymentResult: (transactionId: string, payerToken: string) =>
      call<PaymentResult>(`${base}/hosted-payment/${encodeURIComponent(transactionId)}/result`, {
        body: { payerToken },
      }),
  };
}
export type CheckoutApi = ReturnType<typeof checkoutApi>;
