import { describe, expect, it } from "vitest";
import { startOfDayIn } from "./dates";
import { regionTimeZone } from "./times";

describe("a calendar day in the region's time zone", () => {
  it("begins at 20:00 UTC the evening before in Baku and Dubai (UTC+4)", () => {
    expect(startOfDayIn("2026-11-24", regionTimeZone.default).toISOString()).toBe("2026-11-23T20:00:00.000Z");
    expect(startOfDayIn("2026-01-01", regionTimeZone.emirates).toISOString()).toBe("2025-12-31T20:00:00.000Z");
  });

  it("follows a zone whose offset changes with the season", () => {
    expect(startOfDayIn("2026-07-01", "Europe/London").toISOString()).toBe("2026-06-30T23:00:00.000Z");
    expect(startOfDayIn("2026-12-01", "Europe/London").toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(startOfDayIn("2026-03-29", "Europe/London").toISOString()).toBe("2026-03-29T00:00:00.000Z");
  });

  it("is midnight UTC in UTC", () => {
    expect(startOfDayIn("2026-02-28", "UTC").toISOString()).toBe("2026-02-28T00:00:00.000Z");
  });
});
