import { describe, expect, it } from "vitest";
import { formatInstant, formatRegionTime, formatRegionTimeLabelled, regionZoneLabel, zoneOffsetName } from "./times";

// 01:09 in UTC is 05:09 in Baku and in Dubai, whatever zone the computer running this is in.
const paid = "2026-12-03T01:09:00Z";

describe("times on the region's clock (DESIGN §3)", () => {
  it.each([
    ["en", "3 Dec 2026, 05:09"],
    ["az", "3 dek 2026, 05:09"],
    ["ru", "3 дек. 2026 г., 05:09"],
  ] as const)("%s: a payment at 01:09 UTC reads 05:09 in Baku", (language, expected) => {
    expect(formatRegionTime(paid, language, "default")).toBe(expected);
  });

  it("reads Dubai's clock for the Emirates variant, and a day's edge falls on the region's day", () => {
    expect(formatRegionTime("2026-12-02T20:30:00Z", "en", "emirates")).toBe("3 Dec 2026, 00:30");
    expect(formatRegionTime("2026-12-02T20:30:00Z", "en", "default", { dateStyle: "medium" })).toBe("3 Dec 2026");
  });

  it("formats on the zone it is given, never the computer's", () => {
    expect(formatInstant(paid, "en", { timeZone: "America/New_York", timeStyle: "short" })).toBe("20:09");
    expect(formatInstant(paid, "en", { timeZone: "UTC", timeStyle: "short" })).toBe("01:09");
  });

  it("names the clock and its offset from UTC", () => {
    expect(zoneOffsetName("Asia/Baku", paid)).toBe("GMT+4");
    expect(regionZoneLabel("default", "en", paid)).toBe("Baku, GMT+4");
    expect(regionZoneLabel("default", "az", paid)).toBe("Bakı, GMT+4");
    expect(regionZoneLabel("default", "ru", paid)).toBe("Баку, GMT+4");
    expect(regionZoneLabel("emirates", "en", paid)).toBe("Dubai, GMT+4");
  });

  it("says the clock after the time where it could be misread", () => {
    expect(formatRegionTimeLabelled(paid, "en", "default")).toBe("3 Dec 2026, 05:09 (Baku, GMT+4)");
  });
});
