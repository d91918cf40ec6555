import fs from "node:fs";
import path from "node:path";
import { type Download, type Locator, type Page, expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { cards, payByCard } from "../support/checkout";
import { liveMerchantPage } from "../support/live-merchant";
import { regionDaysAhead } from "../support/region-days";

/** Screenshots for a person to look at (not compared): outside the repository. */
const SCREENS = "/tmp/bulk-screens";

/** The sample table's columns, in its order, as the English sample heads them. */
const SAMPLE_HEADERS = [
  "Booking ID",
  "Full name",
  "Phone",
  "E-mail",
  "Amount",
  "Currency",
  "Description",
  "Link expiration date",
  "Due date",
  "Check-in date",
  "Pre-authorisation",
];

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A calendar date some days ahead, as a spreadsheet cell holds it as text (YYYY-MM-DD). */
function isoDaysAhead(days: number) {
  const { day, month, year } = regionDaysAhead(days);
  return `${year}-${month}-${day}`;
}

async function screen(page: Page, name: string, width: 1440 | 390) {
  await page.setViewportSize({ width, height: width === 1440 ? 900 : 844 });
  // The layout settles (tables turn into cards below 900 px) before the picture.
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SCREENS, `${name}-${width}.png`), fullPage: true });
}

/** A downloaded workbook, read with ExcelJS. */
async function workbookOf(download: Download, savedAs: string) {
  await download.saveAs(savedAs);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(savedAs);
  return workbook;
}

/** A sheet row's cells as text (ExcelJS's `values` start at index 1). */
function textsOf(sheet: ExcelJS.Worksheet, rowNumber: number): string[] {
  const values = (sheet.getRow(rowNumber).values as unknown[]).slice(1);
  return values.map((cell) =>
    cell === null || cell === undefined
      ? ""
      : typeof cell === "object" && "text" in cell
        ? String(cell.text)
        : String(cell),
  );
}

/** A count tile (a `dt` and its `dd`) of a section. */
const countIn = (section: Locator, label: string) =>
  section
    .locator("dl > div")
    .filter({ has: section.page().locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");

test.beforeAll(() => {
  fs.mkdirSync(SCREENS, { recursive: true });
});

test("the browser refuses a .txt and a file over 25 MB before anything is uploaded", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const merchant = await liveMerchantPage(page, request);
  const uploads: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && req.url().includes("/api/bulk/upload")) uploads.push(req.url());
  });

  await page.goto("/billing/bulk-invoice");
  await expect(page.getByRole("heading", { level: 1, name: "Bulk invoice" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: /^Application/ })).toHaveValue(merchant.appId);
  const picker = page.getByLabel("Choose file");

  await picker.setInputFiles({
    name: "invoices.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Booking ID;Amount\nBK-1;12.50\n"),
  });
  await expect(page.getByRole("alert").filter({ hasText: "Choose an XLS or XLSX file." })).toBeVisible();

  await picker.setInputFiles({ name: "too-big.xlsx", mimeType: XLSX_TYPE, buffer: Buffer.alloc(25 * 1024 * 1024 + 1) });
  await expect(
    page.getByRole("alert").filter({ hasText: "File size exceeds 25MB. Please select a smaller file." }),
  ).toBeVisible();
  await expect(page.getByText(/^Uploading /)).toHaveCount(0);

  // Give a request that should not have gone out the time to show itself.
  await page.waitForTimeout(500);
  expect(uploads).toEqual([]);
  await expect(page.getByRole("heading", { name: "No uploads yet" })).toBeVisible();
});

