import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  formatAzerbaijaniDate,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  useFormat,
} from "./format";
import { setRuntimeConfig } from "@/config/runtime-config";
import { emiratesConfig } from "@/testing/runtime-config";
import { i18n } from "./i18n";

// 10:05 UTC: 14:05 on the portal's clock (Baku's, DESIGN §3), whatever zone the tests run in.
const sunday = new Date("2026-11-22T10:05:00Z");
const BAKU = "Asia/Baku";

describe("formatDate", () => {
  it.each([
    ["az", "22 noy 2026"],
    ["en", "22 Nov 2026"],
    ["ru", "22 нояб. 2026 г."],
  ] as const)("%s, medium by default", (language, expected) => {
    expect(formatDate(sunday, language, BAKU)).toBe(expected);
  });

  it.each([
    ["az", "22 noyabr 2026, bazar"],
    ["en", "Sunday, 22 November 2026"],
    ["ru", "воскресенье, 22 ноября 2026 г."],
  ] as const)("%s, in full", (language, expected) => {
    expect(formatDate(sunday, language, BAKU, { dateStyle: "full" })).toBe(expected);
  });

  it("accepts what the API sends: an ISO string or a timestamp", () => {
    expect(formatDate(sunday.toISOString(), "en", BAKU)).toBe("22 Nov 2026");
    expect(formatDate(sunday.getTime(), "en", BAKU)).toBe("22 Nov 2026");
  });
});

describe("formatDateTime", () => {
  it.each([
    ["az", "22 noy 2026, 14:05"],
    ["en", "22 Nov 2026, 14:05"],
    ["ru", "22 нояб. 2026 г., 14:05"],
  ] as const)("%s", (language, expected) => {
    expect(formatDateTime(sunday, language, BAKU)).toBe(expected);
  });
});

describe("formatNumber", () => {
  it.each([
    ["az", "1.234.567,891"],
    ["en", "1,234,567.891"],
    ["ru", "1 234 567,891"],
  ] as const)("%s groups digits and marks decimals its own way", (language, expected) => {
    // Russian groups with a narrow no-break space.
    expect(formatNumber(1234567.891, language).replace(/\u202f|\u00a0/g, " ")).toBe(expected);
  });

  it("passes options through", () => {
    expect(formatNumber(12.5, "en", { minimumFractionDigits: 2 })).toBe("12.50");
    expect(formatNumber(12.5, "az", { minimumFractionDigits: 2 })).toBe("12,50");
  });
});

describe("formatMoney and formatCalendarDate", () => {
  it("writes two decimals and the currency after the amount", () => {
    expect(formatMoney(1234.5, "AZN", "en")).toBe("1,234.50 AZN");
    expect(formatMoney(12, "AED", "ru")).toBe("12,00 AED");
  });

  it("writes a calendar date as the day it names, whatever the time zone", () => {
    expect(formatCalendarDate("2026-11-27", "en")).toBe("27 Nov 2026");
    expect(formatCalendarDate("2026-01-01", "en")).toBe("1 Jan 2026");
  });
});

describe("formatAzerbaijaniDate, for runtimes without Azerbaijani data (Chromium)", () => {
  // Node has the data, so the fallback must write exactly what it writes.
  it.each<Intl.DateTimeFormatOptions>([
    { dateStyle: "full" },
    { dateStyle: "long" },
    { dateStyle: "medium" },
    { dateStyle: "medium", timeStyle: "short" },
    { weekday: "long", day: "numeric", month: "long", year: "numeric" },
    { day: "numeric", month: "short" },
    { weekday: "long" },
  ])("%j as the real data does", (options) => {
    const zoned = { ...options, timeZone: BAKU };
    expect(formatAzerbaijaniDate(sunday, zoned)).toBe(new Intl.DateTimeFormat("az-Latn-AZ", zoned).format(sunday));
  });

  it("names every month and weekday in Azerbaijani", () => {
    const firsts = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2026, m, 1, 12)));
    const options = { month: "long", day: "numeric", timeZone: BAKU } as const;
    expect(firsts.map((date) => formatAzerbaijaniDate(date, options))).toEqual(
      firsts.map((date) => new Intl.DateTimeFormat("az", options).format(date)),
    );
    const days = Array.from({ length: 7 }, (_, d) =>
      formatAzerbaijaniDate(new Date(Date.UTC(2026, 10, 22 + d, 12)), { weekday: "short", timeZone: BAKU }),
    );
    expect(days).toEqual(["B.", "B.E.", "Ç.A.", "Ç.", "C.A.", "C.", "Ş."]);
  });

  it("can rely on Turkish digit grouping for numbers, which is Azerbaijani's", () => {
    for (const options of [{}, { minimumFractionDigits: 2 }, { maximumFractionDigits: 0 }]) {
      const turkish = new Intl.NumberFormat("tr-TR", options).format(1234567.891);
      expect(turkish).toBe(new Intl.NumberFormat("az-Latn-AZ", options).format(1234567.891));
    }
  });

  it("keeps to the time zone it is asked for", () => {
    const newYearInBaku = new Date("2026-12-31T21:30:00Z");
    expect(formatAzerbaijaniDate(newYearInBaku, { dateStyle: "full", timeZone: "Asia/Baku" })).toBe(
      "1 yanvar 2027, cümə",
    );
    expect(formatAzerbaijaniDate(newYearInBaku, { dateStyle: "full", timeZone: "UTC" })).toBe(
      "31 dekabr 2026, cümə axşamı",
    );
  });
});

describe("useFormat", () => {
  it("formats in the interface language and follows a switch", async () => {
    const { result } = renderHook(() => useFormat());
    expect(result.current.language).toBe("en");
    expect(result.current.formatDate(sunday, { dateStyle: "full" })).toBe("Sunday, 22 November 2026");

    await act(() => i18n.changeLanguage("az"));
    expect(result.current.language).toBe("az");
    expect(result.current.formatDate(sunday, { dateStyle: "full" })).toBe("22 noyabr 2026, bazar");
    expect(result.current.formatNumber(1234.5)).toBe("1.234,5");
  });
});

describe("useFormat's clock (DESIGN §3)", () => {
  const paid = "2026-12-03T01:09:00Z";

  it("writes times on the region's clock and names it", () => {
    const { result } = renderHook(() => useFormat());
    expect(result.current.timeZone).toBe("Asia/Baku");
    expect(result.current.formatDateTime(paid)).toBe("3 Dec 2026, 05:09");
    expect(result.current.zoneLabel(paid)).toBe("Baku, GMT+4");
  });

  it("in the Emirates variant, Dubai's", () => {
    setRuntimeConfig(emiratesConfig);
    const { result } = renderHook(() => useFormat());
    expect(result.current.formatDateTime("2026-12-02T20:30:00Z")).toBe("3 Dec 2026, 00:30");
    expect(result.current.zoneLabel(paid)).toBe("Dubai, GMT+4");
  });

  it("calendar values anchored at UTC midnight keep their day when asked for UTC", () => {
    const { result } = renderHook(() => useFormat());
    expect(result.current.formatDate("2026-11-01T00:00:00Z", { month: "long", year: "numeric", timeZone: "UTC" })).toBe(
      "November 2026",
    );
  });
});
