import type { DatePreset } from "@portal/contracts";
import { addDays } from "@portal/contracts/calendar";

/*
 * The days each date preset stands for, free of zod and of the portal's configuration: the
 * boot script asks for the dashboard's totals of this month with it (app/first-requests.ts).
 */

/** A creation-date range as the lists' filters take it: YYYY-MM-DD, both ends inclusive. */
export interface DateRange {
  from: string;
  to: string;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The same day `months` earlier; a day the earlier month lacks becomes its last (31 May → 28 Feb). */
function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const [y, m] = [Math.floor(index / 12), index % 12];
  const d = Math.min(day, daysInMonth(y, m));
  return `${String(y).padStart(4, "0")}-${String(m + 1).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** Monday is the first day of the week (as in Azerbaijan, Russia and ISO 8601). */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * The range a preset of SPEC §3 stands for, ending today (nothing is created later):
 * this week from Monday, this month from the 1st, the last 3 or 6 months from the same
 * day that many months ago.
 */
export function datePresetRange(preset: DatePreset, today: string): DateRange {
  switch (preset) {
    case "thisWeek":
      return { from: mondayOf(today), to: today };
    case "thisMonth":
      return { from: `${today.slice(0, 8)}01`, to: today };
    case "last3Months":
      return { from: monthsBefore(today, 3), to: today };
    case "last6Months":
      return { from: monthsBefore(today, 6), to: today };
  }
}
