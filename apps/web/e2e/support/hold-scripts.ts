import type { Page } from "@playwright/test";

/**
 * Holds every script of the page but index.html's boot script until `release` is called:
 * what the page does meanwhile is what its HTML and the boot script do on their own.
 */
export async function holdScriptsButBoot(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!boot-)[^/]+\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
