import { expect, type Page, test } from "@playwright/test";
import az from "../../src/locales/az/widgets.json" with { type: "json" };
import ru from "../../src/locales/ru/widgets.json" with { type: "json" };
import { seriousAxeViolations } from "../support/axe";
import { cards, payByCard } from "../support/checkout";
import { liveMerchantPage } from "../support/live-merchant";
import { servePlainPage } from "../support/plain-page";

/** The generator's fields, as a merchant fills them for a fixed 25 AZN button in English. */
async function createFixedButton(page: Page) {
  await page.getByLabel("Name").fill("Donation box");
  await page.getByRole("radio", { name: "Fixed amount" }).check();
  await page.getByRole("textbox", { name: /^Amount/ }).fill("25");
  await page.getByLabel("Description").fill("A donation to the sea turtles");
  await page.getByRole("radio", { name: "Pay now" }).check();
  await page.getByRole("button", { name: "Create button" }).click();
}

test("a merchant makes a pay button, puts its snippet on their own page, and a customer pays through it", async ({
  page,
  request,
  context,
}, info) => {
  test.setTimeout(120_000);
  const merchant = await liveMerchantPage(page, request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/developers/widgets");
  await expect(page.getByRole("heading", { level: 1, name: "Widgets" })).toBeVisible();

  // The preview is the real button: it follows the text chosen, in the checkout language.
  await createFixedButton(page);
  const snippetBox = page.getByLabel("HTML code");
  await expect(snippetBox).toBeVisible();
  const snippet = await snippetBox.inputValue();
  const link = await page.getByLabel("Payment page link").inputValue();
  expect(link).toMatch(/\/pay\/button\/[A-Za-z0-9_-]{8,40}$/);
  expect(snippet).toContain(`href="${link}"`);
  expect(snippet).toContain("Pay now 25.00 AZN");
  await expect(page.getByRole("img", { name: /QR code of the button/ })).toBeVisible();
  await page.screenshot({ path: info.outputPath("widgets-created-1440.png"), fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The snippet pasted into a plain page on another origin: no script of ours there.
  const shop = await servePlainPage(
    `<!doctype html><html lang="en"><head><title>Sea turtles</title></head><body><h1>Help the sea turtles</h1>${snippet}</body></html>`,
  );
  try {
    const customer = await context.newPage();
    await customer.goto(shop.url);
    const opened = customer.waitForEvent("popup");
    await customer.getByRole("link", { name: "Pay now 25.00 AZN" }).click();
    const buttonPage = await opened;
    await expect(buttonPage.getByText("25.00 AZN").first()).toBeVisible();
    await expect(buttonPage.getByText("A donation to the sea turtles")).toBeVisible();
    await buttonPage.getByRole("button", { name: "Continue to payment" }).click();
    await expect(buttonPage).toHaveURL(/\/pay\/[^/]+\?lang=en$/);
    await payByCard(buttonPage, cards.approve);
    await expect(buttonPage.getByRole("heading", { name: "Payment successful" })).toBeVisible();

    // An amount or currency added to the link changes nothing: the page reads the button's own.
    await buttonPage.goto(`${link}?amount=1&currency=USD`);
    await expect(buttonPage.getByText("25.00 AZN").first()).toBeVisible();
    await expect(buttonPage.getByText("1.00")).toHaveCount(0);
  } finally {
    await shop.close();
  }

  // The merchant's list counts the payment; the invoice is the button's.
  await page.reload();
  const row = page.getByRole("row", { name: /Donation box/ });
  await expect(row).toContainText("25.00 AZN");
  await expect(row.getByRole("cell").filter({ hasText: /^1$/ })).toHaveCount(1);
  const invoices = (await (await request.get("/api/invoices", { headers: merchant.headers })).json()) as {
    content: { source: string; createdBy: string; status: string; amount: number }[];
  };
  expect(invoices.content.filter((i) => i.source === "button")).toEqual([
    expect.objectContaining({ source: "button", createdBy: "Donation box", status: "paid", amount: 25 }),
  ]);

  // Disabled, its links say so.
  await row.getByRole("button", { name: "Disable" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Disable" }).click();
  await expect(row).toContainText("Disabled");
  const gone = await context.newPage();
  const answer = await gone.goto(link);
  expect(answer?.status()).toBe(410);
  await expect(gone.getByRole("heading", { name: "This button is no longer available" })).toBeVisible();

  // The screen in Azerbaijani and Russian, wide and narrow.
  for (const [lang, texts] of [
    ["az", az],
    ["ru", ru],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem("lang", l), lang);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { name: texts.form.sections.payment })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await page.screenshot({ path: info.outputPath(`widgets-${width}-${lang}.png`), fullPage: true });
    }
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.setItem("lang", "en"));
});
