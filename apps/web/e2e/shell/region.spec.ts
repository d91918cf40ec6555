import { expect, test } from "@playwright/test";
import { signedInPage } from "../support/flows";
import { EMIRATES_ORIGIN } from "../support/hosts";

test.describe("the Emirates variant (a .ae host)", () => {
  test("offers the mobile app instead of the sign-in form up to 1024 px", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${EMIRATES_ORIGIN}/auth`);
    await expect(page.getByRole("heading", { name: "Get the mobile app" })).toBeVisible();
    await expect(page.locator("main img").first()).toHaveAttribute("src", "/logos/logo-ae.svg");
    await expect(page.getByRole("link", { name: "Download the app" })).toHaveAttribute(
      "href",
      /apps\.apple\.com\/ae\//,
    );
    await expect(page.getByLabel("Email")).toHaveCount(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expect(page.getByLabel("Email")).toBeVisible();
  });

  test("has no language choice", async ({ page, request }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedInPage(page, request, EMIRATES_ORIGIN);
    await page.goto(`${EMIRATES_ORIGIN}/`);
    await page.getByRole("button", { name: "Profile" }).click();
    await expect(page.getByRole("menuitem", { name: "Support" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: /^Language/ })).toHaveCount(0);
    await expect(page.getByRole("complementary", { name: "Sidebar" }).locator("img").first()).toHaveAttribute(
      "src",
      "/logos/logo-ae.svg",
    );
  });
});

test("the default variant keeps the sign-in form on small screens and offers languages", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await signedInPage(page, request);
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "Profile" }).click();
  await expect(page.getByRole("menuitem", { name: "Language · EN" })).toBeVisible();
});
