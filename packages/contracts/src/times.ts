import type { Language } from "./languages";
import type { Region } from "./regions";

/*
 * Times of day as the product shows them (DESIGN §3): on the region's clock, wherever the
 * reader's computer is, and saying which clock where it could be read as the reader's own.
 * Free of zod: the checkout page imports it by its deep path (`@portal/contracts/times`).
 */

/** DESIGN §3: each region's clock. Calendar days (filters, "this month", dashboard months) are counted in it, and times are shown on it. */
export const regionTimeZone = { default: "Asia/Baku", emirates: "Asia/Dubai" } as const satisfies Record<
  Region,
  string
>;

/** The locale each language writes dates in; the portal, its light pages and the server's documents alike. */
export const dateLocales: Record<Language, string> = { az: "az-Latn-AZ", en: "en-GB", ru: "ru-RU" };

/** A moment as the API sends it (ISO 8601), as a timestamp, or as a Date. */
export type Instant = Date | string | number;

/** Intl's options, with the zone said every time: nothing here falls back to the computer's own. */
export type ZonedFormatOptions = Intl.DateTimeFormatOptions & { timeZone: string };

// Building an Intl formatter is far slower than using one; a table of 50 rows reuses a few.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The Intl formatter for a locale and options, built once. */
export function zonedFormatter(locale: string, options: ZonedFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, options)));
  return formatter;
}

/** The usual date and time: "22 Nov 2026, 14:05", "22 noy 2026, 14:05", "22 нояб. 2026 г., 14:05". */
export const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/**
 * A moment in a language, on a zone's clock. The one formatter of moments: the portal's
 * screens (through apps/web's intl-format), its checkout, and the server's PDFs,
 * spreadsheets, e-mails and chat messages.
 */
export function formatInstant(value: Instant, language: Language, options: ZonedFormatOptions): string {
  return zonedFormatter(dateLocales[language], options).format(new Date(value));
}

/** A moment on the region's clock: `formatInstant` with the region's zone. */
export function formatRegionTime(
  value: Instant,
  language: Language,
  region: Region,
  options: Intl.DateTimeFormatOptions = DATE_TIME,
): string {
  return formatInstant(value, language, { ...options, timeZone: regionTimeZone[region] });
}

/** The zone's offset from UTC at a moment, as anyone can check it: "GMT+4" (Baku, Dubai). */
export function zoneOffsetName(timeZone: string, at: Instant = new Date()): string {
  const part = zonedFormatter("en-US", { timeZone, timeZoneName: "shortOffset" })
    .formatToParts(new Date(at))
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/** Each region's clock by its city, in each language: what a reader is told the times are. */
export const regionZoneNames: Record<Language, Record<Region, string>> = {
  en: { default: "Baku", emirates: "Dubai" },
  az: { default: "Bakı", emirates: "Dubay" },
  ru: { default: "Баку", emirates: "Дубай" },
};

/**
 * Which clock the times are on, where they could be read as the reader's own (a column's
 * header, a document, a message): "Baku, GMT+4", "Bakı, GMT+4", "Баку, GMT+4". Short enough
 * for a column's header: "Date (Baku, GMT+4)".
 */
export function regionZoneLabel(region: Region, language: Language, at: Instant = new Date()): string {
  return `${regionZoneNames[language][region]}, ${zoneOffsetName(regionTimeZone[region], at)}`;
}

/** A moment on the region's clock, saying so: "3 Dec 2026, 05:09 (Baku, GMT+4)". */
export function formatRegionTimeLabelled(
  value: Instant,
  language: Language,
  region: Region,
  options: Intl.DateTimeFormatOptions = DATE_TIME,
): string {
  return `${formatRegionTime(value, language, region, options)} (${regionZoneLabel(region, language, value)})`;
}
