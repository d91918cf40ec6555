import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Page, type TestInfo, expect, test } from "@playwright/test";
import { paths } from "../../src/light/paths";
import { seriousAxeViolations } from "../support/axe";
import { PORT } from "../support/hosts";

/**
 * What the accessibility walk's setup (route-walk.setup.ts) and its tests (route-walk.spec.ts)
 * share: the route table, the widths, the accounts whose signed-in states the setup saves, and
 * the checks. docs/accessibility.md describes the walk.
 */

export const LANGUAGES = ["az", "en", "ru"] as const;
export type Language = (typeof LANGUAGES)[number];
export const WIDE = { width: 1440, height: 900 };
export const NARROW = { width: 390, height: 844 };
export const REFLOW = { width: 320, height: 640 };
export const LAPTOP = { width: 1280, height: 800 };
export type Size = typeof WIDE;

/**
 * The accounts the walk signs in as, each saved once as a Playwright storage state per language:
 * `main` has a live application with full lists (invoices, a payment, a bulk upload, a pay
 * button, a sub-user, another signed-in device, both messengers connected, a new e-mail address
 * waiting); `empty` is a new merchant; `viewer` a sub-user with the most limited role;
 * `changer` is for the Settings screens whose questions the walk answers (it proves who it is,
 * starts a phone change, asks for codes). `signedOut` holds the language alone.
 */
export const ACCOUNTS = ["main", "empty", "viewer", "changer"] as const;
export type Account = (typeof ACCOUNTS)[number];
export type Who = Account | "signedOut";

/** What the setup made, for the tests: the route params, the public pages, and the accounts' tokens and passwords. */
export interface WalkFixtures {
  /** Route name → its `:params`. */
  params: Record<string, Record<string, string>>;
  publicPages: string[];
  accounts: Record<Account, { token: string; password: string; email: string }>;
}

/**
 * Where the setup leaves the fixtures and the storage states: inside the run's output
 * directory (playwright.config.ts), which Playwright empties when a run starts, so a run never
 * reads what an earlier run's server made.
 */
const WALK_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../test-results/.route-walk");
const FIXTURES_FILE = path.join(WALK_DIR, "fixtures.json");

/** The storage state of `who` in `lang` (the session's token and the stored language). */
export const stateFile = (who: Who, lang: Language) => path.join(WALK_DIR, `${who}-${lang}.json`);

export function saveFixtures(fixtures: WalkFixtures) {
  fs.mkdirSync(WALK_DIR, { recursive: true });
  fs.writeFileSync(FIXTURES_FILE, JSON.stringify(fixtures, null, 2));
}

let loaded: WalkFixtures | undefined;
/** The setup's fixtures; without them (the setup project did not run first) the test says so. */
export function walkFixtures(): WalkFixtures {
  if (!loaded) {
    if (!fs.existsSync(FIXTURES_FILE)) {
      throw new Error(
        `No ${FIXTURES_FILE}: the walk's setup project (route-walk-setup) runs first; run the walk with --project=route-walk, not --no-deps`,
      );
    }
    loaded = JSON.parse(fs.readFileSync(FIXTURES_FILE, "utf8")) as WalkFixtures;
  }
  return loaded;
}

/** A single-use link's token that was never issued: its screen says the link no longer works. */
export const UNKNOWN_TOKEN = "a11yWalkUnknownToken0000000000000000000000";

export interface Route {
  name: string;
  pattern: string;
}

/** The route table flattened: `billing.history` → `/billing/history/:id`. */
export function routeTable(node: object = paths, prefix = ""): Route[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === "string"
      ? [{ name: prefix + key, pattern: value }]
      : routeTable(value as object, `${prefix}${key}.`),
  );
}

/** The params of every route that has some, by route name: `applications.configure` → [appId, appConfigId]. */
export const routeParams = (routes: Route[]) =>
  routes
    .map((route) => ({ route, params: [...route.pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!) }))
    .filter(({ params }) => params.length > 0);

/** The route with its `:params` filled from `values` (by route name); a param left unfilled fails the walk. */
export function fill(route: Route, values: Record<string, Record<string, string>>): string {
  return route.pattern.replace(/:(\w+)/g, (_match, param: string) => {
    const value = values[route.name]?.[param];
    if (!value)
      throw new Error(
        `The accessibility walk cannot fill :${param} of ${route.name} (${route.pattern}): add it to the walk's fixtures (route-walk.setup.ts)`,
      );
    return encodeURIComponent(value);
  });
}

export const isAuthRoute = (pattern: string) =>
  pattern === paths.auth.signIn || pattern.startsWith(`${paths.auth.signIn}/`);

/**
 * How long a screen may take to draw: a first load on two cores busy with other work took up to
 * 11 s. A wait for the screen, not a measure of its speed.
 */
const DRAWN_WITHIN_MS = 30_000;

/**
 * Waits until the screen has drawn: no first frame, a main heading, no spinner or skeleton, no panel halfway
 * through folding, the fonts in. A resize to a phone's width folds the lists' typed-in
 * filters; until the fold has ended (`MuiCollapse-hidden`) their fields are still there while
 * their labels are clipped away, which axe would report as fields without a label.
 */
