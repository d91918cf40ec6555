import { messages } from "./field-rules";

/**
 * Card rules shared by the onboarding form, the checkout and the server. Free of zod, so
 * the hosted checkout imports it by its deep path (`@portal/contracts/card-rules`); the
 * zod schemas in cards.ts and checkout.ts are built on these same checks.
 */

export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** The Luhn (mod 10) check every card number passes. */
export function passesLuhn(value: string): boolean {
  const digits = digitsOnly(value);
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** First six and last four, the rest hidden: the only form a card number is kept or shown in. */
export function maskPan(value: string): string {
  const digits = digitsOnly(value);
  return `${digits.slice(0, 6)}${"*".repeat(Math.max(0, digits.length - 10))}${digits.slice(-4)}`;
}

export const cardBrands = ["visa", "mastercard", "amex", "unionpay", "other"] as const;
export type CardBrand = (typeof cardBrands)[number];

/** Card networks' names are trademarks, written the same in every language; "other" is a word, each place's own to translate. */
export const cardBrandNames: Record<Exclude<CardBrand, "other">, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  unionpay: "UnionPay",
};

/** The network's name for a stored brand ("visa" → "Visa"); null for "other" or a code we do not know. */
export function cardBrandName(brand: string): string | null {
  return Object.hasOwn(cardBrandNames, brand) ? cardBrandNames[brand as keyof typeof cardBrandNames] : null;
}

export function cardBrandOf(value: string): CardBrand {
  const d = digitsOnly(value);
  if (/^4/.test(d)) return "visa";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return "mastercard";
  if (/^3[47]/.test(d)) return "amex";
  if (/^62/.test(d)) return "unionpay";
  return "other";
}

const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/**
 * The OpenAPI documents' patterns of a card's expiry and CVV as typed: what `isExpiryFormat`
 * and `isCvv` take once the field is trimmed (JSON Schema has no refinement; field-rules.test.ts
 * tries each against its check).
 */
export const EXPIRY_INPUT_PATTERN = "^\\s*(0[1-9]|1[0-2])/\\d{2}\\s*$";
export const CVV_INPUT_PATTERN = "^\\s*\\d{3,4}\\s*$";

/** MM/YY with a real month; whether it is over is `isCardExpired`'s to say. */
export function isExpiryFormat(expiry: string): boolean {
  return EXPIRY_PATTERN.test(expiry);
}

/** True once the card's month (MM/YY) is over, seen from `today` (YYYY-MM-DD). */
export function isCardExpired(expiry: string, today: string): boolean {
  const match = EXPIRY_PATTERN.exec(expiry);
  if (!match) return true;
  const cardMonth = `20${match[2]}-${match[1]}`;
  return cardMonth < today.slice(0, 7);
}

export function isCvv(value: string): boolean {
  return /^\d{3,4}$/.test(value);
}

export const CARD_HOLDER_MAX_LENGTH = 100;

/** A card as typed: the number (any grouping), MM/YY, CVV and the name on it. */
export interface CardFieldValues {
  cardNumber: string;
  expiry: string;
  cvv: string;
  cardHolder: string;
}
export type CardFieldName = keyof CardFieldValues;

type FieldCheck = (value: string, today?: string) => string | null;

/** Each field's first broken rule, as a message key (the same the zod schemas and the API give). */
const checks: Record<CardFieldName, FieldCheck> = {
  cardNumber: (value) => (value === "" ? messages.required : passesLuhn(value) ? null : messages.cardNumber),
  expiry: (value, today) => {
    if (value === "") return messages.required;
    if (!isExpiryFormat(value)) return messages.cardExpiry;
    return today !== undefined && isCardExpired(value, today) ? messages.cardExpired : null;
  },
  cvv: (value) => (value === "" ? messages.required : isCvv(value) ? null : messages.cvv),
  cardHolder: (value) =>
    value === "" ? messages.required : value.length > CARD_HOLDER_MAX_LENGTH ? messages.tooLong : null,
};

/**
 * The message key of the first rule the field breaks, or null. With `today` (YYYY-MM-DD),
 * a card whose month is over is refused too, as the checkout refuses it.
 */
export function cardFieldIssue(field: CardFieldName, value: string, today?: string): string | null {
  return checks[field](value.trim(), today);
}

/** What is sent for a field: trimmed, and the number as bare digits. */
export function cardFieldValue(field: CardFieldName, value: string): string {
  const trimmed = value.trim();
  return field === "cardNumber" ? digitsOnly(trimmed) : trimmed;
}
