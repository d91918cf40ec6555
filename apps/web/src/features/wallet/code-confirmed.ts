import { serverError } from "@/lib/api-error";

/** The confirmation of one money move (a transfer, a withdrawal, a top-up): the body the code was sent for, the code, and this dialog opening's key. */
export interface CodeConfirmation<Request> {
  request: Request;
  code: string;
  /** A retry after no answer sends the same key, so the server moves the money at most once (docs/money.md "Wallets"). */
  idempotencyKey: string;
}

/** `POST {path}/{OTP}` with the body the code was sent for and the opening's Idempotency-Key (SPEC §4). */
export const confirmationCall =
  (path: string) =>
  <Request>({ request, code, idempotencyKey }: CodeConfirmation<Request>) => ({
    url: `${path}/${encodeURIComponent(code)}`,
    method: "POST",
    body: request,
    headers: { "Idempotency-Key": idempotencyKey },
  });

/**
 * The balances shown may be wrong: the server found less than the screen showed, or the
 * answer was lost and the money may have moved. A refused code or field moved nothing.
 */
const balancesInDoubt = (error: unknown) => {
  const body = serverError(error);
  return !body || body.code === "INSUFFICIENT_BALANCE";
};

/** Asking for a code moves nothing; a refusal for want of money says the balance shown was too high. */
export const refetchAfterCodeRequest = (_result: unknown, error: unknown) =>
  error && serverError(error)?.code === "INSUFFICIENT_BALANCE" ? ["Wallet" as const] : [];

/** Money moved (whatever the answer said: a failed withdrawal gave it back, also a ledger entry), or may have. */
export const refetchAfterConfirmation = (result: unknown, error: unknown) =>
  result || balancesInDoubt(error) ? ["Wallet" as const] : [];
