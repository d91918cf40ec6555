import { type Currency } from "@portal/contracts";

/**
 * Amounts in bank files: decimal text in major units, converted to and from minor units by
 * their digits, never through a float (DESIGN §3).
 */

/** The product's currencies all have two decimals (ISO 4217); a Record, so a new one needs a decision here. */
const PRODUCT_EXPONENTS: Record<Currency, number> = { AZN: 2, AED: 2, USD: 2, EUR: 2 };

/**
 * ISO 4217 currencies without two decimals: a statement may carry a line in a currency the
 * product does not use, and its amount is still read exactly.
 */
const OTHER_EXPONENTS = new Map(
  Object.entries({
    0: "BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF",
    3: "BHD IQD JOD KWD LYD OMR TND",
    4: "CLF UYW",
  }).flatMap(([exponent, codes]) => codes.split(" ").map((code) => [code, Number(exponent)] as const)),
);

export const isProductCurrency = (code: string): code is Currency => Object.hasOwn(PRODUCT_EXPONENTS, code);

export function exponentOf(currency: string): number {
  if (isProductCurrency(currency)) return PRODUCT_EXPONENTS[currency];
  return OTHER_EXPONENTS.get(currency) ?? 2;
}

function format(minor: bigint, exponent: number): string {
  if (exponent === 0) return minor.toString();
  const digits = minor.toString().padStart(exponent + 1, "0");
  return `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** 12345n AZN → "123.45", 5n → "0.05"; `minor` is never negative in a bank file. */
export const decimalOfMinor = (minor: bigint, currency: string): string => format(minor, exponentOf(currency));

// The XSD's amount (18 digits, at most 5 decimals) as banks write it.
const AMOUNT_TEXT = /^(\d{1,15})(?:\.(\d{1,5}))?$/;

/** "123.45" AZN → 12345n; null for anything else, and for more decimals than the currency has. */
export function minorOfDecimal(text: string, currency: string): bigint | null {
  const match = AMOUNT_TEXT.exec(text);
  if (!match) return null;
  const [, whole, fraction = ""] = match;
  const exponent = exponentOf(currency);
  if (fraction.length > exponent) return null;
  return BigInt(whole! + fraction.padEnd(exponent, "0"));
}

/**
 * A control sum (CtrlSum): the plain sum of the amounts' numbers, currencies or not, as the
 * standard defines it; exact, at the largest number of decimals among them.
 */
export function decimalSum(amounts: readonly { amount: bigint; currency: string }[]): string {
  const exponent = Math.max(0, ...amounts.map((a) => exponentOf(a.currency)));
  const total = amounts.reduce((sum, a) => sum + a.amount * 10n ** BigInt(exponent - exponentOf(a.currency)), 0n);
  return format(total, exponent);
}
