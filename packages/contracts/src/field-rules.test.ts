import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CVV_INPUT_PATTERN, EXPIRY_INPUT_PATTERN, isCvv, isExpiryFormat } from "./card-rules";
import { CALENDAR_DATE_PATTERN, isCalendarDate } from "./dates";
import { isValidUrl } from "./fields";
import { isHexColour } from "./pay-button-rules";
import { isWebhookUrl } from "./webhooks";
import { invoiceAmountIssue, INVOICE_AMOUNT_PATTERN, POSITIVE_AMOUNT_PATTERN } from "./amount-rules";
import { operationAmountIssue } from "./transactions";
import {
  EMAIL_PATTERN,
  HEX_COLOUR_PATTERN,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  NOT_BLANK_PATTERN,
  normalisePhone,
  PASSWORD_PATTERN,
  PASSWORD_SPECIALS,
  PHONE_INPUT_PATTERN,
  URL_PATTERN,
  WEBHOOK_URL_PATTERN,
} from "./field-rules";

const matches = (pattern: string) => (value: string) => new RegExp(pattern, "u").test(value);
const runs = { numRuns: 2000 };

/**
 * The OpenAPI documents' patterns (fields.ts `schemaRule`) against the checks the server runs:
 * what a pattern accepts, the check accepts, so a client that follows the document is never
 * refused for a rule it could not read. Values are drawn from the pattern itself and near it.
 */
