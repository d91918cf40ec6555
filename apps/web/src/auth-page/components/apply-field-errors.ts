import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { serverErrorOf } from "../../light/http";

/**
 * Puts the server's field errors (`validation.*` keys) on the matching form fields, as the
 * portal's forms do. Returns false when none matched, so the caller shows the error as a whole.
 */
export function applyFieldErrors<T extends FieldValues, C, O extends FieldValues>(error: unknown, form: UseFormReturn<T, C, O>): boolean {
  const fields = serverErrorOf(error)?.fields ?? {};
  const values = form.getValues() as Record<string, unknown>;
  const paths = Object.keys(fields).filter((path) => values[path] !== undefined) as Path<T>[];
  for (const path of paths) form.setError(path, { type: "server", message: fields[path] });
  return paths.length > 0;
}
