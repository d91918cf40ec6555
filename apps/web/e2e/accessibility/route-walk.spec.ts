import { type APIRequestContext, type Browser, type Page, expect, test } from "@playwright/test";
import { paths } from "../../src/config/paths";
import { seriousAxeViolations } from "../support/axe";
import { invoiceFor, paidInvoice, payButtonFor } from "../support/checkout";
import { confirmedMerchant, phoneConfirmedMerchant } from "../support/flows";
import { PORT } from "../support/hosts";
import { liveMerchantPage } from "../support/live-merchant";
import { codeSentTo, lastMessageTo, verifyEmailTokenSentTo } from "../support/outbox";

/**
 * Every route of the route table (src/config/paths.ts) and the public pages, checked with
 * axe's WCAG 2.x A/AA rules: each signed-in route at 1440 and 390 px in az, en and ru as a
 * main user whose lists are full, once more as a new merchant (empty lists) and as a viewer
 * sub-user, plus a 320 px reflow check and text doubled at 1280 px; then the main dialogs open and the forms submitted
 * empty. A new route in the table is walked without editing this file; one whose `:params`
 * the walk cannot fill fails it. docs/accessibility.md describes what is covered.
 */

const BASE_URL = `http://localhost:${PORT}`;
const LANGUAGES = ["az", "en", "ru"] as const;
type Language = (typeof LANGUAGES)[number];
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };
const REFLOW = { width: 320, height: 640 };
const LAPTOP = { width: 1280, height: 800 };

/** The route table flattened: `billing.history` → `/billing/history/:id`. */
function routeTable(node: object = paths, prefix = ""): { name: string; pattern: string }[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === "string" ? [{ name: prefix + key, pattern: value }] : routeTable(value as object, `${prefix}${key}.`),
  );
}

/** The route with its `:params` filled from `values` (by route name); a param left unfilled fails the walk. */
function fill(route: { name: string; pattern: string }, values: Record<string, Record<string, string>>): string {
  return route.pattern.replace(/:(\w+)/g, (_match, param: string) => {
    const value = values[route.name]?.[param];
    if (!value) throw new Error(`The accessibility walk cannot fill :${param} of ${route.name} (${route.pattern}): add it to the walk's fixtures`);
    return encodeURIComponent(value);
  });
}

const isAuthRoute = (pattern: string) => pattern === paths.auth.signIn || pattern.startsWith(`${paths.auth.signIn}/`);

/** Signs in through the API and returns the bearer token. */
async function tokenOf(request: APIRequestContext, user: { email: string; password: string; mobilePhone: string }) {
  expect((await request.post("/api/login", { data: { username: user.email, password: user.password } })).status()).toBe(200);
  const code = await codeSentTo(request, user.mobilePhone);
  const approved = await request.post(`/api/approveLogin/${code}/${encodeURIComponent(user.email)}`);
  expect(approved.status()).toBe(200);
  return ((await approved.json()) as { accessToken: string }).accessToken;
}

interface Fixtures {
  mainToken: string;
  emptyToken: string;
  subToken: string;
  /** Route name → its params. */
  params: Record<string, Record<string, string>>;
  publicPages: string[];
  refundableOperation: string;
}

