import type { Currency } from "@portal/contracts";
import { useMemo } from "react";
import { useFormat } from "./format";

/**
 * The billing screens' formatters (invoices and their payment attempts), in the interface
 * language: money with its currency, instants (created, paid) in the browser's zone, and
 * calendar dates (a link's expiration date, YYYY-MM-DD) as the very day written, whatever
 * the zone.
 */
export function useBillingFormat() {
  const { formatDate, formatDateTime, formatMoney, formatCalendarDate } = useFormat();
  return useMemo(
    () => ({
      money: (amount: number, currency: Currency) => formatMoney(amount, currency),
      dateTime: (instant: string) => formatDateTime(instant),
      date: (instant: string) => formatDate(instant),
      calendarDate: formatCalendarDate,
    }),
    [formatDate, formatDateTime, formatMoney, formatCalendarDate],
  );
}
