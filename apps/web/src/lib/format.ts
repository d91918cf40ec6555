import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type DateInput, formatCalendarDate, formatDate, formatDateTime, formatMoney, formatNumber } from "./intl-format";
import { normalizeLanguage } from "./language";

export * from "./intl-format";

/** The formatters bound to the interface language; they follow a language switch. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.resolvedLanguage ?? null);
  return useMemo(
    () => ({
      language,
      formatDate: (value: DateInput, options?: Intl.DateTimeFormatOptions) => formatDate(value, language, options),
      formatDateTime: (value: DateInput, options?: Intl.DateTimeFormatOptions) => formatDateTime(value, language, options),
      formatNumber: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
      formatMoney: (amount: number, currency: string) => formatMoney(amount, currency, language),
      formatCalendarDate: (date: string) => formatCalendarDate(date, language),
    }),
    [language],
  );
}