/** What the walk creates through the API: a live application with invoices, a payment, a bulk upload, a pay button and a viewer. */
async function makeFixtures(browser: Browser): Promise<Fixtures> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  const request = context.request;
  const main = await liveMerchantPage(page, request);
  const accessToken = main.headers.authorization.replace("Bearer ", "");

  const invoice = await invoiceFor(request, main);
  for (const [amount, fullName] of [
    ["12.50", "Nigar Məmmədova"],
    ["240.00", "Kamran Həsənov"],
  ] as const) {
    await invoiceFor(request, main, { amount, fullName, bookingId: `BK-A11Y-${amount}` });
  }
  const paid = await paidInvoice(request, main, { amount: "150.00", bookingId: "BK-A11Y-PAID" });
  const { buttonId } = await payButtonFor(request, main);
  const apps = (await (await request.get("/api/apps", { headers: main.headers })).json()) as { id: string; configId: string; merchantId: string }[];
  const app = apps.find((a) => a.id === main.appId)!;

  // A bulk upload: the sample spreadsheet the screen offers, uploaded as it is.
  const sample = await request.get("/api/bulk/sample", { headers: main.headers });
  expect(sample.status()).toBe(200);
  const uploaded = await request.post(`/api/bulk/upload/${main.appId}`, {
    headers: main.headers,
    multipart: {
      file: { name: "invoices.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: await sample.body() },
    },
  });
  expect(uploaded.status()).toBe(201);
  const { id: bulkInvoiceId } = (await uploaded.json()) as { id: string };

  // A viewer (the most limited role) who has set a password from the e-mailed link.
  const tag = Date.now().toString(36);
  const viewer = { email: `viewer.${tag}@example.az`, mobilePhone: `+99470${String(Date.now()).slice(-7)}`, password: "Baxis#2026" };
  expect((await request.get("/api/otp/init/sub-user", { headers: main.headers })).status()).toBe(200);
  const created = await request.post(`/api/user/registerPmd/${await codeSentTo(request, main.mobilePhone)}`, {
    headers: main.headers,
    data: {
      firstName: "Aysel",
      lastName: "Rzayeva",
      email: viewer.email,
      mobilePhone: viewer.mobilePhone,
      role: "viewer",
      permissions: [],
      applicationIds: [main.appId],
    },
  });
  expect(created.status()).toBe(201);
  let guid = "";
  await expect.poll(async () => (guid = /\/auth\/reset-password\/([0-9a-f-]{36})/.exec(await lastMessageTo(request, viewer.email))?.[1] ?? "")).not.toBe("");
  expect((await request.post(`/api/confirm-password/${guid}`, { data: { password: viewer.password, confirmPassword: viewer.password } })).status()).toBe(200);
  const subToken = await tokenOf(request, viewer);

  const empty = await confirmedMerchant(request);
  const emptyToken = await tokenOf(request, empty);

  // Links e-mailed to a new account: a live reset link and a live confirmation link. The unlock and
  // change-of-address links need a locked account or a pending change; an unknown token shows their
  // "link no longer works" screen, which is what the walk checks there.
  const fresh = await phoneConfirmedMerchant(request);
  const verifyToken = await verifyEmailTokenSentTo(request, fresh.email);
  expect((await request.post("/api/forgot-password", { data: { email: fresh.email } })).status()).toBe(200);
  let resetGuid = "";
  await expect
    .poll(async () => (resetGuid = /\/auth\/reset-password\/([0-9a-f-]{36})/.exec(await lastMessageTo(request, fresh.email))?.[1] ?? ""))
    .not.toBe("");
  const unknownToken = "a11yWalkUnknownToken0000000000000000000000";

  await context.close();
  return {
    mainToken: accessToken,
    emptyToken,
    subToken,
    params: {
      "auth.resetPassword": { guid: resetGuid },
      "auth.verifyEmail": { token: verifyToken },
      "auth.unlock": { token: unknownToken },
      "auth.confirmEmail": { token: unknownToken },
      "applications.configure": { appId: app.id, appConfigId: app.configId },
      "billing.bulkInvoiceDetail": { bulkInvoiceId },
      "billing.history": { id: invoice.id },
      "billing.operations": { id: paid.transactionId },
    },
    publicPages: [`/pay/${invoice.invoiceCode}`, `/pay/merchant/${app.merchantId}`, `/pay/button/${buttonId}`],
    refundableOperation: paid.transactionId,
  };
}

