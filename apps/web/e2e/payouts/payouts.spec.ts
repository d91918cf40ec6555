import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { paidInvoice } from "../support/checkout";
import { liveMerchantPage } from "../support/live-merchant";
import { codeSentTo, lastMessageTo } from "../support/outbox";

/** The demo account's main user and its sub-user allowed only to review payouts (apps/api/src/modules/demo/demo-merchant.ts). */
const DEMO_MERCHANT = { email: "demo@merchant.az", password: "Demo@2026", mobilePhone: "+994501234567" };
const DEMO_REVIEWER = { email: "reviewer@merchant.az", password: "Demo@2026", mobilePhone: "+994501234568" };

/** Another bank's account the sandbox bank pays at once, in the name of "Aytən Məmmədli" (README). */
const IBAN = "AZ74NABZ00000000000000000777";

/** Signs a seeded user in through the API and hands the token to the page's origin; the user's headers for API calls. */
async function signIn(page: Page, request: APIRequestContext, user: typeof DEMO_MERCHANT) {
  expect((await request.post("/api/login", { data: { username: user.email, password: user.password } })).status()).toBe(
    200,
  );
  const code = await codeSentTo(request, user.mobilePhone);
  const approved = await request.post(`/api/approveLogin/${code}/${encodeURIComponent(user.email)}`);
  expect(approved.status()).toBe(200);
  const { accessToken } = (await approved.json()) as { accessToken: string };
  await page.goto("/auth");
  await page.evaluate((token) => localStorage.setItem("accessToken", token), accessToken);
  return { authorization: `Bearer ${accessToken}` };
}

/** The merchant's (first) live application, its wallet funded by a customer's card payment. */
async function fundedApp(
  request: APIRequestContext,
  headers: Record<string, string>,
  amount: string,
  bookingId: string,
) {
  const [app] = (await (await request.get("/api/apps", { headers })).json()) as { id: string; appName: string }[];
  await paidInvoice(request, { appId: app!.id, headers }, { amount, bookingId });
  return app!;
}

/** New payout to `IBAN`, up to the code texted for exactly it, typed in; "Send payout" is left to press. */
async function preparePayout(page: Page, request: APIRequestContext, amount: string) {
  await page.getByRole("button", { name: "New payout" }).click();
  const dialog = page.getByRole("dialog", { name: "New payout" });
  await dialog.getByRole("textbox", { name: "IBAN" }).fill(IBAN);
  await dialog.getByRole("button", { name: "Find" }).click();
  await expect(dialog.getByText("Ay*** Mə***")).toBeVisible();
  await expect(dialog.getByText("AZ74 **** 0777")).toBeVisible();
  await dialog.getByLabel("Amount").fill(amount);
  const before = await lastMessageTo(request, DEMO_MERCHANT.mobilePhone);
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(dialog.getByLabel("Verification code")).toBeVisible();
  await expect.poll(() => lastMessageTo(request, DEMO_MERCHANT.mobilePhone)).not.toBe(before);
  await dialog.getByLabel("Verification code").fill(await codeSentTo(request, DEMO_MERCHANT.mobilePhone));
  return dialog;
}

