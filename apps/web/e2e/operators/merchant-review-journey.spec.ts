import { type Browser, type Page, expect, test } from "@playwright/test";
import { authenticatorApp } from "../support/authenticator";
import { seriousAxeViolations } from "../support/axe";
import { cards, payByCard } from "../support/checkout";
import { signedInPage } from "../support/flows";
import { OPERATORS_ORIGIN, startOperatorServer } from "../support/operator-server";

/*
 * The way to real money (issue "operator console"): on a server where the provider's risk
 * operators review merchants and contracts are signed on paper, a merchant connects a
 * business; a risk operator asks for a change; the merchant fixes it; a second risk operator
 * approves; the merchant uploads the signed contract; an operator confirms it; the
 * application is live and a customer pays it.
 */
test.use({ baseURL: OPERATORS_ORIGIN });

const RISK_ONE = { email: "rauf.risk@provider.az", name: "Rauf Məmmədov", role: "risk" };
const RISK_TWO = { email: "nigar.risk@provider.az", name: "Nigar Əliyeva", role: "risk" };
const PASSWORD = "Console-pass#2026";

let server: Awaited<ReturnType<typeof startOperatorServer>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOperatorServer([RISK_ONE, RISK_TWO]);
});
test.afterAll(async () => server?.stop());

/** An operator sets up their account from the printed link, in a browser of their own; signed in after. */
async function setUpOperator(browser: Browser, link: string) {
  const context = await browser.newContext({ baseURL: OPERATORS_ORIGIN });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Set up your operator account" })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR/ })).toBeVisible();
  // The phone's authenticator reads the same key the page shows.
  const token = new URL(link).hash.replace("#token=", "");
  const started = await page.request.post("/api/ops/setup/start", { data: { token } });
  const app = authenticatorApp(((await started.json()) as { totpSecret: string }).totpSecret);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByRole("textbox", { name: "Repeat password" }).fill(PASSWORD);
  await page.getByRole("textbox", { name: "Authenticator code" }).fill(await app.code());
  await page.getByRole("button", { name: "Finish set-up" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  return { page, app };
}

async function openReview(page: Page, appName: string) {
  await page.getByRole("link", { name: "Reviews" }).click();
  await page.getByRole("row", { name: new RegExp(appName) }).click();
  await expect(page.getByRole("heading", { level: 1, name: appName })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
}

test("a merchant is reviewed, sent back, approved by a second operator, signs on paper and takes a payment", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const appName = `Gəncə Books ${Date.now().toString(36).slice(-4)}`;

  // The merchant connects a business and sends its application to review.
  await signedInPage(page, page.request);
  await page.goto("/connect");
  await page.getByRole("button", { name: "Business" }).click();
  await page.getByLabel("App name").fill(appName);
  await page.getByLabel("App URL").fill("https://ganja-books.az");
  await page.getByLabel("About the app").fill("Books delivered across Ganja.");
  await page.getByRole("combobox", { name: "Category" }).selectOption("eCommerce");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Company name").fill("Gəncə Kitab MMC");
  await page.getByLabel("Company website").fill("https://ganja-books.az");
  await page.getByLabel("Address").fill("Gəncə, Nizami küçəsi 5");
  await page.getByLabel("Tax ID (VOEN)").fill("1402345672");
  await page.getByRole("combobox", { name: "Category" }).selectOption("eCommerce");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Bank name").fill("Kapital Bank");
  await page.getByLabel("Bank tax ID", { exact: true }).fill("9900003611");
  await page.getByLabel("IBAN").fill("AZ21NABZ00000000137010001944");
  await page.getByLabel("Correspondent account").fill("AZ37NABZ01350100000000001944");
  await page.getByLabel("SWIFT code").fill("AIIBAZ2X");
  await page.getByLabel("Bank code").fill("200004");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByRole("link", { name: "Configure the application" }).click();
  await page.getByRole("button", { name: "Send to review" }).click();
  await expect(page.getByText("The application has been sent to review.")).toBeVisible();
  const configureUrl = page.url();

  // The first risk operator asks for a change of the address.
  const { page: first, app: firstApp } = await setUpOperator(browser, server.links[0]!);
  await openReview(first, appName);
  await expect(first.getByText("Gəncə Kitab MMC")).toBeVisible();
  await first.getByRole("button", { name: "Ask for changes" }).click();
  const dialog = first.getByRole("dialog");
  await dialog.getByRole("checkbox", { name: "App URL" }).check();
  await dialog.getByLabel(/Reason/).fill("The site shows no prices: add a page with them.");
  await dialog.getByRole("button", { name: "Ask for changes" }).click();
  await expect(first.getByText("Changes requested").first()).toBeVisible();
  await first.screenshot({ path: info.outputPath("review-sent-back.png"), fullPage: true });

  // The merchant reads why, changes the address and sends the application again.
  await page.goto(configureUrl);
  await expect(page.getByText("The site shows no prices: add a page with them.")).toBeVisible();
  await page.getByLabel("App URL").fill("https://ganja-books.az/prices");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();
  await page.getByRole("button", { name: "Send to review" }).click();
  await expect(page.getByText("The application has been sent to review.")).toBeVisible();

  // A second risk operator approves it.
  const { page: second } = await setUpOperator(browser, server.links[1]!);
  await openReview(second, appName);
  await second.getByRole("button", { name: "Approve" }).click();
  await second
    .getByRole("dialog", { name: "Approve this application?" })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(second.getByText("Approved").first()).toBeVisible();

  // The merchant signs the contract on paper and uploads it.
  await page.goto("/contract");
  await expect(page.getByText(/sign it on paper/i).first()).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem("accessToken"));
  const appId = new URL(configureUrl).pathname.split("/")[3]!;
  const contract = await page.request.get(`/api/application-verify/view-contract/account/business/${appId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await page.getByLabel(/signed contract/i).setInputFiles({
    name: "signed-contract.pdf",
    mimeType: "application/pdf",
    buffer: await contract.body(),
  });
  await page.getByRole("button", { name: /Upload/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "The signed contract is uploaded." })).toBeVisible();

  // The first operator's session is over for the day: they sign in again, password then the authenticator's code.
  await first.getByRole("button", { name: "Sign out" }).click();
  await first.getByRole("textbox", { name: "Email" }).fill(RISK_ONE.email);
  await first.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await first.getByRole("button", { name: "Sign in" }).click();
  await first.getByRole("textbox", { name: "Authenticator code" }).fill(await firstApp.code());
  await first.getByRole("button", { name: "Confirm" }).click();
  await expect(first.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();

  // The operator compares and confirms it.
  await first.getByRole("link", { name: "Contracts" }).click();
  await first.getByRole("row", { name: new RegExp(appName) }).click();
  await first.getByRole("button", { name: "Confirm contract" }).click();
  await first.getByRole("dialog").getByRole("button", { name: "Confirm contract" }).click();
  await expect(first.getByText(/confirmed/i).first()).toBeVisible();

  // The application is live, and a customer pays it.
  await page.goto(configureUrl);
  await expect(page.getByText("Live").first()).toBeVisible();
  const headers = { authorization: `Bearer ${token}` };
  const expires = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const invoice = await page.request.post("/api/bookings", {
    headers,
    data: {
      appId,
      amount: "42.00",
      currency: "AZN",
      fullName: "Leyla Əliyeva",
      phone: "+994551234567",
      description: "Three books",
      linkExpirationDate: expires,
      bookingId: "GB-1",
    },
  });
  expect(invoice.status()).toBe(201);
  const { invoiceCode } = (await invoice.json()) as { invoiceCode: string };
  const customer = await browser.newPage({ baseURL: OPERATORS_ORIGIN });
  await customer.goto(`/pay/${invoiceCode}`);
  await payByCard(customer, cards.approve);
  await expect(customer.getByRole("heading", { name: "Payment successful" })).toBeVisible();
});