/** Waits until the screen has drawn: a main heading, no spinner or skeleton, the fonts in. */
async function settle(page: Page) {
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.locator('[role="progressbar"]:visible, .MuiSkeleton-root:visible')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Stores the language as the portal stores it, and the session (or none), for the pages opened next. */
async function signIn(page: Page, lang: Language, token: string | null) {
  await page.goto(paths.auth.forgotPassword);
  await page.evaluate(
    ({ lang, token }) => {
      localStorage.clear();
      localStorage.setItem("lang", JSON.stringify(lang.toUpperCase()));
      if (token) localStorage.setItem("accessToken", token);
    },
    { lang, token },
  );
}

/** Opens `url` (the checkout's pages take the language from the address too) and waits for it to draw. */
async function open(page: Page, url: string, lang: Language) {
  await page.goto(url.startsWith("/pay/") ? `${url}?lang=${lang}` : url);
  await settle(page);
}

/** Opens `url` in `lang` as the holder of `token` (or signed out). */
async function openAs(page: Page, url: string, lang: Language, token: string | null) {
  await signIn(page, lang, token);
  await open(page, url, lang);
}

/** The page's own horizontal scrolling at the current width, in px (0: it reflows). */
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * WCAG 1.4.4 on a laptop screen: the reader's default text size doubled, which the theme's rem
 * sizes follow. Sideways scrolling of the page, in px (0: nothing is lost off its side); the
 * doubling is taken off again before the next check.
 */
async function overflowWithDoubleText(page: Page) {
  await page.setViewportSize(LAPTOP);
  // From 320 px the shell swaps its phone layout for the desktop one: measured once it has drawn.
  await settle(page);
  const headingSize = () =>
    page
      .locator("h1")
      .first()
      .evaluate((h1) => parseFloat(getComputedStyle(h1).fontSize));
  const before = await headingSize();
  // Through the CSSOM: the pages' Content-Security-Policy refuses a style tag added to them.
  const setTextSize = (size: string) => page.evaluate((value) => void (document.documentElement.style.fontSize = value), size);
  await setTextSize("200%");
  await settle(page);
  // Text sized in px would not grow, and the check below would pass for nothing.
  await expect.poll(headingSize).toBeGreaterThanOrEqual(before * 1.9);
  const overflow = await horizontalOverflow(page);
  await setTextSize("");
  return overflow;
}

let fixtures: Fixtures;
const found: string[] = [];
const report = (where: string, violations: string[]) => {
  for (const v of violations) found.push(`${where} → ${v}`);
};

/** The 320 px reflow and the doubled text, each a finding when the page scrolls sideways. */
async function checkReflowAndTextSize(page: Page, url: string) {
  await page.setViewportSize(REFLOW);
  await settle(page);
  const overflow = await horizontalOverflow(page);
  if (overflow > 0) found.push(`${url} en 320 → reflow: the page scrolls ${overflow}px sideways`);
  const doubled = await overflowWithDoubleText(page);
  if (doubled > 0) found.push(`${url} en 1280, text at 200% → the page scrolls ${doubled}px sideways`);
}

test.use({ reducedMotion: "reduce" });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  fixtures = await makeFixtures(browser);
});

const allRoutes = routeTable();
const signedInRoutes = allRoutes.filter((r) => !isAuthRoute(r.pattern));
const authRoutes = allRoutes.filter((r) => isAuthRoute(r.pattern));

for (const lang of LANGUAGES) {
  test(`every signed-in route in ${lang}, main user with full lists: 1440 and 390 px, and reflow at 320 px`, async ({ page }) => {
    test.setTimeout(120_000);
    found.length = 0;
    await signIn(page, lang, fixtures.mainToken);
    for (const route of signedInRoutes) {
      const url = fill(route, fixtures.params);
      await page.setViewportSize(WIDE);
      await open(page, url, lang);
      report(`${url} ${lang} 1440`, await seriousAxeViolations(page));
      await page.setViewportSize(NARROW);
      await settle(page);
      report(`${url} ${lang} 390`, await seriousAxeViolations(page));
      if (lang === "en") await checkReflowAndTextSize(page, url);
    }
    expect(found).toEqual([]);
  });
}

test("the public pages: sign-in and its links, the checkout, the QR page and a pay button's page; both widths, az/en/ru, reflow", async ({ page }) => {
  test.setTimeout(120_000);
  found.length = 0;
  const urls = [...authRoutes.map((r) => fill(r, fixtures.params)), ...fixtures.publicPages];
  for (const lang of LANGUAGES) {
    await signIn(page, lang, null);
    for (const url of urls) {
      await page.setViewportSize(WIDE);
      await open(page, url, lang);
      report(`${url} ${lang} 1440`, await seriousAxeViolations(page));
      await page.setViewportSize(NARROW);
      report(`${url} ${lang} 390`, await seriousAxeViolations(page));
      if (lang === "en") await checkReflowAndTextSize(page, url);
    }
  }
  expect(found).toEqual([]);
});

