import type { Currency } from "@portal/contracts";
import { useMemo } from "react";
import { useFormat } from "@/lib/format";
import { serverError } from "@/lib/api-error";

/**
 * The invoices screens' formatters, in the interface language: money with its currency,
 * instants (created, paid) in the browser's zone, and calendar dates (a link's expiration
 * date, YYYY-MM-DD) as the very day written, whatever the zone.
 */
export function useInvoiceFormat() {
  const { formatDate, formatDateTime, formatNumber } = useFormat();
  return useMemo(
    () => ({
      money: (amount: number, currency: Currency) =>
        `${formatNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`,
      dateTime: (instant: string) => formatDateTime(instant),
      date: (instant: string) => formatDate(instant),
      calendarDate: (date: string) => formatDate(`${date}T00:00:00Z`, { dateStyle: "medium", timeZone: "UTC" }),
    }),
    [formatDate, formatDateTime, formatNumber],
  );
}

/** An id that names nothing of this account: 404, or 400 when it is not an id at all. */
export function isNotFound(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("status" in error)) return false;
  return error.status === 404 || (error.status === 400 && serverError(error)?.code === "VALIDATION_ERROR");
}
