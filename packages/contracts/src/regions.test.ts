import { describe, expect, it } from "vitest";
import { regionOf } from "./regions";

describe("region from the host", () => {
  it.each([
    ["portal.example.ae", "emirates"],
    ["PORTAL.EXAMPLE.AE", "emirates"],
    ["portal.example.ae.", "emirates"],
    ["portal.example.ae:3000", "emirates"],
    ["example.ae", "emirates"],
    ["portal.example.az", "default"],
    ["localhost", "default"],
    ["127.0.0.1", "default"],
    ["ae.example.com", "default"],
    ["portal.example.aero", "default"],
    ["portal.example.com", "default"],
  ])("%s → %s", (host, region) => expect(regionOf(host)).toBe(region));
});
