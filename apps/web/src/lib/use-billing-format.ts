import type { Currency } from "@portal/contracts";
import { useMemo } from "react";
import { useFormat } from "./format";

/**
 * The billing screens' formatters (invoices and their payment attempts), in the interface
 * language: money with its currency, instants (created, paid) on the region's clock (DESIGN
 * §3) with the headings over them saying which, and calendar dates (a link's expiration
 * date, YYYY-MM-DD) as the very day written, whatever the zone.
 */
export function useBillingFormat() {
  const { formatDate, formatDateTime, formatDateTimeInZone, formatMoney, formatCalendarDate, inZone, zoneNote } =
    useFormat();
  return useMemo(
    () => ({
      money: (amount: number, currency: Currency) => formatMoney(amount, currency),
      dateTime: (instant: string) => formatDateTime(instant),
      /** A time where no heading names its clock: "3 Dec 2026, 05:09 (Baku, GMT+4)". */
      dateTimeInZone: (instant: string) => formatDateTimeInZone(instant),
      /** A heading over times: "Date (Baku, GMT+4)". */
      inZone,
      /** Under a section's heading, for the times in it: "Times: Baku, GMT+4". */
      zoneNote: zoneNote(),
      date: (instant: string) => formatDate(instant),
      calendarDate: formatCalendarDate,
    }),
    [formatDate, formatDateTime, formatDateTimeInZone, formatMoney, formatCalendarDate, inZone, zoneNote],
  );
}
