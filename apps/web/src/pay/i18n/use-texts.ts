import type { Region } from "@portal/contracts";
import { regionTimeZone, regionZoneLabel } from "@portal/contracts/times";
import { useMemo } from "react";
import { formatCalendarDate, formatDateTime, formatMoney, formatNumber } from "../../lib/intl-format";
import { serverErrorOf } from "../../light/http";
import { hasKey } from "../../light/i18n/translator";
import { useLocale } from "./translator";

/**
 * Everything the page says, in its language: the translator, money and dates, the text
 * for a failed call (by its error code, as the portal's errorMessage) and for a field's
 * broken rule (its `validation.*` key with the field's label, as validationMessage).
 */
export function useTexts() {
  const { language, messages, t } = useLocale();
  return useMemo(
    () => ({
      t,
      language,
      money: (amount: number, currency: string) => formatMoney(amount, currency, language),
      /** An amount without its currency, as money shows it (a range's ends, before the currency said once). */
      decimal: (amount: number) =>
        formatNumber(amount, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      calendarDate: (date: string) => formatCalendarDate(date, language),
      /** A moment on the region's clock, saying which: "5 Mar 2026, 14:30 (Baku, GMT+4)" (DESIGN §3). */
      regionDateTime: (value: string, region: Region) =>
        `${formatDateTime(value, language, regionTimeZone[region])} (${regionZoneLabel(region, language, value)})`,
      failure(error: unknown): string {
        const body = serverErrorOf(error);
        if (!body) return t("errors.generic");
        const key = `errors.${body.code}`;
        // A code this page does not name still shows the server's own text.
        return hasKey(messages, key) ? t(key) : body.message;
      },
      fieldIssue(key: string, label: string): string {
        return hasKey(messages, key) ? t(key, { field: label }) : t("validation.invalid", { field: label });
      },
    }),
    [language, messages, t],
  );
}