test("a merchant fills in the sample table, checks the rows, creates and sends the invoices; a customer pays one; the result downloads", async ({
  page,
  request,
  browser,
}, info) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const tag = Date.now().toString(36).toUpperCase();
  const fileName = `bulk-e2e-${tag}.xlsx`;
  const expires = isoDaysAhead(10);
  const good = [1, 2, 3].map((n) => ({ bookingId: `BLK-${tag}-${n}`, fullName: `Müştəri ${n}` }));
  const bad = { bookingId: `BLK-${tag}-4`, fullName: "Səhv Məbləğ" };

  // A merchant of its own with a live application (the demo's phone has used its codes in other journeys).
  const merchant = await liveMerchantPage(page, request);
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Billing" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Bulk invoice" }).click();
  await expect(page).toHaveURL(/\/billing\/bulk-invoice$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bulk invoice" })).toBeVisible();
  const application = page.getByRole("combobox", { name: /^Application/ });
  await application.selectOption(merchant.appId);
  await expect(application).toHaveValue(merchant.appId);
  await expect(page.getByRole("heading", { name: "No uploads yet" })).toBeVisible();
  await screen(page, "upload-en", 1440);
  await screen(page, "upload-en", 390);
  await page.setViewportSize({ width: 1440, height: 900 });

  // 1. The sample table: the columns on its first sheet, what each takes on a second.
  const sampleDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download sample table" }).click();
  const sampleFile = await sampleDownload;
  expect(sampleFile.suggestedFilename()).toBe("bulk-invoice-sample.xlsx");
  const workbook = await workbookOf(sampleFile, info.outputPath("sample.xlsx"));
  expect(workbook.worksheets.length).toBeGreaterThanOrEqual(2);
  const sheet = workbook.worksheets[0]!;
  expect(textsOf(sheet, 1)).toEqual(SAMPLE_HEADERS);
  expect(sheet.rowCount).toBe(2);
  const rules = workbook.worksheets[1]!;
  expect(rules.name).toBe("Columns");
  expect(textsOf(rules, 1)).toEqual(["Column", "Required", "What to write"]);
  const explained = Array.from({ length: rules.rowCount - 1 }, (_, i) => textsOf(rules, i + 2));
  expect(explained.map((cells) => cells[0])).toEqual(SAMPLE_HEADERS);
  for (const cells of explained) expect(cells[2]?.length ?? 0).toBeGreaterThan(10);
  expect(explained.find((cells) => cells[0] === "Amount")?.[1]).toBe("yes");
  expect(explained.find((cells) => cells[0] === "E-mail")?.[1]).toBe("no");

  // 2. Filled in: the header kept, the example row replaced by three good rows and one bad one.
  const column = (header: string) => SAMPLE_HEADERS.indexOf(header) + 1;
  const fill = (rowNumber: number, values: Record<string, string | number>) => {
    const row = sheet.getRow(rowNumber);
    for (const header of SAMPLE_HEADERS) row.getCell(column(header)).value = null;
    for (const [header, value] of Object.entries(values)) row.getCell(column(header)).value = value;
    row.commit();
  };
  const rowOf = (entry: { bookingId: string; fullName: string }, amount: string | number) => ({
    "Booking ID": entry.bookingId,
    "Full name": entry.fullName,
    Phone: "+994551234567",
    Amount: amount,
    Currency: "AZN",
    Description: `Bulk e2e ${entry.bookingId}`,
    "Link expiration date": expires,
  });
  good.forEach((entry, i) => fill(i + 2, rowOf(entry, 12.5)));
  fill(5, rowOf(bad, "abc"));
  const filled = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.getByLabel("Choose file").setInputFiles({ name: fileName, mimeType: XLSX_TYPE, buffer: filled });

  // 3. The preview: four rows, three ready, one with the amount's error in words.
  await expect(page).toHaveURL(/\/billing\/bulk-invoice\/[0-9a-f-]{36}$/);
  const detailUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: fileName })).toBeVisible();
  await expect(page.getByText("Waiting for confirmation")).toBeVisible();
  const check = page.getByRole("region", { name: "Check the rows" });
  await expect(countIn(check, "Rows in the file")).toHaveText("4");
  await expect(countIn(check, "Ready")).toHaveText("3");
  await expect(countIn(check, "With errors")).toHaveText("1");
  await expect(check.getByText("Rows with errors are skipped.", { exact: false })).toBeVisible();
  const rows = page.getByRole("table", { name: "All rows (4)" });
  await expect(rows.getByRole("row")).toHaveCount(5);
  for (const entry of good)
    await expect(rows.getByRole("row", { name: new RegExp(entry.bookingId) })).toContainText("Ready");
  const badRow = rows.getByRole("row", { name: new RegExp(bad.bookingId) });
  await expect(badRow.getByText("Amount must be a number.")).toBeVisible();
  await expect(badRow).not.toContainText("validation.");
  await page.getByRole("tab", { name: "Rows with errors (1)" }).click();
  await expect(page.getByRole("table", { name: "Rows with errors (1)" }).getByRole("row")).toHaveCount(2);
  await page.getByRole("tab", { name: "All rows (4)" }).click();
  await expect(rows.getByRole("row")).toHaveCount(5);
  await screen(page, "preview-en", 1440);
  await screen(page, "preview-en", 390);
  // The cards themselves: the bad row's card holds a list of its errors too.
  await expect(page.getByRole("list", { name: "All rows (4)" }).locator(":scope > li")).toHaveCount(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // The same preview in Azerbaijani and in Russian.
  for (const [lang, title, error, create] of [
    ["az", "Sətirləri yoxlayın", "Məbləğ rəqəm olmalıdır.", "3 faktura yarat"],
    ["ru", "Проверьте строки", "Сумма должна быть числом.", "Создать 3 счёта"],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem("lang", l), lang);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByText(error)).toBeVisible();
    await expect(page.getByRole("button", { name: create })).toBeVisible();
    await screen(page, `preview-${lang}`, 390);
    await screen(page, `preview-${lang}`, 1440);
  }
  await page.evaluate(() => localStorage.setItem("lang", "en"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // 4. Sent by SMS, after a confirmation; a job makes them while the page follows.
  const go = page.getByRole("region", { name: "Create the invoices" });
  await go.getByRole("checkbox", { name: "Send by SMS" }).check();
  await expect(go.getByRole("checkbox", { name: "Send by e-mail" })).not.toBeChecked();
  await go.getByRole("button", { name: "Create 3 invoices" }).click();
  const confirm = page.getByRole("dialog", { name: "Create 3 invoices?" });
  await expect(confirm).toContainText("Each customer will get the payment link by SMS.");
  await confirm.getByRole("button", { name: "Create invoices" }).click();
  await expect(confirm).toBeHidden();
  const progress = page.getByRole("progressbar", { name: "Progress of creating the invoices" });
  const result = page.getByRole("region", { name: "Result" });
  await expect(progress.or(result)).toBeVisible();
  // The job usually waits a moment in the queue: the progress is pictured while it lasts (not asserted).
  if (await progress.isVisible()) {
    await page.screenshot({ path: path.join(SCREENS, "processing-en-1440.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    if (await progress.isVisible())
      await page.screenshot({ path: path.join(SCREENS, "processing-en-390.png"), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("Done", { exact: true })).toBeVisible();
  await expect(countIn(result, "Invoices created")).toHaveText("3");
  await expect(countIn(result, "Not created")).toHaveText("0");
  await expect(countIn(result, "Links sent")).toHaveText("3");
  await expect(countIn(result, "With errors")).toHaveText("1");
  const made = page.getByRole("table", { name: "Invoices created" });
  await expect(made.getByRole("row")).toHaveCount(4);
  for (const entry of good)
    await expect(made.getByRole("row", { name: new RegExp(entry.bookingId) })).toContainText("Created");
  await expect(
    page.getByRole("table", { name: "Rows with errors (1)" }).getByText("Amount must be a number."),
  ).toBeVisible();
  await screen(page, "done-en", 1440);
  await screen(page, "done-en", 390);
  await page.setViewportSize({ width: 1440, height: 900 });

  // 5. A customer pays the first one from its link.
  const firstRow = made.getByRole("row", { name: new RegExp(good[0]!.bookingId) });
  const invoiceCode = ((await firstRow.getByRole("link").first().textContent()) ?? "").trim();
  expect(invoiceCode).toMatch(/^[A-Z0-9]{10}$/);
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const pay = await customer.newPage();
  await pay.goto(`/pay/${invoiceCode}`);
  await expect(pay.getByRole("heading", { name: merchant.appName })).toBeVisible();
  await expect(pay.getByText(`Bulk e2e ${good[0]!.bookingId}`)).toBeVisible();
  await expect(pay.getByRole("button", { name: "Pay 12.50 AZN" })).toBeVisible();
  await payByCard(pay, cards.approve);
  await expect(pay.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await customer.close();

  await page.reload();
  await expect(made.getByRole("row", { name: new RegExp(good[0]!.bookingId) })).toContainText("Paid");
  for (const entry of good.slice(1))
    await expect(made.getByRole("row", { name: new RegExp(entry.bookingId) })).toContainText("Created");

  // 6. The result file: the four rows as uploaded, each with its invoice or its error.
  const resultDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download result" }).click();
  const resultFile = await resultDownload;
  expect(resultFile.suggestedFilename()).toBe(fileName.replace(/\.xlsx$/, "-result.xlsx"));
  const resultBook = await workbookOf(resultFile, info.outputPath("result.xlsx"));
  const out = resultBook.worksheets[0]!;
  const head = textsOf(out, 1);
  expect(head.slice(0, SAMPLE_HEADERS.length)).toEqual(SAMPLE_HEADERS);
  expect(head.slice(SAMPLE_HEADERS.length)).toEqual(["Invoice code", "Payment link", "Status", "Error"]);
  expect(out.actualRowCount).toBe(5);
  const at = (cells: string[], header: string) => cells[head.indexOf(header)] ?? "";
  const lines = [2, 3, 4, 5].map((n) => textsOf(out, n));
  expect(lines.map((cells) => at(cells, "Booking ID"))).toEqual([...good, bad].map((entry) => entry.bookingId));
  for (const [i, cells] of lines.slice(0, 3).entries()) {
    const code = at(cells, "Invoice code");
    expect(code).toMatch(/^[A-Z0-9]{10}$/);
    expect(at(cells, "Payment link")).toMatch(new RegExp(`^https?://[^/]+/pay/${code}$`));
    expect(at(cells, "Status")).toBe(i === 0 ? "Paid" : "Created");
    expect(at(cells, "Error")).toBe("");
  }
  expect(at(lines[0]!, "Invoice code")).toBe(invoiceCode);
  const badLine = lines[3]!;
  expect(at(badLine, "Invoice code")).toBe("");
  expect(at(badLine, "Payment link")).toBe("");
  expect(at(badLine, "Error")).toContain("Amount must be a number.");

  // The uploads list has it, done.
  await page.getByRole("link", { name: "All uploads" }).click();
  const uploads = page.getByRole("table", { name: `Uploads for ${merchant.appName}` });
  const upload = uploads.getByRole("row", { name: new RegExp(fileName.replace(/\./g, "\\.")) });
  await expect(upload).toContainText("Done");
  await expect(upload).toContainText(merchant.fullName);
  await upload.getByRole("link", { name: fileName }).click();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByRole("region", { name: "Result" })).toBeVisible();
});