test("the demo merchant pays out to an IBAN at once; above the review threshold a payout waits until the reviewer approves it", async ({
  page,
  request,
  browser,
}, info) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const merchant = await signIn(page, request, DEMO_MERCHANT);
  const app = await fundedApp(request, merchant, "900.00", "BK-PAYOUT-1");

  await page.goto("/billing/payouts");
  await expect(page.getByRole("combobox", { name: "Application" })).toHaveValue(new RegExp(app.id));
  await expect(page.getByText("900.00 AZN", { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      "When payouts and top-ups sent in 24 hours add up to more than 5,000.00 AZN, the next ones wait for review by another user.",
    ),
  ).toBeVisible();
  await expect(
    page.getByText(/^Daily limit set by the payment provider: 20,000\.00 AZN in any 24 hours\./),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("appKey"))).toBe(app.id);

  // At once: another bank's IBAN, 1.00 fee.
  let dialog = await preparePayout(page, request, "100");
  await expect(
    dialog.getByText(`101.00 AZN (100.00 and a fee of 1.00) will leave the wallet of ${app.appName} for Ay*** Mə***.`),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Send payout" }).click();
  await expect(page.getByText("Paid out 100.00 AZN to Ay*** Mə***")).toBeVisible();
  await expect(dialog).toBeHidden();
  const table = page.getByRole("table", { name: `Payouts of ${app.appName}` });
  await expect(table.getByRole("row").nth(1)).toContainText("Sent");
  await expect(page.getByText("799.00 AZN", { exact: true })).toBeVisible();

  // The main user lowers the threshold: the next payout waits for a second person.
  await page.getByRole("button", { name: "Change" }).click();
  const threshold = page.getByRole("dialog", { name: "Review threshold" });
  await threshold.getByLabel("Threshold").fill("150");
  await threshold.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByText(
      "When payouts and top-ups sent in 24 hours add up to more than 150.00 AZN, the next ones wait for review by another user.",
    ),
  ).toBeVisible();

  // 200.00 after the 100.00 sent today: the day's sum passes 150.00.
  dialog = await preparePayout(page, request, "200");
  await expect(
    dialog.getByText("With this payout, more than 150.00 AZN will have been sent in 24 hours:", { exact: false }),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Send payout" }).click();
  await expect(page.getByText("Payout of 200.00 AZN is waiting for review by another user")).toBeVisible();
  const waiting = table.getByRole("row").nth(1);
  await expect(waiting).toContainText("In review");
  await expect(waiting).toContainText("Waiting for review");
  await expect(waiting.getByRole("button")).toHaveCount(0);
  // Amount and fee are held: 799.00 − 201.00.
  await expect(page.getByText("598.00 AZN", { exact: true })).toBeVisible();
  await page.screenshot({ path: info.outputPath("payouts-maker-en-1440.png"), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("list", { name: `Payouts of ${app.appName}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: info.outputPath("payouts-maker-en-390.png"), fullPage: true });

  // The second person, in a browser of their own.
  const reviewerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const reviewerPage = await reviewerContext.newPage();
  await signIn(reviewerPage, request, DEMO_REVIEWER);
  await reviewerPage.goto("/billing/payouts");
  // Named in the language shown: the first payout row, whatever the language.
  const row = reviewerPage.getByRole("table").getByRole("row").nth(1);
  await expect(row).toContainText("In review");
  await expect(reviewerPage.getByRole("button", { name: "New payout" })).toHaveCount(0);

  // The review, in each language: the list and the question before approving.
  for (const [lang, heading, title] of [
    ["az", "Ödəmələr", "Bu ödəmə təsdiqlənsin?"],
    ["ru", "Выплаты", "Одобрить эту выплату?"],
    ["en", "Payouts", "Approve this payout?"],
  ] as const) {
    await reviewerPage.evaluate((l) => localStorage.setItem("lang", l), lang);
    await reviewerPage.reload();
    await expect(reviewerPage.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(row.getByRole("button")).toHaveCount(2);
    await reviewerPage.screenshot({ path: info.outputPath(`payouts-review-${lang}.png`), fullPage: true });
    await row.getByRole("button").first().click();
    const question = reviewerPage.getByRole("dialog", { name: title });
    await expect(question).toBeVisible();
    await reviewerPage.screenshot({ path: info.outputPath(`payouts-review-dialog-${lang}.png`) });
    if (lang !== "en") {
      await reviewerPage.keyboard.press("Escape");
      await expect(question).toBeHidden();
    }
  }
  await reviewerPage
    .getByRole("dialog", { name: "Approve this payout?" })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(reviewerPage.getByText("Approved: 200.00 AZN paid out to Ay*** Mə***")).toBeVisible();
  await expect(row).toContainText("Sent");
  await expect(row).toContainText("Approved by Günay Rzayeva");
  await reviewerContext.close();

  // The maker sees it paid, and who approved it.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect(table.getByRole("row").nth(1)).toContainText("Approved by Günay Rzayeva");
  await expect(table.getByRole("row").nth(1)).toContainText("Sent");
  for (const lang of ["az", "ru"] as const) {
    await page.evaluate((l) => localStorage.setItem("lang", l), lang);
    await page.reload();
    await expect(page.getByRole("table")).toBeVisible();
    await page.screenshot({ path: info.outputPath(`payouts-maker-${lang}-1440.png`), fullPage: true });
  }
  await page.evaluate(() => localStorage.setItem("lang", "en"));
  // The demo account's threshold as it was, for whoever uses the demo next.
  expect(
    (
      await request.put("/api/wallets/payout-settings", { headers: merchant, data: { reviewThreshold: 5000 } })
    ).status(),
  ).toBe(200);
});

/*
 * A merchant of its own, not the demo: the demo's phone takes five codes in any ten minutes
 * (CODE_SMS_LIMITS), the flow above spends three and the QR payments flow one more.
 */
test("a merchant tops up a mobile wallet from the wallet screen, confirmed by a code", async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const merchant = await liveMerchantPage(page, request);
  const app = await fundedApp(request, merchant.headers, "50.00", "BK-TOPUP-1");
  const before = (
    (await (await request.get("/api/user/wallets", { headers: merchant.headers })).json()) as {
      payoutBalance: number;
    }[]
  )[0]!.payoutBalance;

  await page.goto("/billing/wallet");
  await page.getByRole("button", { name: `Top up a mobile wallet from ${app.appName} (AZN)` }).click();
  const dialog = page.getByRole("dialog", { name: "Top up a mobile wallet" });
  await dialog.getByLabel("Mobile wallet phone number").fill("+994 55 123 45 67");
  await dialog.getByLabel("Amount").fill("10");
  await dialog.getByLabel("Description").fill("Cashback");
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(
    dialog.getByText(
      `10.00 AZN will go from the wallet of ${app.appName} to the mobile wallet of Ay*** Mə*** (+994 ** *** ** 67), with no fee.`,
    ),
  ).toBeVisible();
  await page.screenshot({ path: info.outputPath("top-up-code.png") });
  await dialog.getByLabel("Verification code").fill(await codeSentTo(request, merchant.mobilePhone));
  await dialog.getByRole("button", { name: "Confirm top-up" }).click();
  await expect(page.getByText("Topped up the mobile wallet of Ay*** Mə*** with 10.00 AZN")).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole("list", { name: "Wallets" }).getByRole("listitem").first();
  const after = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2 }).format(before - 10);
  await expect(card.getByText(`${after} AZN`, { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: `Operations: ${app.appName} · AZN` })
      .getByRole("row")
      .nth(1),
  ).toContainText("Mobile wallet top-up");
  await page.screenshot({ path: info.outputPath("wallet-after-top-up.png"), fullPage: true });
});
