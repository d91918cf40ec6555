import { digitsOnly } from "./card-rules";
import { isValidIban } from "./iban";

/**
 * The withdrawal fee (SPEC §9, DESIGN §3): free to Kapital Bank cards and IBANs; to any
 * other card or IBAN a fixed 1.00 AZN up to and including 650.00 AZN, and above that 0.15%
 * of the whole amount, rounded half up to the qapik. The one copy of the rule: the payout
 * form's "amount with fee" and the server both call it. Free of zod, like card-rules.ts, so
 * it can get a deep export should a byte-counted page need it.
 */

/** Where a withdrawal goes; `kind` is one of `withdrawalMethods`. */
export type WithdrawalTarget = { kind: "card"; cardNumber: string } | { kind: "iban"; iban: string };

/**
 * Card number prefixes that belong to Kapital Bank. `416973` is the sandbox test cards'
 * (4169731000080001 and friends). This list is where a real deployment adds the bank's own
 * BINs; a prefix of any length works, so 8-digit BINs fit too.
 */
export const KAPITAL_BANK_BINS: readonly string[] = ["416973"];

/** Kapital Bank's bank code in an Azerbaijani IBAN (characters 5 to 8). */
const KAPITAL_BANK_IBAN_CODE = "AIIB";

export const FEE_FIXED_MINOR = 100;
/** The last amount (inclusive) that pays the fixed fee: 650.00 AZN. */
export const FEE_FIXED_UP_TO_MINOR = 65_000;
/** 0.15% of the whole amount above the fixed band. */
export const FEE_RATE_BASIS_POINTS = 15;
const BASIS_POINTS_PER_UNIT = 10_000;

/** A full card number, or a masked one whose first six digits show (`416973******1234`). */
const CARD_WITH_BIN = /^\d{6}[\d*]{7,13}$/;
/** AZ, two check digits, a 4-letter bank code and 20 characters: 28 in all. */
const AZ_IBAN = /^AZ\d{2}([A-Z]{4})[A-Z0-9]{20}$/;

export function isKapitalBankTarget(target: WithdrawalTarget): boolean {
  if (target.kind === "card") {
    const card = digitsOnly(target.cardNumber);
    return CARD_WITH_BIN.test(card) && KAPITAL_BANK_BINS.some((bin) => card.startsWith(bin));
  }
  const iban = target.iban.replace(/\s/g, "").toUpperCase();
  // A mistyped IBAN is no proof it is Kapital Bank's, so it is not free.
  return AZ_IBAN.exec(iban)?.[1] === KAPITAL_BANK_IBAN_CODE && isValidIban(iban);
}

/**
 * The fee in qapik for withdrawing `amountMinor` qapik to `target`.
 *
 * Exact in plain numbers, no floats and no BigInt: half up is floor((15·a + 5000) / 10000)
 * (adding half the divisor before dropping the remainder rounds x.5 up; amounts are never
 * negative, so "up" is unambiguous). Writing a = 10000·q + r splits that into
 * 15·q + floor((15·r + 5000) / 10000): r < 10000, so no intermediate exceeds 15·q + 155000.
 * So every safe-integer amount (up to 2^53 − 1 qapik) gets its exact fee, far past the
 * invoice limit (40 000 AZN) or any balance; 15·a in one piece would pass 2^53 above
 * 6·10^14 qapik.
 */
export function withdrawalFee(amountMinor: number, target: WithdrawalTarget): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`A withdrawal amount is a whole, non-negative number of qapik; got ${amountMinor}`);
  }
  return isKapitalBankTarget(target) ? 0 : otherBankFee(amountMinor);
}

/**
 * The fee to any bank but Kapital Bank. The portal uses it where it knows only whether the
 * destination is free (`Wallet.withdrawal.freeOfFees`), not the whole card number or IBAN.
 */
export function otherBankFee(amountMinor: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`A withdrawal amount is a whole, non-negative number of qapik; got ${amountMinor}`);
  }
  if (amountMinor <= FEE_FIXED_UP_TO_MINOR) return FEE_FIXED_MINOR;
  const remainder = amountMinor % BASIS_POINTS_PER_UNIT;
  const wholeUnits = (amountMinor - remainder) / BASIS_POINTS_PER_UNIT;
  return (
    wholeUnits * FEE_RATE_BASIS_POINTS +
    Math.floor((remainder * FEE_RATE_BASIS_POINTS + BASIS_POINTS_PER_UNIT / 2) / BASIS_POINTS_PER_UNIT)
  );
}

/** What leaves the merchant's balance: the amount plus its fee, in qapik. */
export function amountWithFee(amountMinor: number, target: WithdrawalTarget): number {
  const total = amountMinor + withdrawalFee(amountMinor, target);
  // Only within 0.15% of 2^53 qapik could the sum stop being exact.
  if (!Number.isSafeInteger(total))
    throw new RangeError(`A withdrawal amount with its fee passes 2^53 qapik: ${amountMinor}`);
  return total;
}
