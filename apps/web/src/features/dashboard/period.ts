import {
  calendarDateIn,
  DASHBOARD_MAX_DAYS,
  datePresets,
  daysBetween,
  isCalendarDate,
  type Region,
  regionTimeZone,
} from "@portal/contracts";
import { type DateRange, datePresetRange } from "@/lib/date-preset-range";
import { DEFAULT_PERIOD } from "./default-period";

/** The periods the totals offer: today, the lists' date presets (SPEC §3), or dates of one's own. */
export const periods = ["today", ...datePresets, "custom"] as const;
export type Period = (typeof periods)[number];

export const isPeriod = (value: string | null): value is Period =>
  (periods as readonly (string | null)[]).includes(value);

/**
 * Today in the region's time zone (DESIGN §3): the server counts the figures in Baku days,
 * so a merchant abroad at 23:00 must still ask for Baku's day, not the browser's.
 */
export const regionToday = (region: Region, now = new Date()) => calendarDateIn(now, regionTimeZone[region]);

/** A range the totals accept: two real dates in order, at most a year and a day long. */
const isValidRange = (range: Partial<DateRange>): range is DateRange =>
  !!range.from &&
  !!range.to &&
  isCalendarDate(range.from) &&
  isCalendarDate(range.to) &&
  range.from <= range.to &&
  daysBetween(range.from, range.to) <= DASHBOARD_MAX_DAYS;

/** The days a period stands for; dates of one's own that the server would refuse fall back to this month. */
export function periodRange(period: Period, today: string, custom: Partial<DateRange> = {}): DateRange {
  switch (period) {
    case "today":
      return { from: today, to: today };
    case "custom":
      return isValidRange(custom) ? custom : datePresetRange(DEFAULT_PERIOD, today);
    default:
      return datePresetRange(period, today);
  }
}
