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
