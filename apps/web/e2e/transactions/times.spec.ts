import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { PDFParse } from "pdf-parse";
import { paidInvoice } from "../support/checkout";
import { liveMerchantPage } from "../support/live-merchant";

// A merchant travelling: the browser's clock is New York's, nine hours behind Baku's in winter.
test.use({ timezoneId: "America/New_York" });

/** The clock time (HH:MM) of an instant in a zone. */
const clockIn = (timeZone: string, instant: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    new Date(instant),
  );

async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

test("a payment's time is the same on the list, its detail, the export and the receipt: Baku's, and each says so", async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const merchant = await liveMerchantPage(page, request);
  const payment = await paidInvoice(request, merchant, { amount: "12.00", bookingId: "BK-ZONE" });
  const { createdAt } = (await (
    await request.get(`/api/transactions/${payment.transactionId}`, { headers: merchant.headers })
  ).json()) as {
    createdAt: string;
  };
  const baku = clockIn("Asia/Baku", createdAt);
  expect(clockIn("America/New_York", createdAt)).not.toBe(baku);

  await page.goto("/billing/transactions");
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe("America/New_York");
  const table = page.getByRole("table", { name: "Transactions" });
  await expect(table.getByRole("columnheader", { name: "Date (Baku, GMT+4)" })).toBeVisible();
  const row = table.getByRole("row", { name: new RegExp(payment.orderId) });
  const listed = (await row.getByRole("cell").first().textContent()) ?? "";
  expect(listed).toMatch(new RegExp(`, ${baku}$`));
  await page.screenshot({ path: info.outputPath("transactions-new-york.png"), fullPage: true });

  // The export of the same list: Excel's date holds Baku's wall clock, under a header that says so.
  const exported = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export to Excel" }).click();
  const sheetPath = info.outputPath("transactions.xlsx");
  await (await exported).saveAs(sheetPath);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(sheetPath);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe("Date (Baku, GMT+4)");
  let exportedAt: Date | undefined;
  sheet.eachRow((r, n) => {
    if (n > 1 && r.getCell(2).value === payment.orderId) exportedAt = r.getCell(1).value as Date;
  });
  expect(exportedAt).toBeInstanceOf(Date);
  const pad = (n: number) => String(n).padStart(2, "0");
  expect(`${pad(exportedAt!.getUTCHours())}:${pad(exportedAt!.getUTCMinutes())}`).toBe(baku);

  // Its detail and its receipt.
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/billing/operations/${payment.transactionId}`));
  const dates = page.getByRole("region", { name: "Dates (Baku, GMT+4)" });
  await expect(dates).toContainText(listed);
  const receipt = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download receipt" }).click();
  const receiptPath = info.outputPath("receipt.pdf");
  await (await receipt).saveAs(receiptPath);
  expect(await pdfText(receiptPath)).toContain(`${baku} (Baku, GMT+4)`);
});
