import { expect, test } from "@playwright/test";
import { JS_BUDGET_KIB } from "../../build/budgets";
import { invoiceFor } from "../support/checkout";
import { liveMerchantPage } from "../support/live-merchant";
import { describeBytes, scriptsLoadedBy } from "./script-bytes";

/**
 * The size budgets fail `npm test`: a screen that grows past its budget must load its heavy
 * parts (date pickers, charts, spreadsheets, other languages) only where they are used.
 */
test.describe("gzipped JavaScript each page loads", () => {
  test("signed out: the checkout and the auth screens", async ({ page, request }) => {
    const merchant = await liveMerchantPage(page, request);
    const { invoiceCode } = await invoiceFor(request, merchant);
    await page.evaluate(() => localStorage.clear());

    const checkout = await scriptsLoadedBy(page, `/pay/${invoiceCode}`);
    console.log(`/pay/{code}: ${describeBytes(checkout)}`);
    expect(checkout.totalKiB, describeBytes(checkout)).toBeLessThanOrEqual(JS_BUDGET_KIB.checkout);

    for (const path of ["/auth", "/auth/register", "/auth/forgot-password"]) {
      const loaded = await scriptsLoadedBy(page, path);
      console.log(`${path}: ${describeBytes(loaded)}`);
      expect(loaded.totalKiB, `${path}: ${describeBytes(loaded)}`).toBeLessThanOrEqual(JS_BUDGET_KIB.auth);
    }
  });

  test("every signed-in screen, opened by its address", async ({ page, request }) => {
    const merchant = await liveMerchantPage(page, request);
    const { id: invoiceId } = await invoiceFor(request, merchant);
    const apps = (await (await request.get("/api/apps", { headers: merchant.headers })).json()) as { id: string; configId: string }[];
    const configure = `/applications/configure/${apps[0]!.id}/${apps[0]!.configId}`;
    const screens = [
      "/",
      "/connect",
      "/contract",
      "/applications",
      configure,
      "/settings",
      "/billing",
      "/billing/invoices",
      "/billing/create-an-invoice",
      "/billing/bulk-invoice",
      "/billing/transactions",
      "/billing/payouts",
      "/billing/qr-payments",
      "/billing/wallet",
      `/billing/history/${invoiceId}`,
      "/users",
      "/developers/widgets",
    ];
    for (const path of screens) {
      const loaded = await scriptsLoadedBy(page, path);
      console.log(`${path}: ${describeBytes(loaded)}`);
      expect(loaded.totalKiB, `${path}: ${describeBytes(loaded)}`).toBeLessThanOrEqual(JS_BUDGET_KIB.signedIn);
    }
  });
});