export async function settle(page: Page) {
  // The first frame (src/boot/first-frame.ts) has a heading too: the screen has drawn once it is gone.
  await expect(page.locator(".boot-frame")).toHaveCount(0, { timeout: DRAWN_WITHIN_MS });
  await expect(page.locator("h1").first()).toBeVisible({ timeout: DRAWN_WITHIN_MS });
  await expect(page.locator('[role="progressbar"]:visible, .MuiSkeleton-root:visible')).toHaveCount(0, {
    timeout: DRAWN_WITHIN_MS,
  });
  await expect(page.locator(".MuiCollapse-root:not(.MuiCollapse-entered):not(.MuiCollapse-hidden)")).toHaveCount(0, {
    timeout: DRAWN_WITHIN_MS,
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * One page for a group of tests, in a browser context made from the state the setup saved for
 * `who` in `lang` (no test signs in). Each test takes it to its own route, as a reader going
 * from screen to screen would: the portal's scripts stay compiled between routes, which on two
 * busy cores is a good part of each route's time. A failed test ends its worker; the next test
 * gets a new worker, and a new page from the same state. A test that fails leaves a screenshot.
 */
export function pageFor(who: Who, lang: Language): () => Page {
  let page: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: `http://localhost:${PORT}`,
      storageState: stateFile(who, lang),
      viewport: WIDE,
      // As a user who asked for it would see the pages (and so axe never measures a colour halfway through a fade).
      reducedMotion: "reduce",
    });
    page = await context.newPage();
  });
  // eslint-disable-next-line no-empty-pattern
  test.afterEach(async ({}, info) => {
    if (page && info.status !== info.expectedStatus)
      await info.attach("screenshot", { body: await page.screenshot(), contentType: "image/png" });
  });
  test.afterAll(async () => {
    await page?.context().close();
  });
  return () => page!;
}

/**
 * Opens `url` at `size` (the checkout's pages take the language from the address too) and waits
 * for it to draw. Signed in, the page must not have gone to sign in instead (an expired session
 * would walk the sign-in page in every route's place).
 */
export async function open(page: Page, url: string, lang: Language, size: Size = WIDE) {
  await page.setViewportSize(size);
  await page.goto(url.startsWith("/pay/") ? `${url}?lang=${lang}` : url);
  await settle(page);
  if (!isAuthRoute(new URL(url, "http://x").pathname) && !url.startsWith("/pay/")) {
    expect(new URL(page.url()).pathname, `${url} went to sign in`).not.toMatch(/^\/auth(\/|$)/);
  }
}

/** Serious and critical axe findings, collected for one test and checked at its end, so one run lists them all. */
export class Findings {
  readonly found: string[] = [];

  add(where: string, violations: string[]) {
    for (const v of violations) this.found.push(`${where} → ${v}`);
  }

  /** axe once on the page as it is at each width, the page drawn again after each resize; back at the first width after. */
  async atWidths(page: Page, where: string, sizes: Size[] = [WIDE, NARROW]) {
    for (const size of sizes) {
      await page.setViewportSize(size);
      await settle(page);
      this.add(`${where} ${size.width}`, await seriousAxeViolations(page));
    }
    if (sizes.length > 1) await page.setViewportSize(sizes[0]!);
  }

  /** The 320 px reflow and the doubled text, each a finding when the page scrolls sideways. */
  async reflowAndTextSize(page: Page, where: string) {
    await page.setViewportSize(REFLOW);
    await settle(page);
    const overflow = await horizontalOverflow(page);
    if (overflow > 0) this.found.push(`${where} 320 → reflow: the page scrolls ${overflow}px sideways`);
    const doubled = await overflowWithDoubleText(page);
    if (doubled > 0) this.found.push(`${where} 1280, text at 200% → the page scrolls ${doubled}px sideways`);
  }

  expectNone() {
    expect(this.found).toEqual([]);
  }
}

/** The page's own horizontal scrolling at the current width, in px (0: it reflows). */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

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
  const setTextSize = (size: string) =>
    page.evaluate((value) => void (document.documentElement.style.fontSize = value), size);
  await setTextSize("200%");
  await settle(page);
  // Text sized in px would not grow, and the check below would pass for nothing. (Set again
  // while waiting: a page still starting up may draw its root element anew.)
  await expect.poll(async () => (await setTextSize("200%"), headingSize())).toBeGreaterThanOrEqual(before * 1.9);
  const overflow = await horizontalOverflow(page);
  await setTextSize("");
  return overflow;
}

/**
 * Prints each test's time, with its project, group and title (the route, the account and the
 * language), as `route walk: <ms> ms <status> <title>`: docs/accessibility.md has the figures.
 */
export function printEachTestsTime() {
  let started = 0;
  test.beforeEach(() => {
    started = Date.now();
  });
  // Playwright reads the fixtures a hook asks for from its first argument, which must be a pattern: this one asks for none.
  // eslint-disable-next-line no-empty-pattern
  test.afterEach(({}, info: TestInfo) => {
    console.log(
      `route walk: ${String(Date.now() - started).padStart(6)} ms ${info.status ?? ""} ${info.titlePath.slice(1).join(" › ")}`,
    );
  });
}
