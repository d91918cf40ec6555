import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./calendar";
import { isCalendarDate } from "./dates";
import { invoiceAmountIssue } from "./amount-rules";
import { invoiceDateIssues, invoiceFormSchema } from "./invoices";
import { fromMinorUnits } from "./money";

describe("invoice amount (SPEC §5: at least 1, not 0, below 40 000, two decimals)", () => {
  it.each([
    ["1", null],
    ["1.00", null],
    ["39999.99", null],
    [39999.99, null],
    ["125.5", null],
    ["40000", "validation.amountMax"],
    ["40000.00", "validation.amountMax"],
    ["123456789012345", "validation.amountMax"],
    ["0", "validation.amountZero"],
    ["0.00", "validation.amountZero"],
    ["0.99", "validation.amountMin"],
    ["1.005", "validation.amountDecimals"],
    ["1e3", "validation.amountNumber"],
    // SPEC §5 "at least 1": a negative amount breaks that rule, it is still a number.
    ["-1", "validation.amountMin"],
    ["-5", "validation.amountMin"],
    [-5, "validation.amountMin"],
    ["-0.50", "validation.amountMin"],
    ["-0", "validation.amountZero"],
    ["-", "validation.amountNumber"],
    ["--5", "validation.amountNumber"],
    ["1,5", "validation.amountNumber"],
    ["abc", "validation.amountNumber"],
    ["", "validation.required"],
    [null, "validation.required"],
  ] as const)("%j → %s", (value, issue) => expect(invoiceAmountIssue(value)).toBe(issue));

  it("accepts exactly the cent amounts from 1.00 to 39 999.99, negative ones never", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -10_000_000n, max: 10_000_000n }), (minor) => {
        const valid = minor >= 100n && minor < 4_000_000n;
        expect(invoiceAmountIssue(fromMinorUnits(minor)) === null).toBe(valid);
      }),
    );
  });
});

describe("dates", () => {
  it("knows real calendar dates", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-2-1")).toBe(false);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("wants the link to expire after today and a recurrence to start after today", () => {
    const today = "2026-11-22";
    expect(invoiceDateIssues({ linkExpirationDate: "2026-11-23" }, today)).toEqual([]);
    expect(invoiceDateIssues({ linkExpirationDate: today }, today)).toEqual([
      { path: "linkExpirationDate", message: "validation.linkExpiration" },
    ]);
    expect(
      invoiceDateIssues({ linkExpirationDate: "2026-11-23", recurrence: "weekly", scheduledPaymentDate: null }, today),
    ).toEqual([{ path: "scheduledPaymentDate", message: "validation.required" }]);
    expect(
      invoiceDateIssues(
        { linkExpirationDate: "2026-11-23", recurrence: "none", scheduledPaymentDate: "2020-01-01" },
        today,
      ),
    ).toEqual([]);
  });

  it("runs the date rules in the form's schema", () => {
    const result = invoiceFormSchema("2026-11-22").safeParse({
      appId: "4a3c4f0e-8a53-4b79-9d51-4f7f6f0b8d1e",
      amount: "10",
      currency: "AZN",
      fullName: "Leyla",
      phone: "+994551234567",
      description: "Room",
      linkExpirationDate: "2026-11-22",
      bookingId: "BK-1",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["linkExpirationDate", "validation.linkExpiration"],
    ]);
  });
});
