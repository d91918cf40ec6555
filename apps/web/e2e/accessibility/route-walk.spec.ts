import { type Page, expect, test } from "@playwright/test";
import { paths } from "../../src/light/paths";
import { seriousAxeViolations } from "../support/axe";
import {
  Findings,
  LANGUAGES,
  NARROW,
  type Route,
  type Size,
  UNKNOWN_TOKEN,
  WIDE,
  fill,
  isAuthRoute,
  open,
  pageFor,
  printEachTestsTime,
  routeTable,
  walkFixtures,
} from "./walk";

/**
 * Every route of the route table (src/light/paths.ts) and the public pages, checked with axe's
 * WCAG 2.x A/AA rules, one test per route and language: each signed-in route at 1440 and 390 px
 * in az, en and ru as a main user whose lists are full, once more as a new merchant (empty
 * lists) and as a viewer sub-user, plus a 320 px reflow check and text doubled at 1280 px; then
 * the main dialogs open, the forms submitted empty, and Settings in each of its states. A new
 * route in the table is walked without editing this file; one whose `:params` the walk cannot
 * fill fails its test and the setup (route-walk.setup.ts, which makes the records and saves each
 * account's signed-in state once). Each test prints its time. docs/accessibility.md describes
 * what is covered and how to run it.
 */

const allRoutes = routeTable();
const signedInRoutes = allRoutes.filter((r) => !isAuthRoute(r.pattern));
const authRoutes = allRoutes.filter((r) => isAuthRoute(r.pattern));

printEachTestsTime();

for (const lang of LANGUAGES) {
  test.describe(`main user with full lists, ${lang}`, () => {
    const page = pageFor("main", lang);
    for (const route of signedInRoutes) {
      test(`${route.pattern}: 1440 and 390 px${lang === "en" ? ", reflow at 320 px, text at 200 %" : ""}`, async () => {
        const url = fill(route, walkFixtures().params);
        const findings = new Findings();
        await open(page(), url, lang);
        await findings.atWidths(page(), `${url} ${lang}`);
        if (lang === "en") await findings.reflowAndTextSize(page(), `${url} en`);
        findings.expectNone();
      });
    }
  });
}

for (const lang of LANGUAGES) {
  test.describe(`signed out, ${lang}`, () => {
    const page = pageFor("signedOut", lang);
    const pages: { title: string; url: () => string }[] = [
      ...authRoutes.map((route) => ({ title: route.pattern, url: () => fill(route, walkFixtures().params) })),
      ...["the invoice's checkout", "the QR page", "a pay button's page"].map((title, i) => ({
        title,
        url: () => walkFixtures().publicPages[i]!,
      })),
    ];
    for (const { title, url } of pages) {
      test(`${title}: 1440 and 390 px${lang === "en" ? ", reflow at 320 px, text at 200 %" : ""}`, async () => {
        const findings = new Findings();
        await open(page(), url(), lang);
        await findings.atWidths(page(), `${url()} ${lang}`);
        if (lang === "en") await findings.reflowAndTextSize(page(), `${url()} en`);
        findings.expectNone();
      });
    }
  });
}

/** The new merchant at phone width in Azerbaijani, the viewer at desktop width in Russian; Settings at both widths for each. */
for (const [who, lang, size, description] of [
  ["empty", "az", NARROW, "new merchant with empty lists"],
  ["viewer", "ru", WIDE, "viewer sub-user"],
] as const) {
  test.describe(`${description}, ${lang}`, () => {
    const page = pageFor(who, lang);
    for (const route of signedInRoutes) {
      const sizes: Size[] = route.name === "settings" ? [size, size === WIDE ? NARROW : WIDE] : [size];
      test(`${route.pattern}: ${sizes.map((s) => s.width).join(" and ")} px`, async () => {
        const url = fill(route, walkFixtures().params);
        const findings = new Findings();
        await open(page(), url, lang, size);
        await findings.atWidths(page(), `${url} ${who} ${lang}`, sizes);
        findings.expectNone();
      });
    }
  });
}

/**
 * A single-use link that no longer works (here an unknown token) says so in place of its
 * question; the route tests open each link live (the unlock link aside: route-walk.setup.ts).
 */
test.describe("signed out, en: single-use links that no longer work", () => {
  const page = pageFor("signedOut", "en");
  for (const route of authRoutes.filter((r) => /:token$/.test(r.pattern) && r.name !== "auth.unlock")) {
    test(`${route.pattern} with an unknown token: 1440 and 390 px`, async () => {
      const url = fill(route, { [route.name]: { token: UNKNOWN_TOKEN } });
      const findings = new Findings();
      await open(page(), url, "en");
      await expect(page().getByRole("alert")).toContainText(/expired or was already used|no longer works/);
      await findings.atWidths(page(), `${url} en`);
      findings.expectNone();
    });
  }
});

