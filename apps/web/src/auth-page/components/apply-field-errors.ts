import type { FieldValues, UseFormReturn } from "react-hook-form";
import { serverErrorOf } from "../../light/http";
import { setServerFieldErrors } from "../field-errors";

/** Puts the server's field errors on the matching form fields, as the portal's forms do (auth-page/field-errors.ts). */
export function applyFieldErrors<T extends FieldValues, C, O extends FieldValues>(
  error: unknown,
  form: UseFormReturn<T, C, O>,
): boolean {
  return setServerFieldErrors(serverErrorOf(error)?.fields, form);
}
