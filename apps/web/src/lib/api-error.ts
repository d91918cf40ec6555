import { ApiError, type ErrorCode, errorCodes } from "@portal/contracts";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import * as z from "zod/mini";
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

/**
 * Puts the server's field errors (`validation.*` keys) on the matching form fields; the
 * server names nested fields by dotted path (`app.appName`), as react-hook-form does.
 * Returns false when none matched, so the caller shows the error as a whole instead.
 */
export function applyFieldErrors<T extends FieldValues, C, O extends FieldValues>(error: unknown, form: UseFormReturn<T, C, O>): boolean {
  const fields = serverError(error)?.fields ?? {};
  const values = form.getValues() as Record<string, unknown>;
  const hasField = (path: string) => path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values) !== undefined;
  const paths = Object.keys(fields).filter(hasField) as Path<T>[];
  for (const path of paths) form.setError(path, { type: "server", message: fields[path] });
  return paths.length > 0;
}