describe("the documents' patterns", () => {
  it("phone: exactly what the check takes once trimmed and normalised", () => {
    const separator = fc.constantFrom("", " ", "-", ".", "(", ")", "  ");
    const typed = fc
      .tuple(fc.array(fc.tuple(separator, fc.constantFrom(..."+0123456789".split(""))), { maxLength: 16 }), separator)
      .map(([parts, end]) => parts.map(([s, c]) => s + c).join("") + end);
    fc.assert(
      fc.property(fc.oneof(typed, fc.stringMatching(new RegExp(PHONE_INPUT_PATTERN))), (value) => {
        expect(matches(PHONE_INPUT_PATTERN)(value)).toBe(isValidPhone(normalisePhone(value.trim())));
      }),
      runs,
    );
  });

  it("e-mail: every address it takes the check takes, up to the length the schema allows", () => {
    fc.assert(
      fc.property(fc.stringMatching(EMAIL_PATTERN), (value) => {
        fc.pre(value.length <= 254);
        expect(isValidEmail(value)).toBe(true);
      }),
      runs,
    );
  });

  it("webhook address and colour: every one a pattern takes, its check takes", () => {
    const web = fc.webUrl({
      withFragments: true,
      withQueryParameters: true,
      authoritySettings: { withUserInfo: true },
    });
    for (const [pattern, check, drawn] of [
      [WEBHOOK_URL_PATTERN, isWebhookUrl, web],
      [HEX_COLOUR_PATTERN, isHexColour, fc.string({ unit: fc.constantFrom(..."#0aF9gZ ".split("")), maxLength: 8 })],
    ] as const) {
      fc.assert(
        fc.property(fc.oneof(drawn, fc.stringMatching(new RegExp(pattern, "u"))), (value) => {
          if (matches(pattern)(value)) expect(check(value), value).toBe(true);
        }),
        runs,
      );
    }
    expect(matches(WEBHOOK_URL_PATTERN)("https://shop.az/hooks#x")).toBe(false);
    expect(matches(WEBHOOK_URL_PATTERN)("https://user:pw@shop.az/hooks")).toBe(false);
    expect(matches(WEBHOOK_URL_PATTERN)("https://shop.az/hooks?a=1")).toBe(true);
  });

  it("address: every one it takes is an http(s) address with a dotted host", () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(new RegExp(URL_PATTERN)), fc.webUrl()), (value) => {
        if (matches(URL_PATTERN)(value)) expect(isValidUrl(value.trim()), value).toBe(true);
      }),
      runs,
    );
  });

  it("day: every one it takes (with format: date's month lengths) is a calendar day the check takes", () => {
    fc.assert(
      fc.property(fc.stringMatching(new RegExp(CALENDAR_DATE_PATTERN)), (value) => {
        const real =
          !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
          new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
        if (real) expect(isCalendarDate(value), value).toBe(true);
      }),
      runs,
    );
  });

  it("card expiry and CVV: exactly what the checks take once trimmed", () => {
    const space = fc.constantFrom("", " ", "\t", "\u00a0", "\n");
    const typed = (chars: string) =>
      fc
        .tuple(space, fc.string({ unit: fc.constantFrom(...chars.split("")), maxLength: 6 }), space)
        .map((parts) => parts.join(""));
    for (const [pattern, check, chars] of [
      [EXPIRY_INPUT_PATTERN, isExpiryFormat, "0123/ a"],
      [CVV_INPUT_PATTERN, isCvv, "0123456789 a"],
    ] as const) {
      fc.assert(
        fc.property(fc.oneof(typed(chars), fc.stringMatching(new RegExp(pattern, "u"))), (value) => {
          expect(matches(pattern)(value), value).toBe(check(value.trim()));
        }),
        runs,
      );
    }
  });

  it("amounts as text: every one a pattern takes, its rule takes", () => {
    const typed = fc.string({ unit: fc.constantFrom(..."0123456789.- ".split("")), maxLength: 18 });
    for (const [pattern, issue] of [
      [POSITIVE_AMOUNT_PATTERN, (v: string) => operationAmountIssue(v, BigInt(Number.MAX_SAFE_INTEGER), "transaction")],
      [INVOICE_AMOUNT_PATTERN, invoiceAmountIssue],
    ] as const) {
      fc.assert(
        fc.property(fc.oneof(typed, fc.stringMatching(new RegExp(pattern, "u"))), (value) => {
          if (matches(pattern)(value)) expect(issue(value), value).toBeNull();
        }),
        runs,
      );
    }
    for (const value of ["0", "0.00", "-1", "1.005", "01"])
      expect(matches(POSITIVE_AMOUNT_PATTERN)(value), value).toBe(false);
    for (const value of ["0.01", "0.5", "9999999999999.99"])
      expect(matches(POSITIVE_AMOUNT_PATTERN)(value), value).toBe(true);
    for (const value of ["0.99", "40000", "39999.999"])
      expect(matches(INVOICE_AMOUNT_PATTERN)(value), value).toBe(false);
    for (const value of ["1", "39999.99", "250.5"]) expect(matches(INVOICE_AMOUNT_PATTERN)(value), value).toBe(true);
  });

  it("password: every one the pattern takes, the policy takes; each missing kind is refused by both", () => {
    const chars = fc.constantFrom(..."aZ9 éx\tY!@#$%^&+=-_".split(""));
    fc.assert(
      fc.property(fc.string({ unit: chars, minLength: 6, maxLength: 14 }), (value) => {
        if (matches(PASSWORD_PATTERN)(value)) expect(isValidPassword(value), value).toBe(true);
      }),
      runs,
    );
    expect(matches(PASSWORD_PATTERN)("Abcdef1!")).toBe(true);
    for (const special of PASSWORD_SPECIALS) expect(matches(PASSWORD_PATTERN)(`Abcdef1${special}`)).toBe(true);
    for (const value of ["abcdef1!", "ABCDEF1!", "Abcdefg!", "Abcdef12", "Abc1!", "Abc def1!", `A1!${"a".repeat(126)}`])
      expect([value, matches(PASSWORD_PATTERN)(value), isValidPassword(value)]).toEqual([value, false, false]);
  });

  it("required text: blank is refused by both", () => {
    for (const value of ["", " ", "\t\n "]) expect(matches(NOT_BLANK_PATTERN)(value)).toBe(false);
    expect(matches(NOT_BLANK_PATTERN)(" a ")).toBe(true);
  });
});
