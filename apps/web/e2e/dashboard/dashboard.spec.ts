import { expect, type Page, test } from "@playwright/test";
import az from "../../src/locales/az/dashboard.json" with { type: "json" };
import ru from "../../src/locales/ru/dashboard.json" with { type: "json" };
import { JS_BUDGET_KIB } from "../../build/budgets";
import { describeBytes, scriptsLoadedBy } from "../budgets/script-bytes";
import { seriousAxeViolations } from "../support/axe";
import { paidInvoice } from "../support/checkout";
import { signedInPage } from "../support/flows";
import { liveMerchantPage } from "../support/live-merchant";

/** A figure's card: its label (`dt`) and the value and comparison after it. */
const card = (page: Page, label: string) => page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("..");

test("a new merchant sees the steps to the first payment, the next one a way to its screen", async ({
  page,
  request,
}, info) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInPage(page, request);
  await page.goto("/");

  const checklist = page.getByRole("region", { name: "Start accepting payments" });
  await expect(checklist).toContainText("0 of 5 steps done");
  await expect(checklist.getByRole("listitem")).toHaveCount(5);
  await expect(page.getByRole("region", { name: "Totals" })).toContainText("No payments in this period yet");
  await expect(page.getByRole("region", { name: "Recent activity" })).toContainText("No payments yet.");
  await expect(page.getByRole("region", { name: "Monthly activity" })).toContainText(
    "No payments in the last 12 months yet.",
  );
  await page.screenshot({ path: info.outputPath("dashboard-new-merchant-1440.png"), fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(checklist.getByRole("link", { name: "Connect" })).toBeVisible();
  await page.screenshot({ path: info.outputPath("dashboard-new-merchant-390.png"), fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);

  await checklist.getByRole("link", { name: "Connect" }).click();
  await expect(page).toHaveURL(/\/connect$/);
});

test("a merchant with payments sees them in the totals, the months and the latest activity", async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const merchant = await liveMerchantPage(page, request);
  const first = await paidInvoice(request, merchant, { amount: "100.00", bookingId: "BK-DASH-1" });
  const second = await paidInvoice(request, merchant, { amount: "50.00", bookingId: "BK-DASH-2" });
  const refund = await request.post("/api/refund", {
    headers: { ...merchant.headers, "idempotency-key": `dashboard-e2e-${first.transactionId}` },
    data: { transactionId: first.transactionId, amount: "20.00" },
  });
  expect(refund.status()).toBe(200);
  // The bars appear at once (the chart honours reduced motion), so the pictures show them whole.
  await page.emulateMedia({ reducedMotion: "reduce" });

  // A phone first: the chart, far below the cards, is not fetched before it is scrolled to.
  await page.setViewportSize({ width: 390, height: 844 });
  const charts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script" && r.url().includes("monthly-chart")) charts.push(r.url());
  });
  await page.goto("/");
  await expect(card(page, "Received")).toContainText("150.00 AZN");
  await expect(page.getByRole("list", { name: "Recent activity" }).getByRole("link")).toHaveCount(3);
  expect(charts).toEqual([]);
  const monthly = page.getByRole("region", { name: "Monthly activity" });
  await monthly.scrollIntoViewIfNeeded();
  await expect(monthly.getByRole("figure", { name: "Payments received and refunds by month, AZN" })).toBeVisible();
  expect(charts).toHaveLength(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: info.outputPath("dashboard-390.png"), fullPage: true });

  // What a laptop window (the budget test's 1280 × 720) loads: the chart is below it, so not fetched (the budget test's own merchant has no payment, hence no chart).
  await page.setViewportSize({ width: 1440, height: 900 });
  const loaded = await scriptsLoadedBy(page, "/");
  console.log(`/ with payments at 1280 × 720: ${describeBytes(loaded)}`);
  expect(loaded.files.filter((f) => f.file.includes("monthly-chart"))).toEqual([]);
  expect(loaded.totalKiB).toBeLessThanOrEqual(JS_BUDGET_KIB.signedIn.ceiling);

  await page.goto("/");
  // Live, with invoices: nothing left on the checklist.
  await expect(card(page, "Received")).toContainText("150.00 AZN");
  await expect(page.getByRole("region", { name: "Start accepting payments" })).toHaveCount(0);
  await expect(card(page, "Refunded")).toContainText("20.00 AZN");
  await expect(card(page, "Net")).toContainText("130.00 AZN");
  await expect(card(page, "Payments received")).toContainText("2");
  await expect(card(page, "Average payment")).toContainText("75.00 AZN");
  await expect(card(page, "Success rate")).toContainText("100%");
  await expect(card(page, "Success rate")).toContainText("Attempts approved: 2 of 2");
  await expect(card(page, "Wallet balance")).toContainText("130.00 AZN");
  await expect(monthly.getByRole("figure", { name: "Payments received and refunds by month, AZN" })).toBeVisible();
  await page.screenshot({ path: info.outputPath("dashboard-1440.png"), fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The same months as a table: this month (Baku's) holds both payments and the refund.
  await monthly.getByRole("button", { name: "Show as table" }).click();
  await expect(monthly.getByRole("button", { name: "Show as table" })).toHaveAttribute("aria-pressed", "true");
  const rows = monthly.getByRole("table", { name: "Payments received and refunds by month, AZN" }).getByRole("row");
  await expect(rows).toHaveCount(13);
  const thisMonth = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "Asia/Baku" }).format(
    new Date(),
  );
  await expect(rows.last()).toHaveText(`${thisMonth}150.00 AZN20.00 AZN`);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Newest first: the refund, then the payments; each opens its transaction.
  const activity = page.getByRole("list", { name: "Recent activity" }).getByRole("link");
  await expect(activity.first()).toContainText("Refund");
  await expect(activity.first()).toContainText("20.00 AZN");
  await expect(activity.nth(1)).toContainText("50.00 AZN");
  await activity.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/billing/operations/${second.transactionId}$`));
  await expect(page.getByText(second.orderId).first()).toBeVisible();

  // The application chosen is kept in the address.
  await page.goto("/");
  await page.getByLabel("Application").selectOption({ label: merchant.appName });
  await expect(page).toHaveURL(new RegExp(`\\?appId=${merchant.appId}$`));
  await expect(card(page, "Received")).toContainText("150.00 AZN");

  // Back to the top: the shell bar and sidebar are fixed, and a full-page picture taken further down shows them mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [lang, texts] of [
    ["az", az],
    ["ru", ru],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem("lang", l), lang);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(card(page, texts.totals.cards.received)).toContainText("150");
      const months = page.getByRole("region", { name: texts.monthly.title });
      await months.scrollIntoViewIfNeeded();
      await expect(months.getByRole("figure")).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: info.outputPath(`dashboard-${width}-${lang}.png`), fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.setItem("lang", "en"));
});
