import { describe, expect, it } from "vitest";
import { breadcrumbOf } from "./breadcrumbs";

describe("breadcrumbOf", () => {
  it.each([
    ["/connect", "connect", "Connect"],
    ["/contract", "contract", "Contract"],
    ["/applications", "applications", "Applications"],
    ["/applications/configure/5/7", "configure", "Configure"],
    ["/settings", "settings", "Settings"],
    ["/billing/invoices", "invoices", "Invoices"],
    ["/billing/transactions", "transactions", "Transactions"],
    ["/billing/payouts", "payouts", "Payouts"],
    ["/billing/qr-payments", "qrPayments", "Qr payments"],
    ["/billing/create-an-invoice", "createAnInvoice", "Create an invoice"],
    ["/billing/wallet", "wallet", "Wallet"],
    // SPEC §2: the bare section is the wallet, so it is named like the page's title.
    ["/billing/", "wallet", "Wallet"],
    ["/billing", "wallet", "Wallet"],
    ["/billing/bulk-invoice", "bulkInvoice", "Bulk invoice"],
    // An upload's own screen stays under its section, as an invoice's does under History.
    ["/billing/bulk-invoice/42", "bulkInvoice", "Bulk invoice"],
    ["/billing/history/42", "history", "History"],
    ["/billing/operations/42", "operations", "Operations"],
    ["/users", "users", "Users"],
    ["/developers/widgets", "widgets", "Widgets"],
  ])("%s → shell.sections.%s (%s)", (pathname, key, text) => {
    expect(breadcrumbOf(pathname)).toEqual({ key, text });
  });

  it("has no breadcrumbs on the root path", () => {
    expect(breadcrumbOf("/")).toBeNull();
    expect(breadcrumbOf("")).toBeNull();
  });

  it("derives a name without a translation key from the path alone", () => {
    expect(breadcrumbOf("/billing/refund-requests/3")).toEqual({ key: undefined, text: "Refund requests" });
    expect(breadcrumbOf("/reports/monthly")).toEqual({ key: undefined, text: "Reports" });
  });

  it("ignores a trailing slash and decodes the segment", () => {
    expect(breadcrumbOf("/users/")).toEqual({ key: "users", text: "Users" });
    expect(breadcrumbOf("/r%C3%B6ports")).toEqual({ key: undefined, text: "Röports" });
  });
});
