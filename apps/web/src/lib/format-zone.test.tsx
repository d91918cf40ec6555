import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useFormat } from "./format";

// This file runs as a browser far from Baku would: its own clock is New York's (5 hours behind UTC).
vi.stubEnv("TZ", "America/New_York");

// The payment of the issue: 01:09 UTC, which is 20:09 the day before in New York and 05:09 in Baku.
const paid = "2026-12-03T01:09:00Z";

describe("a browser in another zone", () => {
  it("really is in New York here", () => {
    expect(new Date(paid).getHours()).toBe(20);
    expect(new Date(paid).toString()).toMatch(/GMT-0500/);
  });

  it("still shows the region's clock (05:09 Baku), as the receipt and the export do", () => {
    const { result } = renderHook(() => useFormat());
    expect(result.current.formatDateTime(paid)).toBe("3 Dec 2026, 05:09");
    expect(result.current.formatDate(paid)).toBe("3 Dec 2026");
    expect(result.current.zoneLabel(paid)).toBe("Baku, GMT+4");
  });
});
