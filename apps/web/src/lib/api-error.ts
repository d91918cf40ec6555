import { ApiError, type ErrorCode, errorCodes } from "@portal/contracts";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import * as z from "zod/mini";
import { setServerFieldErrors } from "@/auth-page/field-errors";
import { i18n } from "./i18n";

// Lenient about `code`, so a code this build does not know yet still shows the server's text.
const ServerError = z.extend(ApiError, { code: z.string() });
type ServerError = z.infer<typeof ServerError>;

const isKnownCode = (code: string): code is ErrorCode => (errorCodes as readonly string[]).includes(code);

/**
 * The server's error body (DESIGN §5) behind a failed call, if the server answered with
 * one. Network failures, timeouts and unparseable answers (FETCH_ERROR, TIMEOUT_ERROR,
 * PARSING_ERROR) and thrown errors have none.
 */
export function serverError(error: unknown): ServerError | undefined {
  if (typeof error !== "object" || error === null || !("status" in error) || typeof error.status !== "number") {
    return undefined;
  }
  const body = ServerError.safeParse("data" in error ? error.data : undefined);
  return body.success ? body.data : undefined;
}

/** A message for the user, in the current language, for any failed call. */
export function errorMessage(error: unknown): string {
  const body = serverError(error);
  if (!body) return i18n.t("errors.generic");
  if (!isKnownCode(body.code)) return body.message;
  return i18n.t(`errors.${body.code}`, { attemptsLeft: body.attemptsLeft });
}

/** Puts the server's field errors on the matching form fields (auth-page/field-errors.ts). */
export function applyFieldErrors<T extends FieldValues, C, O extends FieldValues>(
  error: unknown,
  form: UseFormReturn<T, C, O>,
): boolean {
  return setServerFieldErrors(serverError(error)?.fields, form);
}
