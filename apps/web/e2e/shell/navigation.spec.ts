import { expect, test } from "@playwright/test";
import { signedInPage } from "../support/flows";

const TOP_LEVEL = ["Connect", "Dashboard", "Applications", "Billing", "Users", "Settings", "Developers"];
const BILLING = ["Create an invoice", "Invoices", "Bulk invoice", "Payouts", "Transactions", "QR payments", "Wallet"];

test.beforeEach(async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInPage(page, request);
});

test("the menu lists the sections in the spec's order and opens Billing on its pages", async ({ page }) => {
  await page.goto("/");
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name: "Dashboard" })).toBeVisible();
  const labels = (await menu.locator("a, button").allInnerTexts()).map((s) => s.trim());
  expect(labels.filter((s) => TOP_LEVEL.includes(s))).toEqual(TOP_LEVEL);

  await page.goto("/billing/invoices");
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Billing" })).toHaveAttribute("aria-expanded", "true");
  const children = menu.getByRole("link").filter({ hasText: new RegExp(`^(${BILLING.join("|")})$`) });
  await expect(children).toHaveText(BILLING);
  await expect(menu.getByRole("link", { name: "Invoices", exact: true })).toHaveAttribute("aria-current", "page");
});

test("the sidebar collapses to icons and expands again", async ({ page }) => {
  await page.goto("/");
  // The content starts where the sidebar ends.
  const width = async () => (await page.locator("#main-content").boundingBox())!.x;
  expect(await width()).toBe(260);

  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect.poll(width).toBeGreaterThanOrEqual(74);
  await expect.poll(width).toBeLessThanOrEqual(76);
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();

  // A group clicked while collapsed opens the sidebar and the group.
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Billing" }).click();
  await expect.poll(width).toBe(260);
  await expect(page.getByRole("link", { name: "Create an invoice" })).toBeVisible();
});

test("breadcrumbs name the section and hide on the dashboard", async ({ page }) => {
  await page.goto("/billing/create-an-invoice");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(crumbs).toContainText("Create an invoice");
  await page.goto("/developers/widgets");
  await expect(crumbs).toContainText("Widgets");
  await crumbs.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
});

test("the menu works from the keyboard", async ({ page }) => {
  await page.goto("/");
  const menu = page.getByRole("navigation", { name: "Main" });
  await menu.getByRole("link", { name: "Connect" }).focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "Applications" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/applications$/);
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();

  await menu.getByRole("button", { name: "Developers" }).focus();
  await page.keyboard.press("Enter");
  await expect(menu.getByRole("link", { name: "Widgets" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Documentation" })).toHaveAttribute("target", "_blank");
});

test("an unknown address inside the portal shows the not-found page", async ({ page }) => {
  await page.goto("/billing/no-such-screen");
  await expect(page.getByText("Page not found.")).toBeVisible();
});
