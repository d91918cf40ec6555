import { ApiError, type ErrorCode, errorStatus } from "@portal/contracts";
import * as z from "zod/mini";

/**
 * A route's error answers from the codes it declares (issue: errors per call): one response
 * per HTTP status, each saying exactly which `code`s it carries, so the document lists what the
 * call can answer rather than every code of the product. The error handler (plugins/errors.ts)
 * sends a code a route did not declare all the same, and logs that the document is wrong.
 */
type ErrorStatus = (typeof errorStatus)[ErrorCode];

export function errorAnswers(codes: readonly ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = errorStatus[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      z.extend(ApiError, { code: z.enum(list as [ErrorCode, ...ErrorCode[]]) }),
    ]),
  ) as { [status in ErrorStatus]?: typeof ApiError };
}

/** What the error handler logs for a code a route did not declare; tests fail on it (test-support/test-app.ts). */
export const UNDOCUMENTED_ERROR = "an error answer the call's document does not list";
