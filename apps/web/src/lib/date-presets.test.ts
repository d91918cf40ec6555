import { datePresets } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { presetOf, todayIsoDate } from "./date-presets";
import { datePresetRange } from "./date-preset-range";

describe("datePresetRange", () => {
  it("starts this week on Monday", () => {
    // 2026-05-20 is a Wednesday.
    expect(datePresetRange("thisWeek", "2026-05-20")).toEqual({ from: "2026-05-18", to: "2026-05-20" });
    expect(datePresetRange("thisWeek", "2026-05-18")).toEqual({ from: "2026-05-18", to: "2026-05-18" });
    // A Sunday belongs to the week that began six days before.
    expect(datePresetRange("thisWeek", "2026-05-24")).toEqual({ from: "2026-05-18", to: "2026-05-24" });
  });

  it("reaches back across a month and a year boundary for this week", () => {
    // 2026-01-01 is a Thursday.
    expect(datePresetRange("thisWeek", "2026-01-01")).toEqual({ from: "2025-12-29", to: "2026-01-01" });
  });

  it("starts this month on the 1st", () => {
    expect(datePresetRange("thisMonth", "2026-05-20")).toEqual({ from: "2026-05-01", to: "2026-05-20" });
    expect(datePresetRange("thisMonth", "2026-05-01")).toEqual({ from: "2026-05-01", to: "2026-05-01" });
  });

  it("goes back the same day 3 or 6 months ago", () => {
    expect(datePresetRange("last3Months", "2026-05-20")).toEqual({ from: "2026-02-20", to: "2026-05-20" });
    expect(datePresetRange("last6Months", "2026-05-20")).toEqual({ from: "2025-11-20", to: "2026-05-20" });
    expect(datePresetRange("last3Months", "2026-01-15")).toEqual({ from: "2025-10-15", to: "2026-01-15" });
  });

  it("ends on the last day of a shorter month", () => {
    expect(datePresetRange("last3Months", "2026-05-31")).toEqual({ from: "2026-02-28", to: "2026-05-31" });
    expect(datePresetRange("last3Months", "2028-05-31")).toEqual({ from: "2028-02-29", to: "2028-05-31" });
    expect(datePresetRange("last6Months", "2026-08-31")).toEqual({ from: "2026-02-28", to: "2026-08-31" });
  });
});

describe("presetOf", () => {
  it("recognises every preset's own range", () => {
    for (const preset of datePresets)
      expect(presetOf(datePresetRange(preset, "2026-05-20"), "2026-05-20")).toBe(preset);
  });

  it("recognises none in another range or half a range", () => {
    expect(presetOf({ from: "2026-05-02", to: "2026-05-20" }, "2026-05-20")).toBeUndefined();
    expect(presetOf({ from: "2026-05-01" }, "2026-05-20")).toBeUndefined();
    expect(presetOf({}, "2026-05-20")).toBeUndefined();
  });
});

describe("todayIsoDate", () => {
  it("writes the region's calendar day, whatever the browser's is (DESIGN §3)", () => {
    // 20:30 UTC on 31 December is already New Year's Day in Baku and in Dubai.
    expect(todayIsoDate(new Date("2026-12-31T20:30:00Z"))).toBe("2027-01-01");
    expect(todayIsoDate(new Date("2026-12-31T20:30:00Z"), "emirates")).toBe("2027-01-01");
    expect(todayIsoDate(new Date("2026-01-05T19:59:00Z"))).toBe("2026-01-05");
  });
});
