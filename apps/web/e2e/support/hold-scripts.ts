import type { Page } from "@playwright/test";

/**
 * Holds every script of the page but index.html's boot script (and the modules index.html
 * preloads for it) until `release` is called: what the page does meanwhile is what its HTML
 * and the boot script do on their own.
 */
export async function holdScriptsButBoot(page: Page) {
  const html = await (await page.request.get("/")).text();
  const boot = [
    ...html.matchAll(/<script[^>]*src="([^"]*\/boot-[^"]+\.js)"|<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1] ?? match[2]);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js(\?|$)/, async (route) => {
    if (!boot.includes(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  return release;
}
