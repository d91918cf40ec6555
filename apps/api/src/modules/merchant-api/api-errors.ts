import type { ErrorCode } from "@portal/contracts";
import { errorAnswers } from "@/lib/error-answers";

/** Every keyed call: a malformed request (a NUL anywhere), the key, the per-application limit, and what no request can help. */
const KEYED: ErrorCode[] = ["VALIDATION_ERROR", "UNAUTHORIZED", "RATE_LIMITED", "INTERNAL", "UNAVAILABLE"];
/** A call with a query or body schema: names it does not take are refused (a path's parameters alone take no others). */
const STRICT: ErrorCode[] = ["UNKNOWN_PARAMETER"];
/** A POST: a body is read whether or not the call takes one. */
const POSTED: ErrorCode[] = ["PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"];
/** An `Idempotency-Key` reused with another request, or sent again while the first still runs. */
const IDEMPOTENT: ErrorCode[] = [...POSTED, "IDEMPOTENCY_KEY_REUSED", "INVALID_STATE"];
const HOLD: ErrorCode[] = ["NOT_FOUND", "NOT_A_HOLD", "HOLD_ENDED", "HOLD_EXPIRED"];

/**
 * The error answers of each merchant-API call: the codes it can answer, by status, for its
 * document (lib/error-answers.ts). `errors-per-call.test.ts` causes every one of them but the 5xx.
 */
export const v1Errors = {
  createOrder: errorAnswers([...KEYED, ...STRICT, ...IDEMPOTENT]),
  listOrders: errorAnswers([...KEYED, ...STRICT]),
  getOrder: errorAnswers([...KEYED, "NOT_FOUND"]),
  refundOrder: errorAnswers([
    ...KEYED,
    ...STRICT,
    ...IDEMPOTENT,
    "NOT_FOUND",
    "NOT_REFUNDABLE",
    "INSUFFICIENT_BALANCE",
  ]),
  captureOrder: errorAnswers([...KEYED, ...STRICT, ...IDEMPOTENT, ...HOLD]),
  // A held order's hold is reversed; an unpaid order canceled; one under way, expired or canceled is INVALID_STATE.
  cancelOrder: errorAnswers([...KEYED, ...IDEMPOTENT, ...HOLD]),
  createInvoice: errorAnswers([...KEYED, ...STRICT, ...IDEMPOTENT, "AMOUNT_ABOVE_LIMIT"]),
  getInvoice: errorAnswers([...KEYED, "NOT_FOUND"]),
  getBalance: errorAnswers(KEYED),
};
