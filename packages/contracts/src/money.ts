import * as z from "zod/mini";

/**
 * Money (DESIGN §3): integer minor units in storage, decimal major units with at most two
 * decimals at the API boundary, converted by reading the digits, never by `x * 100`.
 */
const AMOUNT_PATTERN = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "12.5" or 12.5 → 1250n; anything else (three decimals, exponents, signs, blanks) → null. */
export function toMinorUnits(value: string | number): bigint | null {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
  const match = AMOUNT_PATTERN.exec(text);
  if (!match) return null;
  const [, whole, fraction = ""] = match;
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, "0"));
}

/** 1250n → "12.50": the API's decimal form. */
export function fromMinorUnits(minor: bigint): string {
  const sign = minor < 0n ? "-" : "";
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
}

/** Currencies an invoice can be priced in; each region bills in its own by default. */
export const currencies = ["AZN", "AED", "USD", "EUR"] as const;
export const Currency = z.enum(currencies);
export type Currency = z.infer<typeof Currency>;

/** Minor units → the API's decimal number in major units (exact below 2^53 cents). */
export function toMajorNumber(minor: bigint): number {
  return Number(fromMinorUnits(minor));
}
