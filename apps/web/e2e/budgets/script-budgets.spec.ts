import { type Page, expect, test } from "@playwright/test";
import { JS_BUDGET_KIB } from "../../build/budgets";
import { invoiceFor, payButtonFor } from "../support/checkout";
import { liveMerchantPage } from "../support/live-merchant";
import { describeBytes, scriptsLoadedBy } from "./script-bytes";

interface Budget {
  target: number;
  ceiling: number;
}
interface Measured {
  path: string;
  kib: number;
  budget: Budget;
  detail: string;
}

async function measure(page: Page, path: string, budget: Budget): Promise<Measured> {
  const loaded = await scriptsLoadedBy(page, path);
  console.log(`${path}: ${describeBytes(loaded)}`);
  return { path, kib: loaded.totalKiB, budget, detail: describeBytes(loaded) };
}

/** Every page is measured before any fails, so one run prints the whole table. */
function expectWithinCeilings(measured: Measured[]) {
  console.table(
    measured.map(({ path, kib, budget }) => ({
      path,
      "KiB gz": +kib.toFixed(1),
      ceiling: budget.ceiling,
      target: budget.target,
    })),
  );
  for (const { path, kib, budget, detail } of measured)
    expect(kib, `${path}: ${detail}`).toBeLessThanOrEqual(budget.ceiling);
}

/**
 * The size budgets fail `npm test`: a screen that grows past its budget must load its heavy
 * parts (date pickers, charts, spreadsheets, other languages) only where they are used.
 */
test.describe("gzipped JavaScript each page loads", () => {
  test("signed out: the checkout, the QR page, a pay button's page and the auth screens", async ({ page, request }) => {
    const merchant = await liveMerchantPage(page, request);
    const { invoiceCode } = await invoiceFor(request, merchant);
    const [{ merchantId }] = (await (await request.get("/api/apps", { headers: merchant.headers })).json()) as [
      { merchantId: string },
    ];
    const { buttonId } = await payButtonFor(request, merchant);
    await page.evaluate(() => localStorage.clear());

    const measured = [
      await measure(page, `/pay/${invoiceCode}`, JS_BUDGET_KIB.checkout),
      await measure(page, `/pay/merchant/${merchantId}`, JS_BUDGET_KIB.checkout),
      await measure(page, `/pay/button/${buttonId}`, JS_BUDGET_KIB.checkout),
    ];
    for (const path of ["/auth", "/auth/register", "/auth/forgot-password"])
      measured.push(await measure(page, path, JS_BUDGET_KIB.auth));
    expectWithinCeilings(measured);
  });

  test("every signed-in screen, opened by its address", async ({ page, request }) => {
    // A live merchant (about 15 s) and seventeen page loads, each waiting for the network to be quiet.
    test.setTimeout(120_000);
    const merchant = await liveMerchantPage(page, request);
    const { id: invoiceId } = await invoiceFor(request, merchant);
    const apps = (await (await request.get("/api/apps", { headers: merchant.headers })).json()) as {
      id: string;
      configId: string;
    }[];
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
    const measured = [];
    for (const path of screens) measured.push(await measure(page, path, JS_BUDGET_KIB.signedIn));
    expectWithinCeilings(measured);
  });
});
