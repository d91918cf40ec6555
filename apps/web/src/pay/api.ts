import type { CardPaymentRequest, ChallengeAnswer, CheckoutInvoice, IDEMPOTENCY_HEADER, Language, PaymentResult, ProofChallenge } from "@portal/contracts";

/** As long as the portal's own client waits for an answer. */
const TIMEOUT_MS = 30_000;
/** The contract's header name, checked against it by the compiler: the value itself stays out of the bundle's zod. */
const idempotencyHeader: typeof IDEMPOTENCY_HEADER = "idempotency-key";

/** The error body of DESIGN §5, as far as the page reads it. */
export interface ServerError {
  code: string;
  message: string;
  fields?: Record<string, string>;
  proof?: ProofChallenge;
}

const isServerError = (body: unknown): body is ServerError =>
  typeof body === "object" && body !== null && typeof (body as ServerError).code === "string" && typeof (body as ServerError).message === "string";

/**
 * A call that did not succeed: the HTTP status and the server's error body, or no status
 * at all when no usable answer came (no network, timeout, an unreadable answer).
 */
export class CallFailed extends Error {
  constructor(
    readonly status: number | "noAnswer",
    readonly body?: ServerError,
  ) {
    super(body?.message ?? `checkout call failed: ${status}`);
  }
}

/** The server's error body behind a failure, if it sent one. */
export const serverErrorOf = (error: unknown) => (error instanceof CallFailed ? error.body : undefined);

/**
 * No answer, or a server fault: the payment may or may not have gone through, so a retry
 * must carry the same Idempotency-Key.
 */
export const outcomeUnknown = (error: unknown) => !(error instanceof CallFailed) || error.status === "noAnswer" || error.status >= 500;

/** An unknown code, or one that cannot be a code at all. */
export const isUnknownLink = (error: unknown) => error instanceof CallFailed && (error.status === 404 || error.status === 400);

export interface PayArgs {
  /** One per submission; the same again when that submission is retried, or resent with a proof (DESIGN §3). */
  idempotencyKey: string;
  body: CardPaymentRequest;
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

  async function call<T>(path: string, init: { body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
    const url = new URL(path, new URL(apiBaseUrl, window.location.origin));
    const headers: Record<string, string> = { "accept-language": language, ...init.headers };
    if (init.body !== undefined) headers["content-type"] = "application/json";
    let response: Response;
    try {
      response = await fetch(url, {
        method: init.body === undefined ? "GET" : "POST",
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        cache: "no-store",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new CallFailed("noAnswer");
    }
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      throw new CallFailed(response.ok ? "noAnswer" : response.status);
    }
    if (!response.ok) throw new CallFailed(response.status, isServerError(data) ? data : undefined);
    return data as T;
  }

  return {
    readInvoice: () => call<CheckoutInvoice>(base),
    pay: ({ idempotencyKey, body }: PayArgs) => call<PaymentResult>(`${base}/pay`, { body, headers: { [idempotencyHeader]: idempotencyKey } }),
    /** The 3-D Secure code the card's bank sent the customer. */
    answerChallenge: (transactionId: string, body: ChallengeAnswer) => call<PaymentResult>(`${base}/challenge/${encodeURIComponent(transactionId)}`, { body }),
    /** The customer gives up the 3-D Secure step: the attempt fails. */
    cancelChallenge: (transactionId: string, challengeToken: string) =>
      call<PaymentResult>(`${base}/challenge/${encodeURIComponent(transactionId)}/cancel`, { body: { challengeToken } }),
  };
}
export type CheckoutApi = ReturnType<typeof checkoutApi>;
