import { bulkColumnHeaders, bulkColumns } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { amountText, checkRow, columnIndexesOf, dateText, phoneText, type RowValues } from "./bulk-rows";

const TODAY = "2026-11-25";
const row = (overrides: Partial<RowValues> = {}): RowValues => ({
  bookingId: "BK-1",
  fullName: "Leyla Əliyeva",
  phone: "+994551234567",
  email: "",
  amount: "25.50",
  currency: "azn",
  description: "Room 204",
  linkExpirationDate: "2026-12-31",
  dueDate: "",
  checkInDate: "",
  preAuth: "",
  ...overrides,
});

describe("a bulk file's header", () => {
  it("is read in any language, in any case, with stars and spacing, the first of a repeated column winning", () => {
    const { indexes, missing } = columnIndexesOf([
      " BOOKING  ID* ",
      "Имя и фамилия",
      "telefon",
      "Məbləğ",
      "currency",
      "Описание",
      "Linkin bitmə tarixi",
      "Amount",
    ]);
    expect(indexes).toEqual({
      bookingId: 0,
      fullName: 1,
      phone: 2,
      amount: 3,
      currency: 4,
      description: 5,
      linkExpirationDate: 6,
    });
    expect(missing).toEqual([]);
  });

  it("names the required columns it lacks", () => {
    expect(columnIndexesOf(["Booking ID", "Note"]).missing).toEqual([
      "fullName",
      "phone",
      "amount",
      "currency",
      "description",
      "linkExpirationDate",
    ]);
    expect(columnIndexesOf(bulkColumns.map((c) => bulkColumnHeaders.az[c])).missing).toEqual([]);
  });
});

describe("a bulk row's text", () => {
  it.each([
    ["2026-12-31", "2026-12-31"],
    ["31.12.2026", "2026-12-31"],
    ["1/2/2027", "2027-02-01"],
    ["2026/1/5", "2026-01-05"],
    ["next week", "next week"],
  ])("reads the date %s as %s", (text, date) => expect(dateText(text)).toBe(date));

  it.each([
    ["12,50", "12.50"],
    ["1 234,50", "1234.50"],
    ["1,234.50", "1234.50"],
    ["1\u00a0000", "1000"],
    ["1.234,50", "1.234,50"],
    ["12,5,0", "12,5,0"],
  ])("reads the amount %s as %s", (text, amount) => expect(amountText(text)).toBe(amount));

  it.each([
    ["994551234567", "+994551234567"],
    ["0551234567", "+994551234567"],
    ["551234567", "+994551234567"],
    ["+994 55 123-45-67", "+994551234567"],
    ["12345", "12345"],
  ])("reads the phone %s as %s", (text, phone) => expect(phoneText(text)).toBe(phone));
});

describe("a bulk row", () => {
  it("becomes the create form's fields", () => {
    const check = checkRow(row({ preAuth: "Да", amount: "1 250,75", linkExpirationDate: "31.12.2026" }), TODAY);
    expect(check.errors).toBeNull();
    expect(check.fields).toMatchObject({
      currency: "AZN",
      amount: "1250.75",
      preAuth: true,
      linkExpirationDate: "2026-12-31",
      email: null,
    });
  });

  it("names the rule each column breaks, today's date rules included whatever else is wrong", () => {
    const check = checkRow(
      row({ fullName: "", amount: "0.001", currency: "GBP", linkExpirationDate: TODAY, preAuth: "maybe", email: "x@" }),
      TODAY,
    );
    expect(check.errors).toEqual({
      fullName: "validation.required",
      amount: "validation.amountDecimals",
      currency: "validation.invalid",
      preAuth: "validation.yesOrNo",
      email: "validation.email",
      linkExpirationDate: "validation.linkExpiration",
    });
    expect(checkRow(row({ linkExpirationDate: TODAY }), TODAY).errors).toEqual({
      linkExpirationDate: "validation.linkExpiration",
    });
  });
});
