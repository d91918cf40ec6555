import type { Currency } from "@portal/contracts";
import { useMemo } from "react";
import { useFormat } from "@/lib/format";

/**
 * The invoices screens' formatters, in the interface language: money with its currency,
 * instants (created, paid) in the browser's zone, and calendar dates (a link's expiration
 * date, YYYY-MM-DD) as the very day written, whatever the zone.
 */
export function useInvoiceFormat() {
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
