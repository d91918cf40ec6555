import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { applyFieldErrors, serverError } from "@/lib/api-error";

/**
 * Puts the server's field errors (e-mail or phone taken, more given than held) on the form,
 * and names the first of them in the form's order, to focus; null when none is the form's.
 */
export function putFieldErrors<T extends FieldValues, O extends FieldValues>(
  error: unknown,
  form: UseFormReturn<T, unknown, O>,
  order: readonly Path<T>[],
) {
  if (!applyFieldErrors(error, form)) return null;
  const fields = serverError(error)?.fields ?? {};
  return order.find((name) => name in fields) ?? null;
}
