import { expect, test } from "@playwright/test";
import { cards, changeInvoiceAmount, hostedStyle, invoiceFor, merchantInvoice, payByCard } from "../support/checkout";
import { liveMerchantPage } from "../support/live-merchant";

test("a declined card shows the failure, and a retry with another card pays", async ({ page, request }) => {
  const merchant = await liveMerchantPage(page, request);
  const invoice = await invoiceFor(request, merchant);
  await page.goto(`/pay/${invoice.invoiceCode}`);
  await payByCard(page, cards.decline);
  await expect(page.getByRole("heading", { name: "Payment failed!" })).toBeVisible();
  // On the page, not in the live region that says it to screen readers 100 ms later.
  await expect(
    page.getByRole("main").getByText("Something went wrong. We aren't able to process your payment. Please try again."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Try again" }).click();
  await payByCard(page, cards.approve);
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
});

test("a 3-D Secure card goes through the bank's challenge", async ({ page, request }) => {
  // The bank's own page asks for the code there: hosted-page/hosted-payment-page.spec.ts.
  test.skip(hostedStyle(), "the checkout's own 3-D Secure step is the direct style's");
  const merchant = await liveMerchantPage(page, request);
  const invoice = await invoiceFor(request, merchant);
  await page.goto(`/pay/${invoice.invoiceCode}`);
  await payByCard(page, cards.challenge);
  await expect(page.getByRole("heading", { name: "Confirm the payment with your bank" })).toBeVisible();
  // A reload in the same tab carries on with the challenge: only this tab holds its token.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Confirm the payment with your bank" })).toBeVisible();
  await page.getByLabel("Code from your bank").fill("123456");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await expect(page.getByText("416973******0005")).toBeVisible();
});

test("an amount the merchant changes while the page is open is shown, and the new amount is paid", async ({
  page,
  request,
}) => {
  const merchant = await liveMerchantPage(page, request);
  const invoice = await invoiceFor(request, merchant);
  await page.goto(`/pay/${invoice.invoiceCode}`);
  await expect(page.getByRole("button", { name: "Pay 89.90 AZN" })).toBeVisible();

  await changeInvoiceAmount(request, merchant, invoice.id, "120.00");
  await payByCard(page, cards.approve);
  await expect(
    page.getByText("The amount of this invoice has changed. Check the new amount and pay again."),
  ).toBeVisible();
  await expect(page.getByText("New amount to pay: 120.00 AZN")).toBeVisible();
  // The number and CVV are typed again, for the new amount (on the checkout, when it takes the card).
  if (!hostedStyle()) await expect(page.getByLabel("Card number")).toHaveValue("");
  expect((await merchantInvoice(request, merchant, invoice.id)).status).toBe("created");

  await payByCard(page, cards.approve);
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await expect(page.locator("dd", { hasText: "120.00 AZN" })).toBeVisible();
  const paid = await merchantInvoice(request, merchant, invoice.id);
  expect(paid.status).toBe("paid");
  expect(paid.paidAmount).toBe(120);
});

test("the checkout speaks the customer's language and fits 360 px", async ({ page, request }, info) => {
  const merchant = await liveMerchantPage(page, request);
  const invoice = await invoiceFor(request, merchant, { preAuth: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/pay/${invoice.invoiceCode}`);
  await page.getByRole("group", { name: "Language" }).getByRole("button", { name: "Azərbaycan dili" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "az");
  if (hostedStyle())
    await expect(
      page.getByText("Kartınızın məlumatlarını Sandbox Bank tərəfindən təqdim olunan təhlükəsiz səhifədə"),
    ).toBeVisible();
  else await expect(page.getByLabel("Kart nömrəsi")).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: info.outputPath("checkout-az-360.png"), fullPage: true });
});
