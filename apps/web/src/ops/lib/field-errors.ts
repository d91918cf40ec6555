import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { serverError } from "./server-error";

/**
 * Puts the server's field errors (`fields`: field → `validation.*` key) on the form's
 * fields of those names. False when none matched: the caller then says the error as a whole.
 */
export function applyFieldErrors<T extends FieldValues, C, O extends FieldValues>(
  error: unknown,
  form: UseFormReturn<T, C, O>,
): boolean {
  const fields = serverError(error)?.fields ?? {};
  const values = form.getValues() as Record<string, unknown>;
  const names = Object.keys(fields).filter((name) => name in values) as Path<T>[];
  names.forEach((name, i) => form.setError(name, { type: "server", message: fields[name] }, { shouldFocus: i === 0 }));
  return names.length > 0;
}
