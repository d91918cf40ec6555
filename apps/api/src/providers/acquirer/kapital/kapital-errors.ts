import { AcquirerConfigurationError } from "../acquirer";

/** Kapital Bank answered with an error: `{"errorCode": "…", "errorDescription": "…"}` and a non-2xx status. */
export class KapitalError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
    call: string,
  ) {
    super(`Kapital Bank refused ${call}: ${status} ${code}${description ? ` (${description})` : ""}`);
  }
}

/** No readable answer came: the connection failed, the time ran out, or the body made no sense. Whether the bank acted is unknown. */
export class KapitalNoAnswer extends Error {}

// The bank says it could not finish, not that it refused: like no answer, the effect is unknown.
const UNFINISHED = new Set(["ServiceError", "PmoUnreachable"]);

/** Whether the call may have taken effect without our hearing of it (see reconciliation in docs/kapital-bank.md). */
export function isOutcomeUnknown(err: unknown): boolean {
  return (
    err instanceof KapitalNoAnswer || (err instanceof KapitalError && (err.status >= 500 || UNFINISHED.has(err.code)))
  );
}

// The terminal's own credentials or account: nothing goes through until an operator acts.
const CONFIGURATION: Record<string, string> = {
  InvalidLogin: "Kapital Bank refused the terminal's login: check KAPITAL_LOGIN and KAPITAL_PASSWORD",
  NeedChangePwd: "Kapital Bank wants the terminal's password changed: set the new one in KAPITAL_PASSWORD",
  PwdTryLimitExceeded:
    "Kapital Bank locked the terminal's login after too many wrong passwords: ask the bank to unlock it, then check KAPITAL_PASSWORD",
  InvalidCert: "Kapital Bank refused the terminal's certificate: ask the bank which one KAPITAL_LOGIN must use",
};

/** The configuration error an answer means, if it means one; a bare 401 is a refused login too. */
export function configurationErrorOf(status: number, code: string | null): AcquirerConfigurationError | null {
  const message = (code && CONFIGURATION[code]) ?? (status === 401 ? CONFIGURATION.InvalidLogin : undefined);
  return message ? new AcquirerConfigurationError(message) : null;
}

// What the portal shows the merchant when the bank refuses a capture, refund or reversal.
const REFUSALS: Record<string, string> = {
  InvalidAmt: "The amount is more than the bank allows for this payment",
  InvalidOrderState: "The payment's state at the bank does not allow this operation",
  InvalidTran: "The bank found no transaction this operation applies to",
  InvalidTranLink: "The bank found no transaction this operation applies to",
  OperationProhibited: "The bank does not allow this operation on this payment",
  TranProhibited: "The bank does not allow this operation on this payment",
  PmoDecline: "The card's processor declined the operation",
  InvalidRequest: "The bank could not read the request",
};

/** The short English reason for a refusal the portal shows. */
export function refusalDescription(code: string): string {
  return REFUSALS[code] ?? `The bank refused the operation (${code})`;
}
