/*
 * Withdrawal fee, worked examples (AZN) to another bank's card or IBAN; to a Kapital Bank
 * card or IBAN every fee is 0.00.
 *
 * | amount       | fee      | amount with fee |
 * |--------------|----------|-----------------|
 * | 0.01         | 1.00     | 1.01            |
 * | 1.00         | 1.00     | 2.00            |
 * | 100.00       | 1.00     | 101.00          |
 * | 649.99       | 1.00     | 650.99          |
 * | 650.00       | 1.00     | 651.00          |
 * | 650.01       | 0.98     | 650.99          |
 * | 666.66       | 1.00     | 667.66          |
 * | 670.00       | 1.01     | 671.01          |
 * | 1,000.00     | 1.50     | 1,001.50        |
 * | 40,000.00    | 60.00    | 40,060.00       |
 * | 1,000,000.00 | 1,500.00 | 1,001,500.00    |
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FEE_FIXED_MINOR,
  FEE_FIXED_UP_TO_MINOR,
  amountWithFee,
  isKapitalBankTarget,
  otherBankFee,
  withdrawalFee,
  type WithdrawalTarget,
} from "./fees";
import { fromMinorUnits, toMinorUnits } from "./money";

const otherCard: WithdrawalTarget = { kind: "card", cardNumber: "5555555555554444" };
const otherIban: WithdrawalTarget = { kind: "iban", iban: "AZ21NABZ00000000137010001944" };
const kapitalCard: WithdrawalTarget = { kind: "card", cardNumber: "4169731000080001" };
const kapitalIban: WithdrawalTarget = { kind: "iban", iban: "AZ78AIIB38090019441100522119" };

const minor = (text: string) => Number(toMinorUnits(text));
const major = (qapik: number) => fromMinorUnits(BigInt(qapik));

/** An Azerbaijani IBAN with correct mod-97 check digits, so only the bank code decides. */
function azIban(bankCode: string, account: string): string {
  const numeric = [...`${bankCode}${account}AZ00`].map((c) => (c >= "A" ? String(c.charCodeAt(0) - 55) : c)).join("");
  return `AZ${String(98n - (BigInt(numeric) % 97n)).padStart(2, "0")}${bankCode}${account}`;
}

/** amount × 0.0015 rounded half up, worked out independently in BigInt: the oracle. */
function percentFeeOracle(amountMinor: number): number {
  const scaled = BigInt(amountMinor) * 15n;
  const [whole, rest] = [scaled / 10_000n, scaled % 10_000n];
  return Number(2n * rest >= 10_000n ? whole + 1n : whole);
}

const spaced = (text: string, every: number) => text.replace(new RegExp(`(.{${every}})`, "g"), "$1 ").trim();

const kapitalTargets: fc.Arbitrary<WithdrawalTarget> = fc.oneof(
  fc.tuple(fc.stringMatching(/^\d{10}$/), fc.boolean(), fc.boolean()).map(([rest, masked, withSpaces]) => {
    const full = `416973${rest}`;
    const number = masked ? `${full.slice(0, 6)}******${full.slice(-4)}` : full;
    return { kind: "card" as const, cardNumber: withSpaces ? spaced(number, 4) : number };
  }),
  fc.tuple(fc.stringMatching(/^[0-9A-Z]{20}$/), fc.boolean(), fc.boolean()).map(([account, lower, withSpaces]) => {
    const iban = azIban("AIIB", account);
    const typed = withSpaces ? spaced(iban, 4) : iban;
    return { kind: "iban" as const, iban: lower ? typed.toLowerCase() : typed };
  }),
);

const otherTargets: fc.Arbitrary<WithdrawalTarget> = fc.oneof(
  fc
    .stringMatching(/^\d{16}$/)
    .filter((n) => !n.startsWith("416973"))
    .map((cardNumber) => ({ kind: "card" as const, cardNumber })),
  fc
    .tuple(fc.stringMatching(/^[A-Z]{4}$/), fc.stringMatching(/^[0-9A-Z]{20}$/))
    .filter(([bank]) => bank !== "AIIB")
    .map(([bank, account]) => ({ kind: "iban" as const, iban: azIban(bank, account) })),
);

const anyTarget = fc.oneof(kapitalTargets, otherTargets);
/** Amounts of every size, with extra weight around the 650.00 boundary. */
const amounts = fc.oneof(
  fc.integer({ min: 0, max: 10 ** 12 }),
  fc.integer({ min: 64_000, max: 66_000 }),
  fc.integer({ min: 0, max: 5_000_000 }),
);

