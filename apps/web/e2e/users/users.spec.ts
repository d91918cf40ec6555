import { type Page, expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { paidInvoice } from "../support/checkout";
import { signInThroughPortal } from "../support/flows";
import { liveMerchantPage } from "../support/live-merchant";
import { codeSentTo, lastMessageTo } from "../support/outbox";
import { notice } from "../support/notice";
import { regionDaysAhead } from "../support/region-days";

/** A calendar date some days ahead, as the date field is typed (day, month, year). */
function daysAhead(days: number) {
  const { day, month, year } = regionDaysAhead(days);
  return `${day}${month}${year}`;
}

/** The create-invoice form filled in, up to its button. */
async function fillInvoice(page: Page, bookingId: string) {
  await page.goto("/billing/create-an-invoice");
  await expect(page.getByRole("combobox", { name: /^Application/ })).not.toHaveValue("");
  await page.getByLabel(/^Amount/).fill("25.00");
  await page.getByLabel(/^Booking ID/).fill(bookingId);
  await page.getByLabel(/^Description/).fill("Guided city tour");
  await page.getByLabel(/^Customer full name/).fill("Nigar Məmmədova");
  await page.getByLabel(/^Phone/).fill("+994551230088");
  await page.getByLabel(/^E-mail/).fill("nigar@example.az");
  await page.getByRole("group", { name: "Link expiration date" }).getByRole("spinbutton", { name: "Day" }).click();
  await page.keyboard.type(daysAhead(5));
}

test("the main user adds a cashier, who sets a password, invoices, and is refused once Create link is taken away; the list exports", async ({
  page,
  request,
  browser,
}, info) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const tag = Date.now().toString(36);
  const cashier = {
    fullName: "Kamran Həsənov",
    email: `cashier.${tag}@example.az`,
    mobilePhone: `+99470${String(Date.now()).slice(-7)}`,
    password: "Kassa#2026",
  };

  // The main user (a merchant of its own: the demo's phone has used its codes in other journeys) adds the cashier, confirmed by the code texted to their own phone.
  const owner = await liveMerchantPage(page, request);
  await page.goto("/users");
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  await page.getByRole("button", { name: "Add user" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a user" });
  await dialog.getByLabel(/^First name/).fill("Kamran");
  await dialog.getByLabel(/^Last name/).fill("Həsənov");
  await dialog.getByLabel(/^E-mail/).fill(cashier.email);
  await dialog.getByLabel(/^Phone/).fill(cashier.mobilePhone);
  await dialog.getByRole("combobox", { name: /^Role/ }).selectOption({ label: "Cashier" });
  await expect(dialog.getByRole("checkbox", { name: "Create link" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Send link" })).toBeChecked();
  await dialog.getByRole("checkbox", { name: owner.appName }).check();
  await page.screenshot({ path: info.outputPath("users-add-en-1440.png") });
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("heading", { name: "Check your phone" })).toBeVisible();
  await dialog.getByLabel("Verification code").fill(await codeSentTo(request, owner.mobilePhone));
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByRole("heading", { name: "Kamran Həsənov has been added" })).toBeVisible();
  await expect(
    dialog.getByText(`We e-mailed a link to set a password to ${cashier.email}.`, { exact: false }),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();
  const row = page.getByRole("row", { name: /Kamran Həsənov/ });
  await expect(row).toContainText("Invited");
  await expect(row).toContainText("Cashier");
  await expect(row).toContainText(owner.appName);
  await page.screenshot({ path: info.outputPath("users-list-en-1440.png"), fullPage: true });

  // The cashier sets a password from the e-mailed link, and signs in with it and a code.
  const cashierContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const cashierPage = await cashierContext.newPage();
  let link = "";
  await expect
    .poll(
      async () =>
        (link =
          /https?:\/\/\S+\/auth\/reset-password\/[0-9a-f-]{36}/.exec(
            await lastMessageTo(request, cashier.email),
          )?.[0] ?? ""),
    )
    .not.toBe("");
  await cashierPage.goto(new URL(link).pathname);
  await cashierPage.getByLabel("New password").fill(cashier.password);
  await cashierPage.getByLabel("Confirm password").fill(cashier.password);
  await cashierPage.getByRole("button", { name: "Save password" }).click();
  await expect(
    cashierPage.getByRole("link", { name: /Sign in/ }).or(cashierPage.getByText(/Sign in with your new password/)),
  ).toBeVisible();
  await signInThroughPortal(cashierPage, request, cashier);

  // Neither Users nor Payouts for a cashier; the users screen says it is not theirs.
  const menu = cashierPage.getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name: "Users" })).toHaveCount(0);
  await menu.getByRole("button", { name: "Billing" }).click();
  await expect(menu.getByRole("link", { name: "Create an invoice" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Payouts" })).toHaveCount(0);
  await cashierPage.goto("/users");
  await expect(cashierPage.getByRole("heading", { name: "You don't have access to users" })).toBeVisible();

  // The cashier invoices.
  await fillInvoice(cashierPage, `BK-CASH-${tag}-1`);
  await cashierPage.getByRole("button", { name: "Create invoice" }).click();
  await expect(cashierPage.getByRole("heading", { name: /^Invoice [A-Z0-9]{10} has been created$/ })).toBeVisible();

  // A customer pays an invoice of the main user's: the cashier sees the payment but has no Refund, and the server refuses one.
  const payment = await paidInvoice(request, owner, { amount: "40.00", bookingId: `BK-CASH-${tag}-PAID` });
  await cashierPage.goto(`/billing/operations/${payment.transactionId}`);
  await expect(cashierPage.getByText(payment.orderId).first()).toBeVisible();
  await expect(cashierPage.getByRole("button", { name: "Refund" })).toHaveCount(0);
  const cashierToken = await cashierPage.evaluate(() => localStorage.getItem("accessToken") ?? "");
  const refund = await request.post("/api/refund", {
    headers: { authorization: `Bearer ${cashierToken}` },
    data: { transactionId: payment.transactionId, amount: "1.00" },
  });
  expect(refund.status()).toBe(403);

  // The cashier starts another while the main user takes Create link away.
  await fillInvoice(cashierPage, `BK-CASH-${tag}-2`);
  await page.reload();
  await page.getByRole("button", { name: "Actions for Kamran Həsənov" }).click();
  await page.getByRole("menuitem", { name: "Edit access" }).click();
  const access = page.getByRole("dialog", { name: "Access of Kamran Həsənov" });
  await access.getByRole("checkbox", { name: "Create link" }).uncheck();
  await access.getByRole("button", { name: "Save access" }).click();
  await expect(notice(page, "Access of Kamran Həsənov updated")).toBeVisible();
  await expect(access).toBeHidden();

  await cashierPage.getByRole("button", { name: "Create invoice" }).click();
  const refusal = cashierPage.getByText("You do not have permission to do this.");
  await expect(refusal).toBeVisible();
  await refusal.scrollIntoViewIfNeeded();
  await cashierPage.screenshot({ path: info.outputPath("cashier-refused-en-1440.png") });
  await cashierContext.close();

  // The list exports to a spreadsheet with the cashier in it.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export to Excel" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const saved = info.outputPath("users.xlsx");
  await file.saveAs(saved);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(saved);
  const sheet = workbook.worksheets[0]!;
  const values = (rowNumber: number) =>
    (sheet.getRow(rowNumber).values as unknown[]).slice(1).map((cell) => String(cell ?? ""));
  expect(values(1)).toContain("Full name");
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => values(i + 2));
  const cashierRow = rows.find((cells) => cells.includes(cashier.email));
  expect(cashierRow).toBeDefined();
  expect(cashierRow).toContain("Kamran Həsənov");
  expect(cashierRow).toContain("Cashier");

  // What happened, on the account's trail and on the cashier's own.
  await page.getByRole("tab", { name: "Activity" }).click();
  const trail = page.getByRole("table", { name: "Account activity" });
  await expect(trail.getByRole("row", { name: /Access changed/ }).first()).toContainText(owner.fullName);
  await expect(trail.getByRole("row", { name: /User added/ }).first()).toBeVisible();
  await page.screenshot({ path: info.outputPath("users-activity-en-1440.png"), fullPage: true });
  await page.getByRole("tab", { name: "Users" }).click();
  await page.getByRole("button", { name: "Kamran Həsənov", exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Activity of Kamran Həsənov" });
  await expect(drawer.getByText("Invoice created").first()).toBeVisible();
  // Once it has slid all the way in.
  await expect.poll(async () => Math.round((await drawer.boundingBox())?.x ?? 0)).toBe(1440 - 440);
  await page.screenshot({ path: info.outputPath("users-user-activity-en-1440.png") });
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  // The list on a phone, in Azerbaijani and in Russian.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [lang, heading, list] of [
    ["az", "İstifadəçilər", "Hesabın istifadəçiləri"],
    ["ru", "Пользователи", "Пользователи аккаунта"],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem("lang", l), lang);
    await page.goto("/users");
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("list", { name: list }).getByRole("listitem").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: info.outputPath(`users-list-${lang}-390.png`), fullPage: true });
  }
  // The new-user form takes the whole phone screen.
  await page.getByRole("button", { name: "Добавить пользователя" }).click();
  const phoneDialog = page.getByRole("dialog", { name: "Новый пользователь" });
  await phoneDialog.getByRole("combobox", { name: /^Роль/ }).selectOption({ label: "Бухгалтер" });
  await expect(phoneDialog.getByRole("checkbox", { name: "Проверка выплат" })).toBeChecked();
  // Once it has faded all the way in.
  await expect
    .poll(() => page.locator(".MuiDialog-container").evaluate((element) => getComputedStyle(element).opacity))
    .toBe("1");
  await page.screenshot({ path: info.outputPath("users-add-ru-390.png") });
  await phoneDialog.getByRole("button", { name: "Отмена" }).click();
  await expect(phoneDialog).toBeHidden();
  await page.evaluate(() => localStorage.setItem("lang", "en"));
});
