import { type Locator, type Page, expect, test } from "@playwright/test";
import { holdScriptsButBoot } from "../support/hold-scripts";
import { liveMerchantPage } from "../support/live-merchant";

const box = async (locator: Locator) => {
  const { x, y, height } = (await locator.boundingBox())!;
  return { x: Math.round(x), y: Math.round(y), height: Math.round(height) };
};

/** Opens the invoices by their address with the portal's scripts held: what index.html and its boot script paint alone. */
async function openHeld(page: Page) {
  const release = await holdScriptsButBoot(page);
  await page.goto("/billing/invoices", { waitUntil: "commit" });
  return release;
}

test.describe("the first frame of a signed-in screen (src/boot/first-frame.ts)", () => {
  for (const width of [390, 1280])
    test(`at ${width} px: painted before the portal's scripts, where the screen then draws its heading`, async ({
      page,
      request,
    }, info) => {
      await page.setViewportSize({ width, height: 800 });
      await liveMerchantPage(page, request);
      const release = await openHeld(page);
      const frame = page.locator(".boot-frame");
      await expect(frame.locator("h1")).toHaveText("Invoices");
      await expect(frame.locator("p")).toHaveText("Payment links you have issued, newest first.");
      // For the eye, like a skeleton: assistive technology hears that the page is loading.
      await expect(page.getByRole("heading")).toHaveCount(0);
      await expect(page.getByRole("status")).toHaveText("Loading");
      const painted = { title: await box(frame.locator("h1")), line: await box(frame.locator("p")) };
      await page.screenshot({ path: info.outputPath(`first-frame-${width}.png`) });

      release();
      const heading = page.getByRole("heading", { level: 1, name: "Invoices" });
      await expect(heading).toBeVisible({ timeout: 30_000 });
      await expect(frame).toHaveCount(0);
      expect({
        title: await box(heading),
        line: await box(page.getByText("Payment links you have issued, newest first.")),
      }).toEqual(painted);
      await page.screenshot({ path: info.outputPath(`screen-${width}.png`) });
    });

  test("in the interface language the device keeps", async ({ page, request }) => {
    await liveMerchantPage(page, request);
    await page.evaluate(() => localStorage.setItem("lang", "az"));
    const release = await openHeld(page);
    await expect(page.locator(".boot-frame h1")).toHaveText("Fakturalar");
    await expect(page.getByRole("status")).toHaveText("Yüklənir");
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Fakturalar" })).toBeVisible({ timeout: 30_000 });
  });

  test("the dashboard's line is today's date, as the dashboard then writes it", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await liveMerchantPage(page, request);
    const release = await holdScriptsButBoot(page);
    await page.goto("/", { waitUntil: "commit" });
    const line = page.locator(".boot-frame p");
    await expect(page.locator(".boot-frame h1")).toHaveText("Dashboard");
    // The region's calendar: Baku's day, wherever the browser is.
    const today = new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeZone: "Asia/Baku" }).format(new Date());
    await expect(line).toHaveText(today);
    const painted = await box(line);

    release();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator(".boot-frame")).toHaveCount(0);
    expect(await box(page.getByText(today, { exact: true }))).toEqual(painted);
  });

  test("not without a session on the device: the page's spinner stays", async ({ page }) => {
    const release = await openHeld(page);
    await expect(page.locator(".boot-loading")).toBeVisible();
    await expect(page.locator(".boot-frame")).toHaveCount(0);
    release();
  });
});