test("every signed-in route as a new merchant (empty lists) and as a viewer sub-user", async ({ page }) => {
  test.setTimeout(120_000);
  found.length = 0;
  for (const [who, token, lang, size] of [
    ["empty", fixtures.emptyToken, "az", NARROW],
    ["viewer", fixtures.subToken, "ru", WIDE],
  ] as const) {
    await page.setViewportSize(size);
    await signIn(page, lang, token);
    for (const route of signedInRoutes) {
      const url = fill(route, fixtures.params);
      await open(page, url, lang);
      report(`${url} ${who} ${lang} ${size.width}`, await seriousAxeViolations(page));
    }
  }
  expect(found).toEqual([]);
});

test("dialogs open and forms submitted empty, at both widths", async ({ page }) => {
  test.setTimeout(120_000);
  found.length = 0;
  const check = async (where: string) => {
    for (const size of [WIDE, NARROW]) {
      await page.setViewportSize(size);
      report(`${where} ${size.width}`, await seriousAxeViolations(page));
    }
    await page.setViewportSize(WIDE);
  };
  const dialogOn = async (url: string, button: RegExp | string, dialogName: RegExp | string) => {
    await openAs(page, url, "en", fixtures.mainToken);
    await page.getByRole("button", { name: button }).first().click();
    await expect(page.getByRole("dialog", { name: dialogName })).toBeVisible();
    await check(`${url} dialog "${String(dialogName)}"`);
  };

  await page.setViewportSize(WIDE);
  await dialogOn(paths.users, "Add user", "Add a user");
  await dialogOn(fill({ name: "billing.operations", pattern: paths.billing.operations }, fixtures.params), "Refund", /^Refund /);
  await dialogOn(paths.billing.wallet, /^Withdraw from /, "Withdraw funds");
  await dialogOn(paths.billing.payouts, "New payout", "New payout");

  // The profile menu, then its language dialog and the sign-out question.
  await openAs(page, paths.home, "en", fixtures.mainToken);
  const profile = page.getByRole("button", { name: /Profile$/ });
  await profile.click();
  await expect(page.getByRole("menu")).toBeVisible();
  // At 390 px the menu's anchor moves into the drawer, which is closed: the menu is checked wide.
  report("profile menu 1440", await seriousAxeViolations(page));
  await page.getByRole("menuitem", { name: /^Language/ }).click();
  await expect(page.getByRole("dialog", { name: "Choose language" })).toBeVisible();
  await check("language dialog");

  // The questions before what cannot be undone: deleting an invoice, and deleting a user from the row's menu.
  await dialogOn(fill({ name: "billing.history", pattern: paths.billing.history }, fixtures.params), "Delete", /^Delete invoice /);
  await openAs(page, paths.users, "en", fixtures.mainToken);
  await page
    .getByRole("button", { name: /^Actions for / })
    // The main user's own row offers only Activity; the sub-user's comes after it.
    .last()
    .click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(page.getByRole("dialog", { name: /^Delete / })).toBeVisible();
  await check("users: delete a user's question");

  // Forms submitted empty show their errors.
  const submitEmpty = async (url: string, button: RegExp | string, token: string | null, before?: () => Promise<void>) => {
    await openAs(page, url, "en", token);
    await before?.();
    await page.getByRole("button", { name: button }).first().click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await check(`${url} submitted empty`);
  };
  await submitEmpty(paths.auth.signIn, "Sign in", null);
  await submitEmpty(paths.auth.register, /^(Register|Create account|Sign up)/, null);
  await submitEmpty(paths.billing.createAnInvoice, /^Create/, fixtures.mainToken);
  await submitEmpty(paths.connect, "Next", fixtures.emptyToken, () => page.getByRole("button", { name: "Business" }).click());
  await submitEmpty(paths.settings, "Change password", fixtures.mainToken);
  expect(found).toEqual([]);
});
