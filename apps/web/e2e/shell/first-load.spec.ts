import { type Page, expect, test } from "@playwright/test";
import { holdScriptsButBoot } from "../support/hold-scripts";
import { liveMerchantPage } from "../support/live-merchant";

/** The API addresses a page asked for, each with how many times. */
function apiRequestsOf(page: Page) {
  const counts = new Map<string, number>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/api/")) return;
    const address = `${url.pathname.slice(1)}${url.search}`;
    counts.set(address, (counts.get(address) ?? 0) + 1);
  });
  return counts;
}

/** The boot script's early requests, and those the API client took (lib/early-responses.ts). */
const earlyMarks = (page: Page) =>
  page.evaluate(() => {
    const details = (name: string) =>
      performance
        .getEntriesByName(name)
        .map(
          (mark) =>
            new URL((mark as PerformanceMark).detail as string).pathname +
            new URL((mark as PerformanceMark).detail as string).search,
        );
    return { asked: details("early-request").sort(), taken: details("early-response-taken").sort() };
  });

test.describe("the first load of a signed-in screen", () => {
  test("asks for the session and the screen's data before the portal's scripts are in, and not again", async ({
    page,
    request,
  }) => {
    await liveMerchantPage(page, request);
    // Every script but the boot script waits: what is asked for meanwhile is asked by the page itself.
    const release = await holdScriptsButBoot(page);
    const asked = apiRequestsOf(page);
    await page.goto("/billing/invoices", { waitUntil: "commit" });
    await expect
      .poll(() => [...asked.keys()].sort())
      .toEqual(["api/invoices?page=0", "api/meta-invoice", "api/session"]);
    // Nothing fetched the configuration: it came in the page.
    expect(asked.has("api/config")).toBe(false);

    release();
    await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible({ timeout: 30_000 });
    // The invoice the merchant's live application has, or the list's empty state: the data arrived.
    await expect(page.getByRole("table").or(page.getByText("No invoices yet"))).toBeVisible();
    for (const address of ["api/session", "api/meta-invoice", "api/invoices?page=0"])
      expect(asked.get(address), address).toBe(1);
    const marks = await earlyMarks(page);
    expect(marks.asked).toEqual(["/api/invoices?page=0", "/api/meta-invoice", "/api/session"]);
    expect(marks.taken).toEqual(marks.asked);
  });

  for (const path of ["/", "/billing/transactions", "/billing/wallet", "/billing/create-an-invoice"])
    test(`${path}: every early request is taken by the screen`, async ({ page, request }) => {
      await liveMerchantPage(page, request);
      const asked = apiRequestsOf(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const marks = await earlyMarks(page);
      expect(marks.asked.length, "the session and the screen's first data").toBeGreaterThan(1);
      await expect.poll(async () => (await earlyMarks(page)).taken).toEqual(marks.asked);
      for (const address of marks.asked) expect(asked.get(address.slice(1)), address).toBe(1);
    });

  test("a screen opened with filters in its address asks only for the session early", async ({ page, request }) => {
    await liveMerchantPage(page, request);
    await page.goto("/billing/invoices?page=1");
    await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
    expect((await earlyMarks(page)).asked).toEqual(["/api/session"]);
  });
});
