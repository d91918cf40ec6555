import { messages } from "./field-rules";

/**
 * Amounts without a schema library: the conversions of DESIGN §3 and the invoice amount rule
 * of SPEC §5. Free of zod, so the QR page imports them (through `@portal/contracts/qr-page-rules`)
 * and no schema library reaches the customer's phone.
 */

const AMOUNT_PATTERN = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Slack in a number's last places that binary arithmetic leaves (a few units in the last place). */
const ARITHMETIC_SLACK = 4 * Number.EPSILON;

/**
 * An amount as the decimal text its rules read, trimmed. A JSON number is a binary fraction: one a
 * client's arithmetic made (0.1 + 0.2 is 0.30000000000000004; 35 × 0.01 is 0.35000000000000003, as
 * a generator of the documents' `multipleOf: 0.01` makes it) is the whole cent it lies within that
 * slack of. Any other number keeps its own digits, so 10.001 is still three decimals and refused.
 */
export function amountTextOf(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value.trim();
  const text = String(value);
  if (!Number.isFinite(value) || /^-?\d+(\.\d{1,2})?$/.test(text)) return text;
  const cents = value * 100;
  const whole = Math.round(cents);
  const near = Math.abs(cents - whole) <= Math.abs(whole) * ARITHMETIC_SLACK;
  return near && Number.isSafeInteger(whole) ? fromMinorUnits(BigInt(whole)) : text;
}

/** "12.5" or 12.5 → 1250n; anything else (three decimals, exponents, signs, blanks) → null. */
export function toMinorUnits(value: string | number): bigint | null {
  const match = AMOUNT_PATTERN.exec(amountTextOf(value));
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

/*
 * An amount's rules as the OpenAPI documents state them (the API's openapi-refinements.ts), for a
 * client that generates its requests from them: the text's pattern, and the number's bounds in
 * whole cents (`multipleOf: 0.01`, read with `amountTextOf`'s slack). Each is the stricter where
 * the check reads more (no signs, blanks or leading zeros); field-rules.test.ts holds each to its
 * check. Only the API reads them: they stay out of the portal's bundles.
 */
/** The largest amount written in major units: thirteen digits and two decimals (AMOUNT_PATTERN). */
export const AMOUNT_MAX_MAJOR = 9_999_999_999_999.99;
/** Above zero, up to thirteen digits, at most two decimals. */
export const POSITIVE_AMOUNT_PATTERN = "^(?:[1-9]\\d{0,12}(?:\\.\\d{1,2})?|0\\.(?:[1-9]\\d?|0[1-9]))$";
/** SPEC §5's invoice amount: 1 to 39 999.99, at most two decimals. */
export const INVOICE_AMOUNT_PATTERN = "^(?:[1-9]\\d{0,3}|[1-3]\\d{4})(?:\\.\\d{1,2})?$";

/** SPEC §5/§9: an invoice is for at least 1 and less than 40 000. */
export const INVOICE_AMOUNT_MIN = 100n;
export const INVOICE_AMOUNT_LIMIT = 4_000_000n;

// A sign is allowed here so that "-5" is told the rule it breaks ("at least 1"), not "not a number".
const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;

/** The first rule an amount breaks, as a message key; null when it is a valid invoice amount. */
export function invoiceAmountIssue(value: string | number | null | undefined): string | null {
  const text = amountTextOf(value);
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
