import { ApiError } from "@portal/contracts";
import * as z from "zod/mini";

// Lenient about `code`, so a code this build does not know yet still shows the server's text.
const ServerError = z.extend(ApiError, { code: z.string() });
export type ServerError = z.infer<typeof ServerError>;

/**
 * The server's error body (DESIGN §5) behind a failed call, with the HTTP status. Network
 * failures, timeouts and unreadable answers have no body.
 */
export function serverError(error: unknown): (ServerError & { status: number }) | undefined {
  if (typeof error !== "object" || error === null || !("status" in error) || typeof error.status !== "number") {
    return undefined;
  }
  const body = ServerError.safeParse("data" in error ? error.data : undefined);
  return body.success ? { ...body.data, status: error.status } : undefined;
}

/** The HTTP status of a failed call, if the server answered at all. */
export const statusOf = (error: unknown) => serverError(error)?.status;
