import { messages } from "./field-rules";

/**
 * Amounts without a schema library: the conversions of DESIGN §3 and the invoice amount rule
 * of SPEC §5. Free of zod, so the QR page imports them (through `@portal/contracts/qr-page-rules`)
 * and no schema library reaches the customer's phone.
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

/** Minor units → the API's decimal number in major units (exact below 2^53 cents). */
export function toMajorNumber(minor: bigint): number {
  return Number(fromMinorUnits(minor));
}

/** SPEC §5/§9: an invoice is for at least 1 and less than 40 000. */
export const INVOICE_AMOUNT_MIN = 100n;
export const INVOICE_AMOUNT_LIMIT = 4_000_000n;

// A sign is allowed here so that "-5" is told the rule it breaks ("at least 1"), not "not a number".
const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;

/** The first rule an amount breaks, as a message key; null when it is a valid invoice amount. */
export function invoiceAmountIssue(value: string | number | null | undefined): string | null {
  const text = value === null || value === undefined ? "" : String(value).trim();
  if (text === "") return messages.required;
  if (!NUMBER_PATTERN.test(text)) return messages.amountNumber;
  if ((text.split(".")[1] ?? "").length > 2) return messages.amountDecimals;
  if (text.startsWith("-")) return /[1-9]/.test(text) ? messages.amountMin : messages.amountZero;
  const minor = toMinorUnits(text);
  if (minor === null || minor >= INVOICE_AMOUNT_LIMIT) return messages.amountMax;
  if (minor === 0n) return messages.amountZero;
  if (minor < INVOICE_AMOUNT_MIN) return messages.amountMin;
  return null;
}
