import { type Instant, regionZoneLabel } from "@portal/contracts";
import { useMemo } from "react";
import { formatCalendarDate, formatDateTime, formatMoney, formatNumber } from "@/lib/intl-format";
import { opsRegion, opsTimeZone } from "./language";
import { useTexts } from "./use-texts";

/** Dates, numbers and money in the console's language, times on the region's clock (Baku), as the portal shows them. */
export function useFormat() {
  const { language } = useTexts();
  return useMemo(
    () => ({
      /** "3 Dec 2026, 05:09": the column or label says the clock (`zone`). */
      dateTime: (value: Instant) => formatDateTime(value, language, opsTimeZone),
      /** A calendar day as the API sends it (YYYY-MM-DD), the very day written: "3 Dec 2026". */
      date: (value: string) => formatCalendarDate(value, language),
      /** Which clock the times are on: "Baku, GMT+4". */
      zone: regionZoneLabel(opsRegion, language),
      number: (value: number) => formatNumber(value, language),
      /** An answer's amount (major units, as the API sends it) with its currency: "1,250.50 AZN". */
      money: (amount: number, currency: string) => formatMoney(amount, currency, language),
      /** An amount with no currency of its own (a limit that holds in each): "1,250.00". */
      amount: (amount: number) =>
        formatNumber(amount, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    }),
    [language],
  );
}
