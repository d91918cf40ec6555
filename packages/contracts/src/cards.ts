import { z } from "zod";
import { messages, requiredText } from "./fields";

/** Card number rules shared by the onboarding form, the checkout and the server. */

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

export function cardBrandOf(value: string): CardBrand {
  const d = digitsOnly(value);
  if (/^4/.test(d)) return "visa";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return "mastercard";
  if (/^3[47]/.test(d)) return "amex";
  if (/^62/.test(d)) return "unionpay";
  return "other";
}

/**
 * A card as typed, wherever one is (the checkout, a payout card). The full number lives
 * only in memory: the server keeps the first six and last four.
 */
export const CardFields = z.object({
  cardNumber: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .transform(digitsOnly)
    .refine(passesLuhn, messages.cardNumber),
  expiry: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .refine((v) => /^(0[1-9]|1[0-2])\/\d{2}$/.test(v), messages.cardExpiry),
  cvv: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .refine((v) => /^\d{3,4}$/.test(v), messages.cvv),
  cardHolder: requiredText(100),
});
export type CardFields = z.input<typeof CardFields>;
