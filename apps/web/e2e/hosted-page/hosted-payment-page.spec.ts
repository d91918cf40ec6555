import { expect, test } from "@playwright/test";
import { seriousAxeViolations } from "../support/axe";
import { answerBankChallenge, cards, invoiceFor, merchantInvoice, payByCard } from "../support/checkout";
import { liveMerchantPage } from "../support/live-merchant";

/*
 * The hosted style end to end (the `sandbox-hosted` project: ACQUIRER=sandbox-hosted): the
 * checkout sends the customer to the sandbox bank's own card page, /sandbox/hpp, which takes
 * the card, asks for 3-D Secure, and sends the browser back; the checkout reads the order
 * from the bank and shows the outcome.
 */

test("a customer pays on the bank's own page through 3-D Secure and comes back to the receipt", async ({
  page,
  request,
  browser,
}, info) => {
  const merchant = await liveMerchantPage(page, request);
  const invoice = await invoiceFor(request, merchant);
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await customer.newPage();

  await phone.goto(`/pay/${invoice.invoiceCode}`);
  await expect(phone.getByText("You will enter your card on Sandbox Bank's secure page.")).toBeVisible();
  await expect(phone.getByLabel("Card number")).toHaveCount(0);
  expect(await seriousAxeViolations(phone)).toEqual([]);
  await phone.screenshot({ path: info.outputPath("hosted-checkout-390.png"), fullPage: true });

  await phone.getByRole("button", { name: "Pay 89.90 AZN" }).click();
  // The bank's page: a test page, the order's amount, the test cards and what each does.
  await expect(phone).toHaveURL(/\/sandbox\/hpp\?id=\d+&password=/);
  await expect(phone.getByRole("note")).toContainText("Test page");
  await expect(phone.getByRole("cell", { name: "89.90 AZN" })).toBeVisible();
  await expect(phone.getByRole("row", { name: /4169 7310 0004 0005/ })).toContainText(
    "Asks for 3-D Secure (code 123456)",
  );
  expect(await seriousAxeViolations(phone)).toEqual([]);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: info.outputPath("sandbox-bank-page-390.png"), fullPage: true });

  await payByCard(phone, cards.challenge);
  await expect(
    phone.getByText(/one-time code to confirm the payment of 89\.90 AZN with the card 416973\*+0005/),
  ).toBeVisible();
  await phone.screenshot({ path: info.outputPath("sandbox-bank-3ds-390.png"), fullPage: true });
  await answerBankChallenge(phone);

  await expect(phone).toHaveURL(new RegExp(`/pay/${invoice.invoiceCode}\\?lang=en$`));
  await expect(phone.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await expect(phone.getByText("416973******0005")).toBeVisible();
  await phone.screenshot({ path: info.outputPath("hosted-paid-390.png"), fullPage: true });
  await customer.close();

  const paid = await merchantInvoice(request, merchant, invoice.id);
  expect(paid).toMatchObject({ status: "paid", paidAmount: 89.9, completedBy: "LEYLA ALIYEVA" });
});

test("a customer who leaves the bank's page by Back finds the way there again; one who cancels there can pay again", async ({
  page,
  request,
}) => {
  const merchant = await liveMerchantPage(page, request);
  const invoice = await invoiceFor(request, merchant);

  await page.goto(`/pay/${invoice.invoiceCode}`);
  await page.getByRole("button", { name: "Pay 89.90 AZN" }).click();
  await expect(page).toHaveURL(/\/sandbox\/hpp\?/);
  await page.getByRole("button", { name: "Cancel and return to the shop" }).click();
  await expect(page.getByRole("heading", { name: "Payment failed!" })).toBeVisible();
  await page.getByRole("button", { name: "Try again" }).click();

  await page.getByRole("button", { name: "Pay 89.90 AZN" }).click();
  await expect(page).toHaveURL(/\/sandbox\/hpp\?/);
  // Back in the browser: the payment is still open at the bank, and the checkout says where.
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Your payment is being processed" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Sandbox Bank's page" }).click();
  await expect(page).toHaveURL(/\/sandbox\/hpp\?/);
  await page.getByLabel("Card number").fill(cards.approve);
  await page.getByLabel("Expiry date (MM/YY)").fill("12/30");
  await page.getByLabel("CVV").fill("123");
  await page.getByLabel("Cardholder name").fill("LEYLA ALIYEVA");
  await page.getByRole("button", { name: "Pay 89.90 AZN" }).click();
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await expect(page.getByText("416973******0001")).toBeVisible();
  expect((await merchantInvoice(request, merchant, invoice.id)).status).toBe("paid");
});
