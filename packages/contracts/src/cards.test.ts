import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardBrandOf, maskPan, passesLuhn } from "./cards";
import { BankDetails } from "./applications";
import { hasLowerCase, isValidIban, normalizeIban } from "./iban";
import { PayoutTarget, payoutAccountIssue } from "./payouts";
import { DEFAULT_SMS_TEMPLATE, fillSmsTemplate, unknownPlaceholders } from "./sms-template";

/** The digit that makes a number pass Luhn. */
function checkDigit(payload: string): string {
  for (let d = 0; d <= 9; d++) if (passesLuhn(payload + d)) return String(d);
  throw new Error("no check digit");
}

describe("card numbers", () => {
  it("accepts known test numbers and refuses a changed digit", () => {
    expect(passesLuhn("4169 7300 0000 0001")).toBe(true);
    expect(passesLuhn("4169730000000002")).toBe(false);
    expect(passesLuhn("4111-1111-1111-1111")).toBe(true);
    expect(passesLuhn("12345")).toBe(false);
  });

  it("finds exactly one check digit for any number, and any single changed digit breaks it", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12,18}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), (payload, at, delta) => {
        const valid = payload + checkDigit(payload);
        expect(passesLuhn(valid)).toBe(true);
        const i = at % valid.length;
        const changed = valid.slice(0, i) + ((Number(valid[i]) + delta) % 10) + valid.slice(i + 1);
        expect(passesLuhn(changed)).toBe(false);
      }),
    );
  });

  it("masks all but the first six and last four digits", () => {
    expect(maskPan("4169 7300 0000 0001")).toBe("416973******0001");
    fc.assert(
      fc.property(fc.stringMatching(/^\d{13,19}$/), (pan) => {
        const masked = maskPan(pan);
        expect(masked).toHaveLength(pan.length);
        expect(masked.slice(0, 6) + masked.slice(-4)).toBe(pan.slice(0, 6) + pan.slice(-4));
        expect(masked.slice(6, -4)).toMatch(/^\**$/);
      }),
    );
  });

  it("names the brand", () => {
    expect(cardBrandOf("4169730000000001")).toBe("visa");
    expect(cardBrandOf("5555555555554444")).toBe("mastercard");
    expect(cardBrandOf("2221000000000009")).toBe("mastercard");
    expect(cardBrandOf("378282246310005")).toBe("amex");
    expect(cardBrandOf("6200000000000005")).toBe("unionpay");
    expect(cardBrandOf("9000000000000000")).toBe("other");
  });
});

describe("IBAN", () => {
  it("checks the mod-97 digits, on the upper-case form", () => {
    expect(isValidIban("AZ21NABZ00000000137010001944")).toBe(true);
    expect(isValidIban("GB82WEST12345698765432")).toBe(true);
    expect(isValidIban("AZ21NABZ00000000137010001945")).toBe(false);
    expect(isValidIban("az21nabz00000000137010001944")).toBe(false);
    expect(hasLowerCase("az21NABZ")).toBe(true);
    expect(hasLowerCase("AZ21NABZ")).toBe(false);
  });

  it("keeps an IBAN typed in lower case or in groups as the rules spell it, and still refuses a wrong one", () => {
    expect(normalizeIban(" az21 nabz 0000 0000 1370 1000 1944 ")).toBe("AZ21NABZ00000000137010001944");
    const bank = {
      bankName: "Kapital Bank",
      bankTaxId: "9900003611",
      correspondentAccount: "AZ37NABZ01350100000000001944",
      swift: "AIIBAZ2X",
      code: "200004",
    };
    expect(BankDetails.parse({ ...bank, iban: "az21nabz00000000137010001944" }).iban).toBe(
      "AZ21NABZ00000000137010001944",
    );
    expect(
      BankDetails.safeParse({ ...bank, iban: "az21nabz00000000137010001945" }).error?.issues.map((i) => i.message),
    ).toEqual(["validation.iban"]);
    expect(PayoutTarget.parse({ kind: "iban", account: "az21 nabz 0000 0000 1370 1000 1944" }).account).toBe(
      "AZ21NABZ00000000137010001944",
    );
    expect(payoutAccountIssue("iban", "az21nabz00000000137010001944")).toBeNull();
    expect(payoutAccountIssue("iban", "az00nabz00000000137010001944")).toBe("validation.iban");
    // Only an IBAN is upper-cased: a card number stays as typed.
    expect(PayoutTarget.parse({ kind: "card", account: "4169 7310 0008 0001" }).account).toBe("4169 7310 0008 0001");
  });
});

describe("SMS template", () => {
  const values = {
    fullName: "Aysel",
    amount: "12.50",
    currency: "AZN",
    invoice_code: "INV-1",
    paymentUrl: "https://p/1",
  };

  it("fills the five placeholders", () => {
    expect(fillSmsTemplate(DEFAULT_SMS_TEMPLATE, values)).toBe(
      "Dear Aysel, your invoice INV-1 for 12.50 AZN is ready. Pay here: https://p/1",
    );
    expect(unknownPlaceholders(DEFAULT_SMS_TEMPLATE)).toEqual([]);
  });

  it("names unknown placeholders and leaves them untouched", () => {
    expect(unknownPlaceholders("Hi {name}, {amount} {}")).toEqual(["name", ""]);
    expect(fillSmsTemplate("Hi {name}, {amount}", values)).toBe("Hi {name}, 12.50");
  });
});
