import { expect, test } from "@playwright/test";
import { confirmedMerchant } from "../support/flows";
import { codeSentTo } from "../support/outbox";

test("the sign-in form explains what is wrong and keeps what was typed", async ({ page, request }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();

  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Invalid email address.")).toBeVisible();

  const m = await confirmedMerchant(request);
  await page.getByLabel("Email").fill(m.email);
  await page.getByLabel("Password", { exact: true }).fill("Wrong#2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Incorrect e-mail or password.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByLabel("Email")).toHaveValue(m.email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("Wrong#2026");
});

test("a wrong code says how many tries are left", async ({ page, request }) => {
  const m = await confirmedMerchant(request);
  await page.goto("/auth");
  await page.getByLabel("Email").fill(m.email);
  await page.getByLabel("Password", { exact: true }).fill(m.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Check your phone" })).toBeVisible();
  const code = await codeSentTo(request, m.mobilePhone);
  const wrong = code === "000000" ? "111111" : "000000";

  await page.getByLabel("Verification code").fill("12");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("The code must be 6 digits.")).toBeVisible();

  await page.getByLabel("Verification code").fill(wrong);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Wrong code. Attempts left: 4.")).toBeVisible();

  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});

test("an unknown address shows the not-found page", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByText("Page not found.")).toBeVisible();
});
