import { regionTimeZone, regionZoneLabel } from "@portal/contracts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { runtimeConfig } from "@/config/runtime-config";
import {
  type DateInput,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
} from "./intl-format";
import { normalizeLanguage } from "./language";

export * from "./intl-format";

/**
 * The formatters bound to the interface language and to the region's clock (DESIGN §3):
 * a payment at 01:09 UTC reads 05:09 in Baku on every screen, as on its receipt and in the
 * export, wherever the browser is. They follow a language switch.
 */
export function useFormat() {
  const { i18n, t } = useTranslation();
  const language = normalizeLanguage(i18n.resolvedLanguage ?? null);
  const { region } = runtimeConfig();
  return useMemo(() => {
    const timeZone = regionTimeZone[region];
    return {
      language,
      /** The region's zone, which every date and time here is on. */
      timeZone,
      /** Which clock the times are on, for where they could be read as the browser's: "Baku, GMT+4". */
      zoneLabel: (at: DateInput = new Date()) => regionZoneLabel(region, language, at),
      /** Under a section's heading, for the times in it: "Times: Baku, GMT+4". */
      zoneNote: () => t("common.zoneNote", { zone: regionZoneLabel(region, language) }),
      /** A heading or label over times, saying their clock: "Date (Baku, GMT+4)". */
      inZone: (text: string) => t("common.inZone", { text, zone: regionZoneLabel(region, language) }),
      formatDate: (value: DateInput, options?: Intl.DateTimeFormatOptions) =>
        formatDate(value, language, timeZone, options),
      formatDateTime: (value: DateInput, options?: Intl.DateTimeFormatOptions) =>
        formatDateTime(value, language, timeZone, options),
      /** A time inside a sentence, where no heading says the clock: "3 Dec 2026, 05:09 (Baku, GMT+4)". */
      formatDateTimeInZone: (value: DateInput, options?: Intl.DateTimeFormatOptions) =>
        t("common.inZone", {
          text: formatDateTime(value, language, timeZone, options),
          zone: regionZoneLabel(region, language, value),
        }),
      formatNumber: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
      formatMoney: (amount: number, currency: string) => formatMoney(amount, currency, language),
      formatCalendarDate: (date: string) => formatCalendarDate(date, language),
    };
  }, [language, region, t]);
}
