import { calendarDateIn, startOfDayIn } from "@portal/contracts";
import { opsTimeZone } from "../../lib/language";

/*
 * A batch's cut-off is typed on the region's clock (a `datetime-local` field, "2026-03-02T10:00"),
 * whatever the computer's own zone: the times the console shows are the region's too.
 */

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** The instant a wall-clock time on the region's clock names; null when the field holds no such time. */
export function cutoffInstant(wallTime: string): Date | null {
  const match = WALL_TIME.exec(wallTime);
  if (!match) return null;
  const [, date = "", hours = "", minutes = ""] = match;
  const midnight = startOfDayIn(date, opsTimeZone);
  if (Number.isNaN(midnight.getTime()) || Number(hours) > 23 || Number(minutes) > 59) return null;
  // The regions' zones (Baku, Dubai) keep one offset all year: a day is 24 hours from its midnight.
  return new Date(midnight.getTime() + (Number(hours) * 60 + Number(minutes)) * 60_000);
}

/** An instant as the field writes it, on the region's clock: the field's latest choice (`max`). */
export function wallTimeOf(instant: Date): string {
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone: opsTimeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
  return `${calendarDateIn(instant, opsTimeZone)}T${time}`;
}
