import { type CardBrand, cardBrandNames, cardBrandOf, digitsOnly } from "@portal/contracts/card-rules";

/** The longest card number there is (ISO/IEC 7812). */
const MAX_PAN_DIGITS = 19;

/** "4169738812345670" → "4169 7388 1234 5670", as printed on the card; anything but digits is dropped. */
export function groupDigits(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, MAX_PAN_DIGITS)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** Room for the longest number and the spaces between its groups. */
export const CARD_NUMBER_MAX_LENGTH = MAX_PAN_DIGITS + Math.floor((MAX_PAN_DIGITS - 1) / 4);

/**
 * "1228" → "12/28": the slash comes by itself. Deleting back over the slash ("12/" → "12")
 * leaves the month, so the customer can correct it.
 */
export function expiryOf(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The brand once enough digits are typed to tell; `null` while it cannot be told. */
export function brandOf(cardNumber: string): Exclude<CardBrand, "other"> | null {
  const brand = cardBrandOf(digitsOnly(cardNumber));
  return brand === "other" ? null : brand;
}

/** Brand names are trademarks, written the same in every language: the contracts' list, which the server's files use too. */
export const brandNames = cardBrandNames;
