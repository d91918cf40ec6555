import { expect, test } from "@playwright/test";
import az from "../../src/locales/az/shell.json" with { type: "json" };
import en from "../../src/locales/en/shell.json" with { type: "json" };
import ru from "../../src/locales/ru/shell.json" with { type: "json" };
import { signedInPage } from "../support/flows";

const shellTexts = { en, az, ru };

// Pictures of the shell for people to look at, kept with the test results (not committed).
for (const lang of ["en", "az", "ru"] as const) {
  for (const width of [1440, 390]) {
    test(`shell in ${lang} at ${width} px, open and closed`, async ({ page, request }, info) => {
      const texts = shellTexts[lang].sidebar;
      await page.setViewportSize({ width, height: 900 });
      await signedInPage(page, request);
      await page.evaluate((l) => localStorage.setItem("lang", l), lang);
      await page.goto("/billing/invoices");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const shot = (state: string) => page.screenshot({ path: info.outputPath(`shell-${lang}-${width}-${state}.png`) });
      if (width >= 1024) {
        await shot("open");
        await page.getByRole("button", { name: texts.collapse }).click();
        await expect(page.getByRole("button", { name: texts.expand })).toBeVisible();
        // Wait for the 500 ms narrowing to end.
        await expect.poll(async () => (await page.locator("#main-content").boundingBox())!.x).toBeLessThan(80);
        await shot("collapsed");
      } else {
        await shot("closed");
        await page.getByRole("button", { name: texts.openMenu }).click();
        // Wait for the overlay to finish sliding in.
        const overlay = page.getByRole("dialog");
        await expect.poll(async () => (await overlay.locator("aside").boundingBox())?.x).toBe(0);
        await shot("open");
      }
    });
  }
}
