import * as z from "zod/mini";
import { messages } from "./fields";

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/**
 * A day of 2000–2099 as JSON Schema's `pattern` says it, each month's length included: in this
 * century every fourth year is a leap year, 2000 too.
 */
const CALENDAR_DAY =
  "20\\d{2}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))" +
  "|20(?:[02468][048]|[13579][26])-02-29";
export const CALENDAR_DATE_PATTERN = `^(?:${CALENDAR_DAY})$`;
/** Blank, or a day: an optional date as typed. */
export const BLANK_OR_DATE_PATTERN = `^(?:${CALENDAR_DAY})?$`;

/**
 * Dates the product deals in: this century. A year like 9999 is a typing slip, and the
 * database could not hold every date after it.
 */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2099;

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30), in 2000–2099. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const dateField = z
  .string({ error: messages.required })
  .check(z.trim(), z.minLength(1, messages.required), z.refine(isCalendarDate, messages.date));

/** Blank, or a calendar day: an optional date's rule (named, for the documents to state it). */
export const isBlankOrCalendarDate = (value: string) => value === "" || isCalendarDate(value);

/** An optional date: blank or absent becomes null. */
export const optionalDateField = z.pipe(
  z.nullish(z.string().check(z.trim(), z.refine(isBlankOrCalendarDate, messages.date))),
  z.transform((v) => v || null),
);

/** Milliseconds the zone's wall clock is ahead of UTC at an instant. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  })
    .formatToParts(instant)
    .reduce<Record<string, number>>(
      (acc, part) => (part.type === "literal" ? acc : { ...acc, [part.type]: Number(part.value) }),
      {},
    );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a calendar day (YYYY-MM-DD) begins in a time zone: DESIGN §3's days are the region's. */
export function startOfDayIn(date: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  const guess = midnightUtc - zoneOffsetMs(new Date(midnightUtc), timeZone);
  // Once more at the guess, for a zone whose offset changes that night.
  return new Date(midnightUtc - zoneOffsetMs(new Date(guess), timeZone));
}
