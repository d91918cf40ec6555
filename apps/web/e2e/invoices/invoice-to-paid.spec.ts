import { type Page, expect, test } from "@playwright/test";
import { cards, payByCard } from "../support/checkout";
import { liveMerchantPage } from "../support/live-merchant";
import { lastMessageTo } from "../support/outbox";
import { regionDaysAhead as daysAhead } from "../support/region-days";

/** The date a date field shows, section by section (day, month, year). */
const dateShown = async (page: Page, label: string) => {
  const field = page.getByRole("group", { name: label });
  return {
    day: await field.getByRole("spinbutton", { name: "Day" }).textContent(),
    month: await field.getByRole("spinbutton", { name: "Month" }).textContent(),
    year: await field.getByRole("spinbutton", { name: "Year" }).textContent(),
  };
};

test("a merchant creates and sends an invoice, the customer pays it, the merchant sees it paid with its history", async ({
  page,
  request,
  browser,
}, info) => {
  const merchant = await liveMerchantPage(page, request);
  const customerPhone = "+994551230077";

  await page.goto("/billing/create-an-invoice");
  await expect(page.getByRole("combobox", { name: /^Application/ })).toHaveValue(merchant.appId);
  // The merchant's first invoice: its link lives a week unless changed.
  await expect.poll(() => dateShown(page, "Link expiration date")).toEqual(daysAhead(7));
  await page.getByLabel(/^Amount/).fill("149.90");
  await page.getByLabel(/^Booking ID/).fill("BK-7001");
  await page.getByLabel(/^Description/).fill("Two nights, sea view room");
  await page.getByLabel(/^Customer full name/).fill("Leyla Əliyeva");
  await page.getByLabel(/^Phone/).fill(customerPhone);
  await page.getByLabel(/^E-mail/).fill("leyla@example.az");
  const { day, month, year } = daysAhead(5);
  await page.getByRole("group", { name: "Link expiration date" }).getByRole("spinbutton", { name: "Day" }).click();
  await page.keyboard.type(`${day}${month}${year}`);
  await page.getByRole("button", { name: "Create invoice" }).click();

  const created = page.getByRole("heading", { name: /^Invoice [A-Z0-9]{10} has been created$/ });
  await expect(created).toBeVisible();
  const invoiceCode = /Invoice ([A-Z0-9]{10})/.exec((await created.textContent())!)![1]!;
  const link = page.getByRole("textbox", { name: "Link" });
  await expect(link).toHaveValue(new RegExp(`/pay/${invoiceCode}$`));
  const paymentUrl = await link.inputValue();
  await expect(
    page.getByRole("img", { name: new RegExp(`QR code of the payment link of invoice ${invoiceCode}`) }),
  ).toBeVisible();

  await page.getByLabel(`SMS to ${customerPhone}`).check();
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText(`Sent by SMS to ${customerPhone}.`)).toBeVisible();
  expect(await lastMessageTo(request, customerPhone)).toContain(paymentUrl);
  await page.screenshot({ path: info.outputPath("invoice-created.png"), fullPage: true });

  // The customer opens the link in a browser of their own.
  const customer = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const pay = await customer.newPage();
  await pay.goto(new URL(paymentUrl).pathname);
  await expect(pay.getByRole("heading", { name: merchant.appName })).toBeVisible();
  await expect(pay.getByText("Two nights, sea view room")).toBeVisible();
  await pay.screenshot({ path: info.outputPath("checkout-360.png"), fullPage: true });
  await payByCard(pay, cards.approve);
  await expect(pay.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await expect(pay.getByText("416973******0001")).toBeVisible();
  await pay.screenshot({ path: info.outputPath("checkout-paid-360.png"), fullPage: true });
  // A reload shows the final state, not the form, and the receipt still, in the tab that paid.
  await pay.reload();
  await expect(pay.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await expect(pay.getByLabel("Card number")).toHaveCount(0);
  await expect(pay.getByText("416973******0001")).toBeVisible();
  await customer.close();

  // Anyone else with the link sees that it is paid, and when, but not the payer's card.
  const other = await browser.newContext();
  const look = await other.newPage();
  await look.goto(new URL(paymentUrl).pathname);
  await expect(look.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await expect(look.getByText("Date", { exact: true })).toBeVisible();
  await expect(look.getByText("416973******0001")).toHaveCount(0);
  await other.close();

  await page.goto("/billing/invoices");
  const row = page.getByRole("row", { name: new RegExp(invoiceCode) });
  await expect(row.getByText("Paid")).toBeVisible();
  await page.screenshot({ path: info.outputPath("invoices-list.png"), fullPage: true });
  await row.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/billing\/history\//);
  await expect(page.getByText("LEYLA ALIYEVA").first()).toBeVisible();
  await expect(page.getByText("416973******0001").first()).toBeVisible();
  await page.screenshot({ path: info.outputPath("invoice-history.png"), fullPage: true });

  // The next invoice's link starts as long as this one's lived (5 days), on the server's record.
  await page.goto("/billing/create-an-invoice");
  await expect(page.getByRole("combobox", { name: /^Application/ })).toHaveValue(merchant.appId);
  await expect.poll(() => dateShown(page, "Link expiration date")).toEqual(daysAhead(5));
});
