import { regionTimeZone } from "@portal/contracts/times";

/**
 * The calendar day `days` from now on the default region's clock (Asia/Baku), as the
 * portal's date fields count it. Not the test machine's clock: between 20:00 and 24:00 UTC
 * Baku is already on the next day.
 */
export function regionDaysAhead(days: number): { day: string; month: string; year: string } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: regionTimeZone.default,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).formatToParts(new Date(Date.now() + days * 86_400_000));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: part("day"), month: part("month"), year: part("year") };
}
