import { createContext, useContext, useMemo } from "react";
import { serverErrorOf } from "../../light/http";
import { hasKey, type KeyOf, type Locale } from "../../light/i18n/translator";
import type { AuthMessages } from "./messages";

export type AuthKey = KeyOf<AuthMessages>;

export const LocaleContext = createContext<Locale<AuthMessages> | null>(null);

export function useLocale(): Locale<AuthMessages> {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error("useLocale outside the signed-out page");
  return locale;
}

/**
 * Everything the page says, in its language: the translator, the text for a failed call
 * (by its error code, as the portal's errorMessage) and for a field's broken rule (its
 * `validation.*` key with the field's label, as the portal's validationMessage).
 */
export function useTexts() {
  const { messages, t } = useLocale();
  return useMemo(
    () => ({
      t,
      failure(error: unknown): string {
        const body = serverErrorOf(error);
        if (!body) return t("errors.generic");
        const key = `errors.${body.code}`;
        // A code this page does not name still shows the server's own text.
        return hasKey(messages, key) ? t(key, { attemptsLeft: body.attemptsLeft ?? "" }) : body.message;
      },
      fieldIssue(key: string, label: string): string {
        return hasKey(messages, key) ? t(key, { field: label }) : t("validation.invalid", { field: label });
      },
    }),
    [messages, t],
  );
}