test.describe("signed out, en: a question answered halfway", () => {
  const page = pageFor("signedOut", "en");
  test("/auth/verify-email/:token: the question before removing a registration, 1440 and 390 px", async () => {
    const url = fill({ name: "auth.verifyEmail", pattern: paths.auth.verifyEmail }, walkFixtures().params);
    const findings = new Findings();
    await open(page(), url, "en");
    await page().getByRole("button", { name: "I did not register — remove this registration" }).click();
    await expect(page().getByRole("button", { name: "Keep it" })).toBeVisible();
    await findings.atWidths(page(), `${url} asked to remove the registration`);
    findings.expectNone();
  });
});

test.describe("dialogs open and forms submitted empty, main user, en", () => {
  const page = pageFor("main", "en");
  const operations: Route = { name: "billing.operations", pattern: paths.billing.operations };
  const history: Route = { name: "billing.history", pattern: paths.billing.history };
  const configure: Route = { name: "applications.configure", pattern: paths.applications.configure };
  for (const [title, url, button, dialogName] of [
    ["users: Add a user", () => paths.users, "Add user", "Add a user"],
    ["an operation: Refund", () => fill(operations, walkFixtures().params), "Refund", /^Refund /],
    ["the wallet: Withdraw funds", () => paths.billing.wallet, /^Withdraw from /, "Withdraw funds"],
    ["payouts: New payout", () => paths.billing.payouts, "New payout", "New payout"],
    ["an application: API log", () => fill(configure, walkFixtures().params), "Open API log", /^API log/],
    [
      "an invoice: the question before deleting it",
      () => fill(history, walkFixtures().params),
      "Delete",
      /^Delete invoice /,
    ],
  ] as const) {
    test(`${title}, 1440 and 390 px`, async () => {
      const findings = new Findings();
      await open(page(), url(), "en");
      await page().getByRole("button", { name: button }).first().click();
      await expect(page().getByRole("dialog", { name: dialogName })).toBeVisible();
      await findings.atWidths(page(), `${url()} dialog "${String(dialogName)}"`);
      findings.expectNone();
    });
  }

  test("the profile menu (1440 px), then its language dialog: 1440 and 390 px", async () => {
    const findings = new Findings();
    await open(page(), paths.home, "en");
    await page()
      .getByRole("button", { name: /Profile$/ })
      .click();
    await expect(page().getByRole("menu")).toBeVisible();
    // At 390 px the menu's anchor moves into the drawer, which is closed: the menu is checked wide.
    findings.add("profile menu 1440", await seriousAxeViolations(page()));
    await page()
      .getByRole("menuitem", { name: /^Language/ })
      .click();
    await expect(page().getByRole("dialog", { name: "Choose language" })).toBeVisible();
    await findings.atWidths(page(), "language dialog");
    findings.expectNone();
  });

  test("users: the question before deleting a user, 1440 and 390 px", async () => {
    const findings = new Findings();
    await open(page(), paths.users, "en");
    await page()
      .getByRole("button", { name: /^Actions for / })
      // The main user's own row offers only Activity; the sub-user's comes after it.
      .last()
      .click();
    await page().getByRole("menuitem", { name: "Delete" }).click();
    await expect(page().getByRole("dialog", { name: /^Delete / })).toBeVisible();
    await findings.atWidths(page(), "users: delete a user's question");
    findings.expectNone();
  });

  for (const [url, button] of [
    [paths.billing.createAnInvoice, /^Create/],
    [paths.settings, "Change password"],
  ] as const) {
    test(`${url} submitted empty: 1440 and 390 px`, async () => {
      await submittedEmpty(page(), url, button);
    });
  }
});

for (const [who, url, button, before] of [
  ["signedOut", paths.auth.signIn, "Sign in", undefined],
  ["signedOut", paths.auth.register, /^(Register|Create account|Sign up)/, undefined],
  ["empty", paths.connect, "Next", (page: Page) => page.getByRole("button", { name: "Business" }).click()],
] as const) {
  test.describe(`forms submitted empty, ${who === "empty" ? "new merchant" : "signed out"}, en`, () => {
    const page = pageFor(who, "en");
    test(`${url} submitted empty: 1440 and 390 px`, async () => {
      await submittedEmpty(page(), url, button, before);
    });
  });
}

/** Opens `url`, presses `button` with nothing filled, and checks the errors it shows. */
async function submittedEmpty(
  page: Page,
  url: string,
  button: RegExp | string,
  before?: (page: Page) => Promise<void>,
) {
  const findings = new Findings();
  await open(page, url, "en");
  await before?.(page);
  await page.getByRole("button", { name: button }).first().click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await findings.atWidths(page, `${url} submitted empty`);
  findings.expectNone();
}

/**
 * Settings in each of its states, at 1440 and 390 px. The main user's page has everything in
 * it (another device, both messengers connected, a new address waiting): its questions are
 * opened and left unanswered. The `changer` answers the ones that change something.
 */
