import { useState } from "react";
import { serverError } from "@/lib/api-error";

/**
 * The server answered, so whatever it did is known and the next Confirm is a new request.
 * No answer (network, timeout, a 5xx) or "the first is still running" may hide a refund or a
 * transfer that went through: the retry must carry the same key, so the server answers it once.
 */
function answered(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 500 && serverError(error)?.code !== "INVALID_STATE";
}

/** Nothing came back at all: the operation may or may not have been done. */
export function unanswered(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === "FETCH_ERROR" || status === "TIMEOUT_ERROR";
}

/**
 * One Idempotency-Key per opening of a money dialog (a refund, a transfer; it mounts anew each time),
 * kept across retries of the same Confirm and renewed once the server has answered.
 */
export function useIdempotencyKey() {
  const [key, setKey] = useState(() => crypto.randomUUID());
  return {
    key,
    /** After a failed call: a new key only if the server's answer settled the last one. */
    settle(error: unknown) {
      if (answered(error)) setKey(crypto.randomUUID());
    },
  };
}
