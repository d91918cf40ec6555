import * as z from "zod/mini";
import { ProofChallenge } from "./proof-of-work";

/** Every error code the API answers with, and its HTTP status (DESIGN §5). */
export const errorStatus = {
  VALIDATION_ERROR: 400,
  /** A merchant-API request with a property or query parameter the call does not take (`fields` names each). */
  UNKNOWN_PARAMETER: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_NOT_CONFIRMED: 403,
  EMAIL_NOT_VERIFIED: 403,
  /** The call changes how the account is reached (e-mail, phone): the user must prove who they are again first (`POST api/reauthenticate`). */
  REAUTHENTICATION_REQUIRED: 403,
  /** The account requires a strong sign-in method of this sub-user, who has none yet: only Settings → Security opens until they add one. */
  STRONG_METHOD_REQUIRED: 403,
  /** A user manager gave more than they hold, or acted on someone with more. */
  GRANT_BEYOND_OWN: 403,
  NOT_FOUND: 404,
  INVALID_STATE: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  AMOUNT_CHANGED: 409,
  /** A hold already completed or cancelled (or one being so right now). */
  HOLD_ENDED: 409,
  /** A hold past its 7 days: the card's bank released it. */
  HOLD_EXPIRED: 409,
  /** Completing or cancelling a transaction that is not a hold. */
  NOT_A_HOLD: 409,
  /** Refunding a transaction with nothing captured (a hold, a decline). */
  NOT_REFUNDABLE: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** A body in a format the call does not read (it takes JSON). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNSUPPORTED_FILE: 415,
  /** An upload sent other than as multipart/form-data. */
  MULTIPART_REQUIRED: 415,
  /** An image whose content is damaged or cut short. */
  IMAGE_CORRUPT: 422,
  /** An image wider or taller than the server decodes. */
  IMAGE_TOO_MANY_PIXELS: 422,
  /** A spreadsheet that cannot be read as invoices: damaged, empty, or without the sample table's columns (`fields` names each missing one). */
  SPREADSHEET_INVALID: 422,
  /** A spreadsheet beyond what the server unpacks or reads: too many rows or sheets, or a zip that unpacks too large. */
  SPREADSHEET_TOO_LARGE: 422,
  OTP_INVALID: 422,
  OTP_EXPIRED: 422,
  RESET_LINK_INVALID: 422,
  LINK_INVALID: 422,
  ESIGN_FAILED: 422,
  /** A draft sent to review without what review needs; `fields` names each missing part. */
  APPLICATION_INCOMPLETE: 422,
  /** The application's wallet holds less than the refund takes from it. */
  INSUFFICIENT_BALANCE: 422,
  /** An invoice or payment above the largest single payment the provider allows the account. */
  AMOUNT_ABOVE_LIMIT: 422,
  /** A payout or top-up would take what the account sent in 24 hours above the provider's daily cap. */
  PAYOUT_DAILY_CAP: 422,
  /** The provider's bank cannot pay this way (PAYOUT_BANK=iso20022 pays withdrawals to an IBAN only). */
  PAYOUT_METHOD_UNAVAILABLE: 422,
  /** A bank statement that is not a camt.053 or camt.054 the server reads, or is hostile (DTDs, entities, too large). */
  STATEMENT_INVALID: 422,
  /** An acquirer settlement report that does not follow the documented CSV mapping (docs/reconciliation.md); `message` names the line. */
  SETTLEMENT_FILE_INVALID: 422,
  /** The acquirer refused a capture, refund or reversal; nothing changed. */
  OPERATION_DECLINED: 422,
  /** A webhook URL whose host is, or resolves to, a private or reserved address (`fields.url`). */
  WEBHOOK_URL_NOT_PUBLIC: 422,
  PROOF_REQUIRED: 428,
  OTP_RESEND_TOO_SOON: 429,
  RATE_LIMITED: 429,
  /** A client address has started too many registrations in the last hour (a network, not a phone, is refused). */
  TOO_MANY_REGISTRATIONS: 429,
  ACCOUNT_LOCKED: 429,
  INTERNAL: 500,
  /**
   * The acquirer did not confirm a capture, refund or reversal either way: the operation stays
   * in progress (its money where it was put) until the recheck job learns how it ended.
   */
  OPERATION_UNCONFIRMED: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

export const ApiError = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  /** Field name to a `validation.*` message key. */
  fields: z.optional(z.record(z.string(), z.string())),
  /** Each of `fields` as an English sentence, its name in place of the screen's label: what a server logs. */
  fieldMessages: z.optional(z.record(z.string(), z.string())),
  /** Each of `fields` in the caller's language (Accept-Language), on the portal's calls when it is not English. */
  localFieldMessages: z.optional(z.record(z.string(), z.string())),
  /** Seconds until the call may be tried again (429). */
  retryAfter: z.optional(z.number().check(z.int())),
  /** Tries left on a one-time code (OTP_INVALID). */
  attemptsLeft: z.optional(z.number().check(z.int())),
  /** What to solve before trying again (PROOF_REQUIRED). */
  proof: z.optional(ProofChallenge),
  /** The request's id, as in its `X-Request-Id` header and the server's log lines: what support asks for. */
  requestId: z.optional(z.string()),
});
export type ApiError = z.infer<typeof ApiError>;