test.describe("settings in each state, main user, en", () => {
  const page = pageFor("main", "en");

  test("the e-mail address dialog, then sent empty: 1440 and 390 px", async () => {
    const findings = new Findings();
    await open(page(), paths.settings, "en");
    await page().getByRole("region", { name: "My profile" }).getByRole("button", { name: "Change" }).click();
    const dialog = page().getByRole("dialog", { name: "Change your e-mail address" });
    await expect(dialog).toBeVisible();
    await findings.atWidths(page(), "settings: e-mail dialog");
    await dialog.getByRole("button", { name: "Send link" }).click();
    await expect(dialog.locator('[aria-invalid="true"]')).toBeVisible();
    await findings.atWidths(page(), "settings: e-mail dialog sent empty");
    findings.expectNone();
  });

  test("signed-in devices: the questions before signing out one and all others, 1440 and 390 px", async () => {
    const findings = new Findings();
    await open(page(), paths.settings, "en");
    const devices = page().getByRole("region", { name: "Signed-in devices" });
    for (const [button, question] of [
      [
        devices.getByRole("listitem").filter({ hasNotText: "This device" }).getByRole("button", { name: "Sign out" }),
        /^Sign out .+\?$/,
      ],
      [devices.getByRole("button", { name: "Sign out all other devices" }), "Sign out all other devices?"],
    ] as const) {
      await button.click();
      const dialog = page().getByRole("dialog", { name: question });
      await expect(dialog).toBeVisible();
      await findings.atWidths(page(), `settings: "${String(question)}"`);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toHaveCount(0);
    }
    findings.expectNone();
  });

  test("payment notifications: the question before disconnecting, 1440 and 390 px", async () => {
    const findings = new Findings();
    await open(page(), paths.settings, "en");
    const telegram = page()
      .getByRole("region", { name: "Payment notifications" })
      .getByRole("listitem", { name: "Telegram" });
    await telegram.getByRole("button", { name: "Disconnect" }).click();
    const dialog = page().getByRole("dialog", { name: "Disconnect Telegram?" });
    await expect(dialog).toBeVisible();
    await findings.atWidths(page(), "settings: disconnect Telegram");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    findings.expectNone();
  });
});

test.describe("settings in each state, an account that answers, en", () => {
  const page = pageFor("changer", "en");

  test("a new address or phone: Confirm it's you (in the e-mail dialog and on its own), then the phone's code: 1440 and 390 px", async () => {
    const findings = new Findings();
    await open(page(), paths.settings, "en");
    // The e-mail dialog asks in its own place.
    await page().getByRole("region", { name: "My profile" }).getByRole("button", { name: "Change" }).click();
    const emailDialog = page().getByRole("dialog", { name: "Change your e-mail address" });
    await emailDialog
      .getByRole("textbox", { name: /^New e-mail address/ })
      .fill(`walk.${Date.now().toString(36)}@example.az`);
    await emailDialog.getByRole("button", { name: "Send link" }).click();
    const proofInDialog = page().getByRole("dialog", { name: "Confirm it's you" });
    await expect(proofInDialog).toBeVisible();
    await findings.atWidths(page(), "settings: e-mail dialog, Confirm it's you");
    // Given up, the question gives way to the form, as it was; the dialog is then closed.
    await proofInDialog.getByRole("button", { name: "Cancel" }).click();
    await expect(emailDialog).toBeVisible();
    await emailDialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page().getByRole("dialog")).toHaveCount(0);

    // The phone asks in a dialog of its own; answered, the code step follows.
    const phone = page().getByRole("region", { name: "Phone number" });
    await phone.getByRole("textbox", { name: /^New phone number/ }).fill(`+99477${String(Date.now()).slice(-7)}`);
    await phone.getByRole("button", { name: "Send code" }).click();
    const proof = page().getByRole("dialog", { name: "Confirm it's you" });
    await expect(proof).toBeVisible();
    await findings.atWidths(page(), "settings: phone, Confirm it's you");
    await proof.getByLabel(/^Current password/).fill(walkFixtures().accounts.changer.password);
    await proof.getByRole("button", { name: "Confirm" }).click();
    await expect(proof).toHaveCount(0);
    await expect(phone.getByRole("heading", { name: "Check your phone" })).toBeVisible();
    await findings.atWidths(page(), "settings: phone, the code step");
    findings.expectNone();
  });

  test("payment notifications: waiting for the Telegram bot, and WhatsApp's code step: 1440 and 390 px", async () => {
    const findings = new Findings();
    await open(page(), paths.settings, "en");
    const section = page().getByRole("region", { name: "Payment notifications" });
    const [bot] = await Promise.all([
      page().waitForEvent("popup"),
      section.getByRole("button", { name: "Open the Telegram bot" }).click(),
    ]);
    await bot.close();
    await expect(section.getByText("Waiting for you to open the bot")).toBeVisible();
    await findings.atWidths(page(), "settings: waiting for the Telegram bot");

    const whatsapp = section.getByRole("listitem", { name: "WhatsApp" });
    await whatsapp.getByRole("button", { name: "Send code" }).click();
    await expect(whatsapp.getByRole("textbox", { name: /code/i })).toBeVisible();
    await findings.atWidths(page(), "settings: WhatsApp's code step");
    findings.expectNone();
  });
});
