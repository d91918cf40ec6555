import { expect, test } from "@playwright/test";
import { cards, invoiceFor, payByCard } from "../support/checkout";
import { liveMerchantPage } from "../support/live-merchant";

test("a declined card shows the failure, and a retry with another card pays", async ({ page, request }) => {
  const merchant = await liveMerchantPage(page, request);
  const invoice = await invoiceFor(request, merchant);
  await page.goto(`/pay/${invoice.invoiceCode}`);
  await payByCard(page, cards.decline);
  await expect(page.getByRole("heading", { name: "Payment failed!" })).toBeVisible();
  await expect(page.getByText("Something went wrong. We aren't able to process your payment. Please try again.")).toBeVisible();
  await page.getByRole("button", { name: "Try again" }).click();
  await payByCard(page, cards.approve);
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
});

test("a 3-D Secure card goes through the bank's challenge", async ({ page, request }) => {
  const merchant = await liveMerchantPage(page, request);
  const invoice = await invoiceFor(request, merchant);
  await page.goto(`/pay/${invoice.invoiceCode}`);
  await payByCard(page, cards.challenge);
  await expect(page.getByRole("heading", { name: "Confirm the payment with your bank" })).toBeVisible();
  await page.getByLabel("Code from your bank").fill("123456");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await expect(page.getByText("416973******0005")).toBeVisible();
});

test("the checkout speaks the customer's language and fits 360 px", async ({ page, request }, info) => {
  const merchant = await liveMerchantPage(page, request);
  const invoice = await invoiceFor(request, merchant, { preAuth: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/pay/${invoice.invoiceCode}`);
  await page.getByRole("group", { name: "Language" }).getByRole("button", { name: "Azərbaycan dili" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "az");
  await expect(page.getByLabel("Kart nömrəsi")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: info.outputPath("checkout-az-360.png"), fullPage: true });
});
