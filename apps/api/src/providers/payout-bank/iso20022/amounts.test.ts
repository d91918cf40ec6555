import { describe, expect, it } from "vitest";
import { decimalOfMinor, decimalSum, minorOfDecimal } from "./amounts";

describe("bank file amounts", () => {
  it("writes minor units by their digits", () => {
    expect(decimalOfMinor(12345n, "AZN")).toBe("123.45");
    expect(decimalOfMinor(5n, "AZN")).toBe("0.05");
    expect(decimalOfMinor(100n, "EUR")).toBe("1.00");
    expect(decimalOfMinor(999_999_999_999_999n, "USD")).toBe("9999999999999.99");
    expect(decimalOfMinor(1500n, "JPY")).toBe("1500");
    expect(decimalOfMinor(1500n, "KWD")).toBe("1.500");
  });

  it("reads decimals exactly, refusing more decimals than the currency has", () => {
    expect(minorOfDecimal("123.45", "AZN")).toBe(12345n);
    expect(minorOfDecimal("0.1", "AZN")).toBe(10n);
    expect(minorOfDecimal("7", "USD")).toBe(700n);
    expect(minorOfDecimal("999999999999999.99", "AED")).toBe(99_999_999_999_999_999n);
    expect(minorOfDecimal("1.234", "KWD")).toBe(1234n);
    expect(minorOfDecimal("1.001", "AZN")).toBeNull();
    expect(minorOfDecimal("1.5", "JPY")).toBeNull();
    for (const bad of ["", "-1.00", "1e3", "1,00", " 1.00", "1.", ".5", "1234567890123456", "1.123456"])
      expect(minorOfDecimal(bad, "AZN"), bad).toBeNull();
  });

  it("sums control sums exactly", () => {
    expect(
      decimalSum([
        { amount: 1n, currency: "AZN" },
        { amount: 99n, currency: "USD" },
      ]),
    ).toBe("1.00");
    // 0.1 + 0.2 in floats is not 0.3.
    expect(
      decimalSum([
        { amount: 10n, currency: "AZN" },
        { amount: 20n, currency: "AZN" },
      ]),
    ).toBe("0.30");
    expect(
      decimalSum([
        { amount: 5n, currency: "JPY" },
        { amount: 5n, currency: "KWD" },
      ]),
    ).toBe("5.005");
  });
});
