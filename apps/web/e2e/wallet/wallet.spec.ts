import { expect, test } from "@playwright/test";
import { paidInvoice } from "../support/checkout";
import { liveMerchantPage } from "../support/live-merchant";
import { codeSentTo } from "../support/outbox";
import { notice } from "../support/notice";

test("a merchant sees what the wallet holds after payments and a refund, and opens the payment behind an operation", async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const merchant = await liveMerchantPage(page, request);
  const first = await paidInvoice(request, merchant, { amount: "100.00", bookingId: "BK-WALLET-1" });
  const second = await paidInvoice(request, merchant, { amount: "40.00", bookingId: "BK-WALLET-2" });
  const refund = await request.post("/api/refund", {
    headers: { ...merchant.headers, "idempotency-key": `wallet-e2e-${first.transactionId}` },
    data: { transactionId: first.transactionId, amount: "30.00" },
  });
  expect(refund.status()).toBe(200);

  await page.goto("/billing/wallet");
  const card = page.getByRole("list", { name: "Wallets" }).getByRole("listitem").first();
  await expect(card.getByRole("button", { name: "Xəzər Otel AZN" })).toHaveAttribute("aria-pressed", "true");
  await expect(card.getByText("110.00 AZN", { exact: true })).toBeVisible();
  await expect(card.getByText("Balance: 110.00 AZN")).toBeVisible();
  await expect(card.getByText("Bank account (IBAN)")).toBeVisible();

  // Newest first, each with the balance it left.
  const table = page.getByRole("table", { name: "Operations: Xəzər Otel · AZN" });
  const rows = table.getByRole("row");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText("Refund");
  await expect(rows.nth(1)).toContainText("110.00 AZN");
  await expect(rows.nth(2)).toContainText(second.orderId);
  await expect(rows.nth(3)).toContainText(first.orderId);
  await expect(rows.nth(3)).toContainText("100.00 AZN");
  await page.screenshot({ path: info.outputPath("wallet-1440.png"), fullPage: true });

  // The address keeps the wallet chosen; a phone shows the operations as cards, within the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("list", { name: "Operations: Xəzər Otel · AZN" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: info.outputPath("wallet-390.png"), fullPage: true });
  for (const [lang, heading] of [
    ["az", "Pul kisəsi"],
    ["ru", "Кошелёк"],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem("lang", l), lang);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await page.screenshot({ path: info.outputPath(`wallet-390-${lang}.png`), fullPage: true });
  }
  await page.evaluate(() => localStorage.setItem("lang", "en"));

  // An operation opens the payment behind it.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await page.getByRole("link", { name: second.orderId }).click();
  await expect(page).toHaveURL(new RegExp(`/billing/operations/${second.transactionId}$`));
});

test("a merchant transfers money to another merchant with a code, and both wallets show it", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const receiverPage = await browser.newPage();
  const receiver = await liveMerchantPage(receiverPage, request);
  const receiverApp = (
    (await (await request.get("/api/apps", { headers: receiver.headers })).json()) as { merchantId: string }[]
  )[0]!;
  await receiverPage.close();
  const merchant = await liveMerchantPage(page, request);
  await paidInvoice(request, merchant, { amount: "100.00", bookingId: "BK-TRANSFER" });

  await page.goto("/billing/wallet");
  await page.getByRole("button", { name: "Transfer from Xəzər Otel (AZN)" }).click();
  const dialog = page.getByRole("dialog", { name: "Transfer to another merchant" });
  await dialog.getByLabel("Receiving merchant ID").fill(receiverApp.merchantId);
  // Who receives shows before anything is sent: the merchant behind the id, masked, as a payout's recipient.
  await dialog.getByRole("button", { name: "Find" }).click();
  await expect(dialog.getByText("Xə*** Ot*** MM***")).toBeVisible();
  await expect(dialog.getByText(`Xəzər Otel, merchant ${receiverApp.merchantId}`)).toBeVisible();
  await dialog.getByLabel("Amount").fill("150");
  await expect(dialog.getByText("The entered amount cannot exceed your card balance.")).toBeVisible();
  await dialog.getByLabel("Amount").fill("25.50");
  await dialog.getByLabel("Description").fill("Shared tour");
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(
    dialog.getByText(
      `25.50 AZN will go from Xəzər Otel to Xəzər Otel (Xə*** Ot*** MM***, merchant ${receiverApp.merchantId}).`,
    ),
  ).toBeVisible();
  await dialog.getByLabel("Verification code").fill(await codeSentTo(request, merchant.mobilePhone));
  await dialog.getByRole("button", { name: "Confirm transfer" }).click();
  await expect(notice(page, "Transferred 25.50 AZN to Xəzər Otel")).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole("list", { name: "Wallets" }).getByRole("listitem").first();
  await expect(card.getByText("74.50 AZN", { exact: true })).toBeVisible();
  const rows = page.getByRole("table", { name: "Operations: Xəzər Otel · AZN" }).getByRole("row");
  await expect(rows.nth(1)).toContainText("Transfer between merchants");
  await expect(rows.nth(1)).toContainText("Shared tour");
  const received = (await (await request.get("/api/user/wallets", { headers: receiver.headers })).json()) as {
    payoutBalance: number;
  }[];
  expect(received[0]!.payoutBalance).toBe(25.5);
});

test("a merchant withdraws to the bank account with the fee shown as they type, and sees the wallet pay it", async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const merchant = await liveMerchantPage(page, request);
  await paidInvoice(request, merchant, { amount: "800.00", bookingId: "BK-WITHDRAW" });

  await page.goto("/billing/wallet");
  await page.getByRole("button", { name: "Withdraw from Xəzər Otel (AZN)" }).click();
  const dialog = page.getByRole("dialog", { name: "Withdraw funds" });
  // The business's IBAN is another bank's: 1.00 up to 650.00, then 0.15% of the whole amount.
  await dialog.getByLabel("Amount").fill("100");
  await expect(dialog.getByText("Fee: 1.00 AZN")).toBeVisible();
  await expect(dialog.getByText("Amount with fee: 101.00 AZN")).toBeVisible();
  await dialog.getByLabel("Amount").fill("700");
  await expect(dialog.getByText("Fee: 1.05 AZN")).toBeVisible();
  await dialog.getByLabel("Amount").fill("799.50");
  await expect(dialog.getByText("The entered amount cannot exceed your card balance.")).toBeVisible();
  await dialog.getByLabel("Amount").fill("100.00");
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(
    dialog.getByText(
      "101.00 AZN (100.00 and a fee of 1.00) will leave the wallet of Xəzər Otel for AZ21 **** 1944 (Kapital Bank).",
    ),
  ).toBeVisible();
  await page.screenshot({ path: info.outputPath("withdraw-code.png") });
  await dialog.getByLabel("Verification code").fill(await codeSentTo(request, merchant.mobilePhone));
  await dialog.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expect(notice(page, "Withdrawn 100.00 AZN to AZ21 **** 1944")).toBeVisible();

  const card = page.getByRole("list", { name: "Wallets" }).getByRole("listitem").first();
  await expect(card.getByText("699.00 AZN", { exact: true })).toBeVisible();
  const rows = page.getByRole("table", { name: "Operations: Xəzər Otel · AZN" }).getByRole("row");
  await expect(page.getByRole("table", { name: "Operations: Xəzər Otel · AZN" })).toContainText("Withdrawal fee");
  await expect(rows.nth(1)).toContainText("AZ21 **** 1944");
  await page.screenshot({ path: info.outputPath("wallet-after-withdrawal.png"), fullPage: true });
});
