import { addDays, calendarDateOf } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { invoice as invoiceFixture } from "@/testing/invoice";
import { editInvoiceSchema, editValuesOf } from "./edit-invoice";

const today = calendarDateOf(new Date());
/** The fixture with a link that lives a month: within the one-year limit whenever the tests run. */
const invoice: typeof invoiceFixture = (overrides = {}) =>
  invoiceFixture({ linkExpirationDate: addDays(today, 30), ...overrides });

describe("editInvoiceSchema", () => {
  it("puts the edited fields over the rest of the invoice, unchanged", () => {
    const recurring = invoice({
      recurrence: "monthly",
      scheduledPaymentDate: addDays(today, 12),
      installment: { cardType: "tamKart", period: 60 },
    });
    const result = editInvoiceSchema(recurring, today).safeParse({
      ...editValuesOf(recurring),
      amount: "30",
      email: "",
      dueDate: "",
    });
    expect(result.success && result.data).toEqual({
      amount: "30",
      currency: "AZN",
      fullName: "Aysel Mammadova",
      phone: "+994501112233",
      email: null,
      description: "Two nights, sea view",
      linkExpirationDate: invoice().linkExpirationDate,
      dueDate: null,
      bookingId: "BK-2026-118",
      checkInDate: "2099-07-01",
      category: "tourism",
      preAuth: false,
      installment: { cardType: "tamKart", period: 60 },
      recurrence: "monthly",
      scheduledPaymentDate: addDays(today, 12),
    });
  });

  it("wants the link to expire after today", () => {
    const result = editInvoiceSchema(invoice(), today).safeParse({
      ...editValuesOf(invoice()),
      linkExpirationDate: today,
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["linkExpirationDate"], message: "validation.linkExpiration" }),
    ]);
  });

  it("reports a rule broken by a field the dialog does not show on the form as a whole", () => {
    const lapsed = invoice({ recurrence: "weekly", scheduledPaymentDate: addDays(today, -1) });
    const result = editInvoiceSchema(lapsed, today).safeParse(editValuesOf(lapsed));
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["root"], message: "validation.scheduledPaymentDate" }),
    ]);
  });
});

describe("editValuesOf", () => {
  it("starts from the invoice, with blanks for what it lacks and two decimals", () => {
    expect(editValuesOf(invoice({ amount: 7, email: null, dueDate: null, checkInDate: null }))).toMatchObject({
      amount: "7.00",
      email: "",
      dueDate: "",
      checkInDate: "",
    });
  });
});
