import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signedInPage } from "../support/flows";

const seriousOrWorse = (violations: { impact?: string | null; id: string; nodes: unknown[] }[]) =>
  violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id} (${v.nodes.length})`);

test("the sign-in screen has no serious accessibility problems", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(seriousOrWorse(violations)).toEqual([]);
});

test("the shell has no serious accessibility problems, open or collapsed", async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInPage(page, request);
  await page.goto("/billing/invoices");
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  expect(seriousOrWorse((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
  expect(seriousOrWorse((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
});
