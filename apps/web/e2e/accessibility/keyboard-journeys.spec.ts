import { type Page, expect, test } from "@playwright/test";
import { cards, invoiceFor, paidInvoice } from "../support/checkout";
import { confirmedMerchant } from "../support/flows";
import { liveMerchantPage } from "../support/live-merchant";
import { codeSentTo } from "../support/outbox";
import { regionDaysAhead } from "../support/region-days";
import {
  expectFocusedOnScreen,
  expectVisibleFocus,
  pressUntilFocused,
  typeInto,
  useSkipLink,
} from "../support/keyboard";

// Journeys driven by the keyboard alone: no click and no fill on the page (the accounts, the
// live application and the payments behind them are made through the API). Every Tab stop is
// checked for a visible focus that nothing covers (e2e/support/keyboard.ts).

/** The polite live region (components/live-region.tsx, light/live-region.ts) that says what a money action did. */
const politeRegion = (page: Page) => page.locator("[data-live-region='polite']");

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test("sign in with the texted code", async ({ page, request }) => {
  const m = await confirmedMerchant(request);
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await typeInto(page, page.getByLabel("Email"), m.email);
  await typeInto(page, page.getByLabel("Password", { exact: true }), m.password);
  await pressUntilFocused(page, page.getByRole("button", { name: "Sign in" }));
  await page.keyboard.press("Enter");

  // The code step starts in its field, which phones can fill from the text message.
  const code = page.getByLabel("Verification code");
  await expectFocusedOnScreen(page, code);
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await page.keyboard.type(await codeSentTo(request, m.mobilePhone));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await useSkipLink(page);
});

