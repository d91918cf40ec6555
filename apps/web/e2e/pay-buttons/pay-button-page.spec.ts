import { expect, test } from "@playwright/test";
import { cards, payButtonFor, payByCard } from "../support/checkout";
import { liveMerchantPage } from "../support/live-merchant";

test("a customer pays through a merchant's pay button from a phone, on the button's terms, and a disabled button says so", async ({
  page,
  request,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const merchant = await liveMerchantPage(page, request);
  const { id, buttonId } = await payButtonFor(request, merchant);

  // The customer follows the button from the merchant's site: a phone, 390 px wide, in a browser of their own.
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await customer.newPage();
  // The button's own language first.
  await phone.goto(`/pay/button/${buttonId}`);
  await expect(phone.getByRole("heading", { level: 1, name: merchant.appName })).toBeVisible();
  await expect(phone.getByRole("heading", { level: 2, name: "Məbləği daxil edin" })).toBeVisible();
  await expect(phone.getByText("5,00 ilə 300,00 AZN arasında")).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: info.outputPath("pay-button-390-az.png"), fullPage: true });

  // A link that names another language gets it; what else its query string says changes nothing.
  await phone.goto(`/pay/button/${buttonId}?lang=en&amount=1&currency=USD`);
  await expect(phone.getByRole("heading", { level: 2, name: "Enter the amount" })).toBeVisible();
  await expect(phone.getByText("Support the animal shelter")).toBeVisible();
  await phone.getByLabel("Amount").fill("2");
  await phone.getByRole("button", { name: "Continue to payment" }).click();
  await expect(phone.getByText("The amount is outside what this button takes.")).toBeVisible();
  await phone.getByLabel("Amount").fill("15,75");
  await phone.getByLabel("Your name").fill("Leyla Əliyeva");
  await phone.getByRole("button", { name: "Continue to payment" }).click();

  // On to the invoice's own checkout, in the same language, for exactly that amount and the button's words.
  await expect(phone).toHaveURL(/\/pay\/[A-Z0-9]{10}\?lang=en$/);
  await expect(phone.getByText("15.75 AZN").first()).toBeVisible();
  await expect(phone.getByText("Support the animal shelter")).toBeVisible();
  await payByCard(phone, cards.approve);
  await expect(phone.getByRole("heading", { name: "Payment successful" })).toBeVisible();

  // The merchant's list counts the payment.
  const listed = await (await request.get(`/api/pay-buttons/${id}`, { headers: merchant.headers })).json();
  expect(listed).toMatchObject({ paymentsCount: 1, paymentsSum: 15.75 });

  // Disabled, its page says so (410) and offers nothing to pay.
  expect(
    (
      await request.patch(`/api/pay-buttons/${id}`, { headers: merchant.headers, data: { status: "disabled" } })
    ).status(),
  ).toBe(200);
  const gone = await phone.goto(`/pay/button/${buttonId}`);
  expect(gone?.status()).toBe(410);
  await expect(phone.getByRole("heading", { level: 2, name: "Bu düymə artıq istifadə edilmir" })).toBeVisible();
  await expect(phone.getByRole("button", { name: "Ödənişə keçin" })).toHaveCount(0);
  await phone.screenshot({ path: info.outputPath("pay-button-disabled-390.png"), fullPage: true });

  // A link that leads to no button says SPEC §8's words.
  const unknown = await phone.goto("/pay/button/AAAAAAAAAAAAAAAA?lang=en");
  expect(unknown?.status()).toBe(404);
  await expect(phone.getByRole("heading", { level: 1, name: "Oops, something went wrong!" })).toBeVisible();
  await customer.close();
});
