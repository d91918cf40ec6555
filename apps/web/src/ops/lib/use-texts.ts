import type { Language } from "@portal/contracts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { OpsKey } from "./i18n";
import { serverError } from "./server-error";

export type Translate = (key: OpsKey, values?: Record<string, string | number>) => string;

/** Codes whose portal text speaks to merchants (an unlock link, a page to refresh): the console says its own. */
const consoleWords = new Set(["OTP_INVALID", "ACCOUNT_LOCKED", "INVALID_STATE"]);

/**
 * Everything the console says, in its language: the translator with the console's typed keys,
 * the text for a failed call (by its error code, from the portal's `errors` texts) and for a
 * field's broken rule (its `validation.*` key with the field's label).
 */
export function useTexts() {
  // The console's own i18next (I18nextProvider): its `t` typed with the console's keys, not the portal's.
  const { t: translate, i18n } = useTranslation();
  return useMemo(() => {
    const t = translate as unknown as Translate;
    const has = (key: string): key is OpsKey => i18n.exists(key);
    return {
      t,
      language: (i18n.resolvedLanguage ?? i18n.language) as Language,
      /**
       * What went wrong with a call, for the user. `said` gives a screen's own words for a code
       * whose meaning depends on the call (INVALID_STATE: what changed meanwhile).
       */
      failure(error: unknown, said: Partial<Record<string, OpsKey>> = {}): string {
        const body = serverError(error);
        if (!body) return t("errors.generic");
        const screenWords = said[body.code];
        if (screenWords) return t(screenWords);
        const own = `ops.errors.${body.code}`;
        const portal = `errors.${body.code}`;
        const text =
          consoleWords.has(body.code) && !(body.code === "OTP_INVALID" && body.attemptsLeft !== undefined) && has(own)
            ? t(own)
            : has(portal)
              ? t(portal, { attemptsLeft: body.attemptsLeft ?? "" })
              : body.message;
        return body.retryAfter
          ? `${text} ${t("ops.errors.retryAfter", { minutes: Math.max(1, Math.ceil(body.retryAfter / 60)) })}`
          : text;
      },
      /** A field's broken rule: "Email is required"; a rule this build does not know still names the field. */
      fieldIssue(key: string, field: string): string {
        return has(key) ? t(key, { field }) : t("validation.invalid", { field });
      },
    };
  }, [translate, i18n]);
}