describe("withdrawal fee, worked examples", () => {
  it.each([
    ["0.01", "1.00", "1.01"],
    ["1.00", "1.00", "2.00"],
    ["100.00", "1.00", "101.00"],
    ["649.99", "1.00", "650.99"],
    ["650.00", "1.00", "651.00"],
    ["650.01", "0.98", "650.99"],
    ["666.66", "1.00", "667.66"],
    ["670.00", "1.01", "671.01"],
    ["1000.00", "1.50", "1001.50"],
    ["40000.00", "60.00", "40060.00"],
    ["1000000.00", "1500.00", "1001500.00"],
  ])("%s AZN to another bank costs %s, %s in all", (amount, fee, total) => {
    for (const target of [otherCard, otherIban]) {
      expect(major(withdrawalFee(minor(amount), target))).toBe(fee);
      expect(major(amountWithFee(minor(amount), target))).toBe(total);
    }
    for (const target of [kapitalCard, kapitalIban]) {
      expect(withdrawalFee(minor(amount), target)).toBe(0);
      expect(major(amountWithFee(minor(amount), target))).toBe(amount);
    }
  });

  // The rule as written: 0.15% of 650.01 is 0.975015, which rounds to 0.98, below the fixed
  // 1.00 just under it. Changing that (say, to max(1.00, 0.15%)) must be a visible decision.
  it("drops from 1.00 to 0.98 across the 650.00 boundary", () => {
    expect(withdrawalFee(FEE_FIXED_UP_TO_MINOR, otherCard)).toBe(FEE_FIXED_MINOR);
    expect(withdrawalFee(FEE_FIXED_UP_TO_MINOR + 1, otherCard)).toBe(98);
  });

  it("refuses negative, fractional and unsafe amounts", () => {
    for (const amount of [-1, 0.5, 100.1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => withdrawalFee(amount, otherCard)).toThrow(RangeError);
      expect(() => withdrawalFee(amount, kapitalCard)).toThrow(RangeError);
    }
    expect(() => amountWithFee(Number.MAX_SAFE_INTEGER, otherCard)).toThrow(RangeError);
  });
});

describe("who is Kapital Bank", () => {
  it.each([
    ["4169731000080001", true],
    ["4169 7310 0008 0001", true],
    ["416973******0001", true],
    ["4169 73** **** 0001", true],
    ["5555555555554444", false],
    ["4169741000080001", false],
    ["41697*******0001", false],
    ["416973", false],
    ["", false],
  ])("card %j → %s", (cardNumber, kapital) => expect(isKapitalBankTarget({ kind: "card", cardNumber })).toBe(kapital));

  it.each([
    ["AZ78AIIB38090019441100522119", true],
    ["az78 aiib 3809 0019 4411 0052 2119", true],
    ["AZ21NABZ00000000137010001944", false],
    ["AZ79AIIB38090019441100522119", false], // wrong check digits
    ["AZ78AIIB3809001944110052211", false], // 27 characters
    ["", false],
  ])("IBAN %j → %s", (iban, kapital) => expect(isKapitalBankTarget({ kind: "iban", iban })).toBe(kapital));
});

describe("withdrawal fee, properties", () => {
  it("is never negative", () => {
    fc.assert(fc.property(amounts, anyTarget, (amount, target) => withdrawalFee(amount, target) >= 0));
  });

  it("is never above the amount from 1.00 AZN up", () => {
    fc.assert(
      fc.property(amounts, anyTarget, (amount, target) => amount < 100 || withdrawalFee(amount, target) <= amount),
    );
  });

  it("is always 0 to Kapital Bank and never 0 elsewhere", () => {
    fc.assert(
      fc.property(amounts, kapitalTargets, otherTargets, (amount, kapital, other) => {
        expect(isKapitalBankTarget(kapital)).toBe(true);
        expect(withdrawalFee(amount, kapital)).toBe(0);
        expect(isKapitalBankTarget(other)).toBe(false);
        expect(withdrawalFee(amount, other)).toBeGreaterThan(0);
      }),
    );
  });

  it("adds up: amount with fee is amount plus fee", () => {
    fc.assert(
      fc.property(
        amounts,
        anyTarget,
        (amount, target) => amountWithFee(amount, target) === amount + withdrawalFee(amount, target),
      ),
    );
  });

  it("is what `otherBankFee` says for any target but Kapital Bank's (the portal knows only whether it is free)", () => {
    fc.assert(
      fc.property(
        amounts,
        anyTarget,
        (amount, target) => withdrawalFee(amount, target) === (isKapitalBankTarget(target) ? 0 : otherBankFee(amount)),
      ),
    );
  });

  it.each([
    ["up to 650.00", 0, FEE_FIXED_UP_TO_MINOR],
    ["above 650.00", FEE_FIXED_UP_TO_MINOR + 1, 10 ** 12],
  ])("never falls as the amount grows %s", (_band, min, max) => {
    fc.assert(
      fc.property(fc.integer({ min, max }), fc.integer({ min, max }), otherTargets, (a, b, target) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(withdrawalFee(low, target)).toBeLessThanOrEqual(withdrawalFee(high, target));
      }),
    );
  });

  it("is exactly 0.15% rounded half up above 650.00, checked in BigInt", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: FEE_FIXED_UP_TO_MINOR + 1, max: 10 ** 12 }), fc.maxSafeNat()),
        otherTargets,
        (amount, target) => {
          expect(withdrawalFee(amount, target)).toBe(
            amount <= FEE_FIXED_UP_TO_MINOR ? FEE_FIXED_MINOR : percentFeeOracle(amount),
          );
        },
      ),
    );
  });
});
