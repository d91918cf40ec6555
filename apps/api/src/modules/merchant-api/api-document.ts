import { errorStatus } from "@portal/contracts";

/*
 * The merchant API's OpenAPI document (`/api/v1/docs`, `/api/v1/docs/json`): what a developer
 * reads before the first call. Each rule is said once here; the operations and fields carry
 * their own descriptions (packages/contracts/src/merchant-api.ts).
 */

/** The codes a merchant API call may answer, with their HTTP status. */
const apiErrorCodes = [
  "VALIDATION_ERROR",
  "UNAUTHORIZED",
  "NOT_FOUND",
  "INVALID_STATE",
  "IDEMPOTENCY_KEY_REUSED",
  "NOT_REFUNDABLE",
  "NOT_A_HOLD",
  "HOLD_ENDED",
  "HOLD_EXPIRED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "INSUFFICIENT_BALANCE",
  "RATE_LIMITED",
  "INTERNAL",
] as const satisfies readonly (keyof typeof errorStatus)[];

const errorMeanings: Record<(typeof apiErrorCodes)[number], string> = {
  VALIDATION_ERROR:
    "a field is missing or wrong: `fields` names each one with a message key (`validation.amountMin`, …)",
  UNAUTHORIZED: "no key, a wrong one, a rotated one past its grace, or the key of an application that is not live",
  NOT_FOUND: "no such record, or another application's",
  INVALID_STATE:
    "the record's state does not allow it (an order already paid, expired or canceled; a payment under way), or the first request with this `Idempotency-Key` is still running",
  IDEMPOTENCY_KEY_REUSED: "this `Idempotency-Key` came before with another method, path or body",
  NOT_REFUNDABLE: "nothing captured is left to refund",
  NOT_A_HOLD: "capturing or cancelling a payment that is not a hold",
  HOLD_ENDED: "the hold was captured or cancelled already (or is being so)",
  HOLD_EXPIRED: "the hold lapsed after 7 days",
  PAYLOAD_TOO_LARGE: "a body over 1 MB",
  UNSUPPORTED_MEDIA_TYPE: "a body that is not `application/json`",
  INSUFFICIENT_BALANCE: "the wallet holds less than the refund takes from it",
  RATE_LIMITED: "over the application's calls a minute: wait `retryAfter` seconds",
  INTERNAL: "the server failed; nothing is said of why",
};

const errorTable = apiErrorCodes
  .map((code) => `| \`${code}\` | ${errorStatus[code]} | ${errorMeanings[code]} |`)
  .join("\n");

export function merchantApiDescription(ratePerMinute: number) {
  return `What a merchant's own server calls to take payments: create an order and send the customer to its hosted checkout, learn how it ended, refund, capture or cancel it; make and send invoices; read the wallet's balance. The portal shows all of it too, made by "API".

## Money is in minor units

**Every amount in this API is an integer in the currency's minor units**: 2550 is 25.50 AZN (qəpik), 1000 is 10.00 USD (cents). Nothing here takes or gives a decimal amount.

## Authentication

Each application has a **merchant id** (on its page in the portal) and a **secret key** (Applications → the application → Secret key; shown once, when made). Send either

- HTTP Basic with the merchant id as user name and the secret key as password: \`Authorization: Basic base64(merchantId:secretKey)\` (\`curl -u 402718365590:sk_…\`), or
- the secret key alone as a bearer token: \`Authorization: Bearer sk_…\`.

Every call acts on that one application: another application's orders and invoices do not exist for its key (404). Only a **live** application's key is accepted; disabling the application ends it. Keep the key on your server: whoever holds it can refund your payments.

**Rotating the key**: a new key is made in the portal with a code texted to the main user. The old key stops working at once, or, if you choose so then, after a grace of 1 hour or 24 hours, so your servers can switch to the new one without a failed call. A call without a valid key is 401 with \`WWW-Authenticate: Basic realm="merchant-api"\`.

## Idempotency

Every POST takes an \`Idempotency-Key\` header (8 to 100 letters, digits or \`- _ . :\`; a new UUID per operation). The first answer to a key, status and body, **errors included**, is kept for 24 hours, and a retry with the same key gets it again with \`Idempotent-Replayed: true\`, without doing anything twice. The same key with another method, path or body is 409 \`IDEMPOTENCY_KEY_REUSED\`; a retry while the first request is still running is 409 \`INVALID_STATE\` (retry a little later). What is refused before the call runs (401, 429, a 400 of a body that fails validation) is not kept: correct it and send it with the same key. Without the header nothing is kept, and **a retry after a lost answer may create a second order or refund twice**: send the header.

## Rate limits

Each application may make ${ratePerMinute} calls a minute. Every answer says where it stands: \`RateLimit-Limit\` (calls a minute), \`RateLimit-Remaining\` (left in this minute) and \`RateLimit-Reset\` (seconds until the minute ends). Over the limit the call is 429 \`RATE_LIMITED\` with \`Retry-After\` and \`retryAfter\` (seconds).

## Errors

Every error has one shape: \`{"code": "NOT_FOUND", "message": "No such order."}\`, with \`fields\` on a 400 (each wrong field and its message key) and \`retryAfter\` on a 429. \`message\` is English for a developer; decide by \`code\`, which never changes:

| code | status | meaning |
| --- | --- | --- |
${errorTable}

## Orders, step by step

1. \`POST /api/v1/orders\` with the amount, currency and description (and, if you like, the customer, \`returnUrl\`, \`metadata\`); send the customer to the answer's \`checkoutUrl\`.
2. The customer pays by card there. The checkout then sends them to your \`returnUrl\` with \`orderId\`.
3. Read \`GET /api/v1/orders/{orderId}\` (or take the webhook): \`status\` \`paid\` (or \`preAuth\` for a hold) is money taken.
4. Refund (\`POST …/refunds\`), capture a hold (\`…/capture\`) or cancel (\`…/cancel\`) as your shop needs.`;
}
