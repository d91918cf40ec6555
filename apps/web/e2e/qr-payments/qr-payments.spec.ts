import { type APIRequestContext, expect, test } from "@playwright/test";
import { cards, payByCard } from "../support/checkout";
import { codeSentTo } from "../support/outbox";

/** The demo merchant every local install has (README), with its live application Demo Store. */
const DEMO = { email: "demo@merchant.az", password: "Demo@2026", mobilePhone: "+994501234567" };

/** Signs the demo merchant in through the API, as the sign-in page would: its token and its application's merchant id. */
async function demoMerchant(request: APIRequestContext) {
  expect((await request.post("/api/login", { data: { username: DEMO.email, password: DEMO.password } })).status()).toBe(
    200,
  );
  const code = await codeSentTo(request, DEMO.mobilePhone);
  const { accessToken } = (await (
    await request.post(`/api/approveLogin/${code}/${encodeURIComponent(DEMO.email)}`)
  ).json()) as { accessToken: string };
  const apps = (await (
    await request.get("/api/apps", { headers: { authorization: `Bearer ${accessToken}` } })
  ).json()) as {
    appName: string;
    merchantId: string;
  }[];
  const demoStore = apps.find((app) => app.appName === "Demo Store")!;
  return { accessToken, merchantId: demoStore.merchantId };
}

test("a customer pays the demo merchant on its QR page from a phone, and the merchant finds the payment under QR payments", async ({
  page,
  request,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const { accessToken, merchantId } = await demoMerchant(request);

  // The customer scans the code: a phone, 390 px wide, in a browser of their own.
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await customer.newPage();
  for (const [lang, heading] of [
    ["az", "Məbləği daxil edin"],
    ["ru", "Введите сумму"],
    ["en", "Enter the amount"],
  ] as const) {
    await phone.goto(`/pay/merchant/${merchantId}?lang=${lang}`);
    await expect(phone.getByRole("heading", { level: 1, name: "Demo Store" })).toBeVisible();
    await expect(phone.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: info.outputPath(`qr-page-390-${lang}.png`), fullPage: true });
  }

  await phone.getByLabel("Amount").fill("15,75");
  await phone.getByLabel("Your name").fill("Leyla Əliyeva");
  await phone.getByLabel("Phone number").fill("+994 55 123 45 67");
  await phone.getByLabel("Reference code").fill("TABLE-7");
  await phone.getByRole("button", { name: "Continue to payment" }).click();

  // On to the invoice's own checkout, in the same language, for exactly that amount.
  await expect(phone).toHaveURL(/\/pay\/[A-Z0-9]{10}\?lang=en$/);
  const invoiceCode = /\/pay\/([A-Z0-9]{10})/.exec(phone.url())![1]!;
  await expect(phone.getByRole("heading", { level: 1, name: "Demo Store" })).toBeVisible();
  await expect(phone.getByText("15.75 AZN").first()).toBeVisible();
  await phone.screenshot({ path: info.outputPath("qr-checkout-390.png"), fullPage: true });
  await payByCard(phone, cards.approve);
  await expect(phone.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await phone.screenshot({ path: info.outputPath("qr-paid-390.png"), fullPage: true });

  // A code that leads to no merchant says SPEC §8's words.
  await phone.goto("/pay/merchant/100000000000");
  await expect(phone.getByRole("heading", { level: 1, name: "Oops, something went wrong!" })).toBeVisible();
  await customer.close();

  // The merchant's list has it, with what the customer typed, paid.
  await page.goto("/auth");
  await page.evaluate((token) => localStorage.setItem("accessToken", token), accessToken);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/billing/qr-payments");
  const table = page.getByRole("table", { name: "QR payments" });
  const row = table.getByRole("row").filter({ hasText: invoiceCode });
  await expect(row).toContainText("TABLE-7");
  await expect(row).toContainText("Leyla Əliyeva");
  await expect(row).toContainText("+994551234567");
  await expect(row).toContainText("15.75 AZN");
  await expect(row).toContainText("Paid");
  await page.screenshot({ path: info.outputPath("qr-payments-1440.png"), fullPage: true });

  // Found by its reference code, the filter kept in the address.
  await page.getByLabel("Reference code").fill("table-7");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/billing\/qr-payments\?optionalCode=table-7$/);
  await expect(table.getByRole("row")).toHaveCount(2);

  // On a phone the payments are cards within the screen; one opens its invoice.
  await page.setViewportSize({ width: 390, height: 844 });
  const cardsList = page.getByRole("list", { name: "QR payments" });
  await expect(cardsList.getByRole("listitem")).toHaveCount(1);
  // The typed-in filters fold away on a phone; the picture waits for them to have folded.
  await expect(page.getByRole("button", { name: "More filters (1 set)" })).toBeVisible();
  await expect(page.getByLabel("Reference code")).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: info.outputPath("qr-payments-390.png"), fullPage: true });
  await cardsList.getByRole("link", { name: invoiceCode }).click();
  await expect(page).toHaveURL(/\/billing\/history\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: invoiceCode })).toBeVisible();
  await expect(page.getByText("TABLE-7")).toBeVisible();
  await expect(page.getByText("QR code", { exact: true })).toBeVisible();
});
