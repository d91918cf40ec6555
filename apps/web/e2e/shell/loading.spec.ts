import { expect, test } from "@playwright/test";
import { signedInPage } from "../support/flows";

test("the page the server sends carries its own loading spinner", async ({ request }) => {
  const res = await request.get("/billing/invoices");
  expect(res.headers()["content-type"]).toContain("text/html");
  const html = await res.text();
  expect(html).toMatch(/<div id="root">\s*(<!--[\s\S]*?-->\s*)?<div class="boot-loading" role="status"/);
});

test("a spinner shows while the portal's scripts load, and the screen replaces it", async ({ page, request }) => {
  await signedInPage(page, request);
  // Every script waits until the spinner has been seen: a slow network, stretched.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/billing/invoices", { waitUntil: "commit" });
  const spinner = page.getByRole("status", { name: /Loading/ });
  await expect(spinner).toBeVisible();
  await expect(spinner).toHaveAccessibleName("Loading. Yüklənir. Загрузка.");
  const ring = spinner.locator(".boot-loading__ring");
  expect(await ring.evaluate((el) => getComputedStyle(el).animationName)).toBe("boot-loading-turn");
  // Asked for less motion, the ring stops turning.
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await ring.evaluate((el) => getComputedStyle(el).animationName)).toBe("boot-loading-fade");

  release();
  // Every one of the ~130 scripts still passes through the test's route handler: slower than a page load.
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(".boot-loading")).toHaveCount(0);
});
