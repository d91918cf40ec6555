import { afterEach, describe, expect, it, vi } from "vitest";
import { firstRequestsOf } from "./first-requests";

describe("the first requests of a screen opened by its address", () => {
  afterEach(() => vi.useRealTimers());

  it("asks for the dashboard's totals of this month on the region's calendar", () => {
    // 21:30 in London on 30 November is already 1 December in Baku and in Dubai.
    vi.useFakeTimers({ now: new Date("2026-11-30T21:30:00Z") });
    expect(firstRequestsOf("/", "", "default")).toContain("api/dashboard/totals?from=2026-12-01&to=2026-12-01");
    expect(firstRequestsOf("/", "", "emirates")).toContain("api/dashboard/totals?from=2026-12-01&to=2026-12-01");
    vi.useFakeTimers({ now: new Date("2026-12-06T10:00:00Z") });
    expect(firstRequestsOf("/", "", "default")).toContain("api/dashboard/totals?from=2026-12-01&to=2026-12-06");
  });

  it("asks for the session alone on a screen opened with filters in its address", () => {
    expect(firstRequestsOf("/", "?period=today", "default")).toEqual(["api/session"]);
  });
});
