import { i18n } from "./i18n";

/**
 * Translates a field's `validation.*` message key (from the shared schemas or the API's
 * `fields`) with the field's label, e.g. "Email is required". An unknown key still tells
 * the user which field is wrong.
 */
export function validationMessage(key: string, field: string): string {
  return i18n.exists(key) ? i18n.t(key as "validation.required", { field }) : i18n.t("validation.invalid", { field });
}
