import { expect, test } from "@playwright/test";
import { signedInPage } from "../support/flows";

test("a language chosen in the dialog applies on confirm and survives a reload", async ({ page, request }) => {
  await signedInPage(page, request);
  await page.goto("/");
  await page.getByRole("button", { name: "Profile" }).click();
  await page.getByRole("menuitem", { name: "Language · EN" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose language" });
  await expect(dialog.getByRole("radio", { name: "English" })).toBeChecked();
  await expect(dialog.locator("img")).toHaveCount(3);

  await dialog.getByRole("radio", { name: "Azərbaycan dili" }).check();
  // Nothing changes before Confirm (the page behind the dialog is read past its aria-hidden).
  await expect(page.locator("h1")).toHaveText("Dashboard");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.getByRole("button", { name: "Profile" }).click();
  await page.getByRole("menuitem", { name: "Language · EN" }).click();
  await dialog.getByRole("radio", { name: "Azərbaycan dili" }).check();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "az");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Dashboard");
  const azHeading = await page.getByRole("heading", { level: 1 }).innerText();
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("az");

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "az");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(azHeading);
});

test('a legacy stored "RU" shows the portal in Russian', async ({ page }) => {
  await page.goto("/auth");
  await page.evaluate(() => localStorage.setItem("lang", '"RU"'));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("heading", { level: 1, name: "Вход" })).toBeVisible();
});
