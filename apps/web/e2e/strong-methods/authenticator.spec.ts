import { expect, test } from "@playwright/test";
import { paidInvoice } from "../support/checkout";
import { addAuthenticator } from "../support/authenticator";
import { liveMerchantPage } from "../support/live-merchant";
import { notice } from "../support/notice";
import { passwordStep, signOut } from "../support/strong-sign-in";

test("an authenticator app replaces the SMS: sign-in, a withdrawal, and a recovery code that works once", async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const merchant = await liveMerchantPage(page, request);
  await paidInvoice(request, merchant, { amount: "300.00", bookingId: "BK-TOTP" });
  const { app, recoveryCodes } = await addAuthenticator(request, merchant.headers, merchant.password);
  const texted = async () =>
    (
      (await (
        await request.get(`/sandbox/outbox.json?to=${encodeURIComponent(merchant.mobilePhone)}`)
      ).json()) as unknown[]
    ).length;
  const textsBefore = await texted();

  // Sign-in asks the app's code, and texts nothing.
  await signOut(page);
  await passwordStep(page, merchant);
  await expect(page.getByRole("heading", { name: "Open your authenticator app" })).toBeVisible();
  await expect(page.getByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend code" })).toHaveCount(0);
  await page.screenshot({ path: info.outputPath("sign-in-authenticator.png") });
  await page.getByLabel("Verification code").fill(await app.code());
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  // A withdrawal is confirmed with the app's code.
  await page.goto("/billing/wallet");
  await page.getByRole("button", { name: "Withdraw from Xəzər Otel (AZN)" }).click();
  const dialog = page.getByRole("dialog", { name: "Withdraw funds" });
  await dialog.getByLabel("Amount").fill("100.00");
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(dialog.getByText("Enter the code from your authenticator app.")).toBeVisible();
  await page.screenshot({ path: info.outputPath("withdraw-authenticator.png") });
  await dialog.getByLabel("Verification code").fill(await app.code());
  await dialog.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expect(notice(page, "Withdrawn 100.00 AZN to AZ21 **** 1944")).toBeVisible();
  expect(await texted()).toBe(textsBefore);

  // A recovery code signs in in place of the app's code, once.
  for (const outcome of ["signed in", "refused"] as const) {
    await signOut(page);
    await passwordStep(page, merchant);
    await page.getByRole("button", { name: "Use a recovery code" }).click();
    await page.getByLabel("Recovery code").fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    if (outcome === "signed in") await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    else await expect(page.getByText("Wrong code. Attempts left: 4.")).toBeVisible();
  }

  // The same step in Azerbaijani and Russian.
  for (const [lang, heading] of [
    ["az", "Autentifikator tətbiqini açın"],
    ["ru", "Откройте приложение-аутентификатор"],
  ] as const) {
    await signOut(page);
    await page.context().addCookies([{ name: "lang", value: lang, url: new URL(page.url()).origin }]);
    await page.goto("/auth");
    await page.locator('input[name="username"]').fill(merchant.email);
    await page.locator('input[name="password"]').fill(merchant.password);
    await page.locator('button[type="submit"]').click();
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await page.screenshot({ path: info.outputPath(`sign-in-authenticator-${lang}.png`) });
  }
});
