import { expect, test } from "@playwright/test";
import { seriousAxeViolations } from "../support/axe";
import { signedInPage } from "../support/flows";

// The sidebar collapses at once, as for a user who asked for reduced motion: axe measured the
// links halfway through the width's transition otherwise (a 2.5.8 target-size failure that
// lasts 200 ms).
test.use({ reducedMotion: "reduce" });

test("the sign-in screen has no serious accessibility problems", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("the shell has no serious accessibility problems, open or collapsed", async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInPage(page, request);
  await page.goto("/billing/invoices");
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