test("create an invoice and send it by SMS", async ({ page, request }) => {
  await liveMerchantPage(page, request);
  const phone = "+994551230066";
  await page.goto("/billing/create-an-invoice");
  await expect(page.getByRole("heading", { level: 1, name: "Create an invoice" })).toBeVisible();
  await useSkipLink(page);
  await typeInto(page, page.getByLabel(/^Amount/), "42.50");
  await typeInto(page, page.getByLabel(/^Booking ID/), "BK-KEYS");
  await typeInto(page, page.getByLabel(/^Description/), "Boat trip");
  await typeInto(page, page.getByLabel(/^Customer full name/), "Leyla Əliyeva");
  await typeInto(page, page.getByLabel(/^Phone/), phone);
  const { day, month, year } = regionDaysAhead(5);
  await pressUntilFocused(
    page,
    page.getByRole("group", { name: "Link expiration date" }).getByRole("spinbutton", { name: "Day" }),
  );
  await page.keyboard.type(`${day}${month}${year}`);
  await pressUntilFocused(page, page.getByRole("button", { name: "Create invoice" }));
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: /^Invoice [A-Z0-9]{10} has been created$/ })).toBeVisible();
  await pressUntilFocused(page, page.getByLabel(`SMS to ${phone}`));
  await page.keyboard.press("Space");
  await expect(page.getByLabel(`SMS to ${phone}`)).toBeChecked();
  await pressUntilFocused(page, page.getByRole("button", { name: "Send", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Sent by SMS to ${phone}.`)).toBeVisible();
});

test("pay an invoice on the checkout with 3-D Secure", async ({ page, request }) => {
  const merchant = await liveMerchantPage(page, request);
  const invoice = await invoiceFor(request, merchant, { amount: "12.50" });
  await page.goto(`/pay/${invoice.invoiceCode}`);
  await expect(page.getByRole("heading", { name: merchant.appName })).toBeVisible();
  await typeInto(page, page.getByLabel("Card number"), cards.challenge);
  await typeInto(page, page.getByLabel("Expiry date"), "1230");
  await typeInto(page, page.getByLabel("CVV"), "123");
  await typeInto(page, page.getByLabel("Cardholder name"), "LEYLA ALIYEVA");
  await pressUntilFocused(page, page.getByRole("button", { name: /^Pay / }));
  await page.keyboard.press("Enter");

  // The bank's step takes focus to its heading; its field is the next stop, ready for the texted code.
  await expectFocusedOnScreen(page, page.getByRole("heading", { name: "Confirm the payment with your bank" }));
  const code = page.getByLabel("Code from your bank");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await typeInto(page, code, "123456");
  await page.keyboard.press("Enter");
  await expectFocusedOnScreen(page, page.getByRole("heading", { name: "Payment successful" }));
  await expect(politeRegion(page)).toContainText("Payment successful");
});

test("refund part of a payment from its detail", async ({ page, request }) => {
  const merchant = await liveMerchantPage(page, request);
  const payment = await paidInvoice(request, merchant, { amount: "100.00", bookingId: "BK-KEYS-REFUND" });
  await page.goto(`/billing/operations/${payment.transactionId}`);
  const refund = page.getByRole("button", { name: "Refund" });
  await expect(refund).toBeVisible();
  await useSkipLink(page);
  await pressUntilFocused(page, refund);
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: `Refund ${payment.orderId}` });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await typeInto(page, dialog.getByLabel("Amount to refund"), "30.25");
  await pressUntilFocused(page, dialog.getByRole("button", { name: "Confirm refund" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(politeRegion(page)).toContainText("30.25 AZN refunded");
  // The dialog hands focus back to the button that opened it.
  await expectFocusedOnScreen(page, refund);
  await expectVisibleFocus(page);

  // Escape closes it too, and gives focus back the same way.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expectFocusedOnScreen(page, refund);
});

test("withdraw from the wallet with the texted code", async ({ page, request }) => {
  test.setTimeout(90_000);
  const merchant = await liveMerchantPage(page, request);
  await paidInvoice(request, merchant, { amount: "800.00", bookingId: "BK-KEYS-WITHDRAW" });
  await page.goto("/billing/wallet");
  const withdraw = page.getByRole("button", { name: "Withdraw from Xəzər Otel (AZN)" });
  await expect(withdraw).toBeVisible();
  await useSkipLink(page);
  await pressUntilFocused(page, withdraw);
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Withdraw funds" });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await typeInto(page, dialog.getByLabel("Amount"), "100.00");
  await pressUntilFocused(page, dialog.getByRole("button", { name: "Send code" }));
  await page.keyboard.press("Enter");
  const code = dialog.getByLabel("Verification code");
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await typeInto(page, code, await codeSentTo(request, merchant.mobilePhone));
  await pressUntilFocused(page, dialog.getByRole("button", { name: "Confirm withdrawal" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(politeRegion(page)).toContainText("Withdrawn 100.00 AZN to AZ21 **** 1944");
  await expectFocusedOnScreen(page, withdraw);
});

test("add a sub-user, confirmed by the texted code", async ({ page, request }) => {
  const owner = await liveMerchantPage(page, request);
  const tag = Date.now().toString(36);
  await page.goto("/users");
  const add = page.getByRole("button", { name: "Add user" });
  await expect(add).toBeVisible();
  await useSkipLink(page);
  await pressUntilFocused(page, add);
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Add a user" });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await typeInto(page, dialog.getByLabel(/^First name/), "Kamran");
  await typeInto(page, dialog.getByLabel(/^Last name/), "Həsənov");
  await typeInto(page, dialog.getByLabel(/^E-mail/), `keys.${tag}@example.az`);
  await typeInto(page, dialog.getByLabel(/^Phone/), `+99470${String(Date.now()).slice(-7)}`);
  const role = dialog.getByRole("combobox", { name: /^Role/ });
  await pressUntilFocused(page, role);
  // A closed native list takes the typed name of an option.
  await page.keyboard.type("Cashier");
  await expect(role.locator("option:checked")).toHaveText("Cashier");
  const app = dialog.getByRole("checkbox", { name: owner.appName });
  await pressUntilFocused(page, app);
  await page.keyboard.press("Space");
  await expect(app).toBeChecked();
  await pressUntilFocused(page, dialog.getByRole("button", { name: "Continue" }));
  await page.keyboard.press("Enter");

  await expect(dialog.getByRole("heading", { name: "Check your phone" })).toBeVisible();
  const code = dialog.getByLabel("Verification code");
  await expectFocusedOnScreen(page, code);
  await page.keyboard.type(await codeSentTo(request, owner.mobilePhone));
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("heading", { name: "Kamran Həsənov has been added" })).toBeVisible();
  await pressUntilFocused(page, dialog.getByRole("button", { name: "Done" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expectFocusedOnScreen(page, add);
  await expect(page.getByRole("row", { name: /Kamran Həsənov/ })).toBeVisible();
});

test("change the language in its dialog", async ({ page, request }) => {
  await liveMerchantPage(page, request);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  // Named by the user it shows, then what it opens.
  const profile = page.getByRole("button", { name: /Profile$/ });
  await pressUntilFocused(page, profile);
  await page.keyboard.press("Enter");
  const language = page.getByRole("menuitem", { name: "Language · EN" });
  await pressUntilFocused(page, language, "ArrowDown", 10);
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Choose language" });
  await expect(dialog).toBeVisible();
  // The checked language takes focus; arrows move the choice, Tab leaves the group.
  await expectFocusedOnScreen(page, dialog.getByRole("radio", { name: "English" }));
  await expectVisibleFocus(page);
  await pressUntilFocused(page, dialog.getByRole("radio", { name: "Azərbaycan dili" }), "ArrowUp", 3);
  await expect(dialog.getByRole("radio", { name: "Azərbaycan dili" })).toBeChecked();
  await pressUntilFocused(page, dialog.getByRole("button", { name: "Confirm" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("lang", "az");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Dashboard");
  // Back on the control that led to the dialog (its menu is gone).
  await expectFocusedOnScreen(page, page.getByRole("button", { name: /Profil$/ }));
  await expectVisibleFocus(page);
});
