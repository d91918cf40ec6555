import type { Language } from "@portal/contracts/languages";
import {
  dateLocales,
  formatInstant,
  type Instant,
  type ZonedFormatOptions,
  zonedFormatter,
} from "@portal/contracts/times";

/*
 * Dates, numbers and money in the interface language, with plain Intl: no React and no
 * i18next here, so the hosted checkout formats with it too (useFormat in format.ts binds
 * these to the portal's language).
 */

/** The locale each interface language formats dates and numbers in. */
export const localeOf: Record<Language, string> = dateLocales;

export type DateInput = Instant;

// Building an Intl formatter is far slower than using one; a table of 50 rows reuses a few.
const formatters = new Map<string, Intl.NumberFormat>();

/** Dates are always formatted on a zone said outright (DESIGN §3): never the computer's own. */
const dateFormatter = (locale: string, options: ZonedFormatOptions) => zonedFormatter(locale, options);

function numberFormatter(locale: string, options: Intl.NumberFormatOptions) {
  const key = `number|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(locale, options)));
  return formatter;
}

const hasData = new Map<Language, boolean>();

/**
 * Chromium-based browsers claim Azerbaijani but ship none of its date or number data: a
 * November date comes out as "2026 M11 22, Sun", 1234.5 as "1,234.5" (a known gap,
 * mdn/browser-compat-data#17994). Such a runtime names January "M01".
 */
function runtimeHasData(language: Language) {
  let known = hasData.get(language);
  if (known === undefined) {
    known = !/^M\d+$/.test(
      dateFormatter(localeOf[language], { month: "long", timeZone: "UTC" }).format(Date.UTC(2026, 0, 15)),
    );
    hasData.set(language, known);
  }
  return known;
}

// Azerbaijani writes dates and numbers as Turkish does (day month year, 24-hour clock,
// 1.234,5); only the names differ. These are CLDR's, which browsers with the data use.
const azerbaijani = {
  locale: "tr-TR",
  months: {
    long: [
      "yanvar",
      "fevral",
      "mart",
      "aprel",
      "may",
      "iyun",
      "iyul",
      "avqust",
      "sentyabr",
      "oktyabr",
      "noyabr",
      "dekabr",
    ],
    short: ["yan", "fev", "mar", "apr", "may", "iyn", "iyl", "avq", "sen", "okt", "noy", "dek"],
  },
  // Sunday first, as Date#getDay counts.
  weekdays: {
    long: ["bazar", "bazar ertəsi", "çərşənbə axşamı", "çərşənbə", "cümə axşamı", "cümə", "şənbə"],
    short: ["B.", "B.E.", "Ç.A.", "Ç.", "C.A.", "C.", "Ş."],
  },
};

const weekdayIndex: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/**
 * A date in Azerbaijani without the runtime's Azerbaijani data: laid out by the Turkish
 * formatter, with Azerbaijani month and weekday names and CLDR's comma after the year
 * before a weekday or a time ("22 noyabr 2026, bazar", "22 noy 2026, 14:05").
 */
export function formatAzerbaijaniDate(date: Date, options: ZonedFormatOptions): string {
  const { locale, months, weekdays } = azerbaijani;
  const { timeZone } = options;
  // Which month and weekday, in the zone the date is shown in.
  const fields = dateFormatter("en-US", { timeZone, month: "numeric", weekday: "short" }).formatToParts(date);
  const month = Number(fields.find((part) => part.type === "month")?.value) - 1;
  const weekday = weekdayIndex[fields.find((part) => part.type === "weekday")?.value ?? ""] ?? 0;
  const turkishMonth = dateFormatter(locale, { timeZone, month: "long" }).format(date);
  const turkishWeekday = dateFormatter(locale, { timeZone, weekday: "long" }).format(date);

  const parts = dateFormatter(locale, options).formatToParts(date);
  return parts
    .map((part, i) => {
      if (part.type === "month" && !/^\d+$/.test(part.value)) {
        return (part.value === turkishMonth ? months.long : months.short)[month];
      }
      if (part.type === "weekday") return (part.value === turkishWeekday ? weekdays.long : weekdays.short)[weekday];
      const [before, after] = [parts[i - 1], parts[i + 1]];
      const yearThen = before?.type === "year" && (after?.type === "weekday" || after?.type === "hour");
      if (part.type === "literal" && part.value === " " && yearThen) return ", ";
      return part.value;
    })
    .join("");
}

/**
 * contracts' `formatInstant` (the server's documents and messages use it too), and where the
 * runtime lacks Azerbaijani data, the same text built without it.
 */
function formatDateIn(language: Language, value: DateInput, options: ZonedFormatOptions) {
  if (language === "az" && !runtimeHasData(language)) return formatAzerbaijaniDate(new Date(value), options);
  return formatInstant(value, language, options);
}

/** A date in the language's usual form, on the zone's calendar: "22 Nov 2026", "22 noy 2026", "22 нояб. 2026 г.". */
export function formatDate(
  value: DateInput,
  language: Language,
  timeZone: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium" },
) {
  return formatDateIn(language, value, { ...options, timeZone: options.timeZone ?? timeZone });
}

/** A date with the time of day on the zone's clock (the portal's: the region's, DESIGN §3; never the browser's). */
export function formatDateTime(
  value: DateInput,
  language: Language,
  timeZone: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" },
) {
  return formatDateIn(language, value, { ...options, timeZone: options.timeZone ?? timeZone });
}

/** A number with the language's digit grouping and decimal sign: 1,234.5 · 1.234,5 · 1 234,5. */
export function formatNumber(value: number, language: Language, options: Intl.NumberFormatOptions = {}) {
  const locale = language === "az" && !runtimeHasData(language) ? azerbaijani.locale : localeOf[language];
  return numberFormatter(locale, options).format(value);
}

/** "12.50 AZN", "12,50 AZN": always two decimals, the currency code after the amount. */
export function formatMoney(amount: number, currency: string, language: Language) {
  return `${formatNumber(amount, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
}

/** A calendar date (YYYY-MM-DD, e.g. a link's expiration date) as the very day written, whatever the time zone. */
export function formatCalendarDate(date: string, language: Language) {
  return formatDate(`${date}T00:00:00Z`, language, "UTC");
}
