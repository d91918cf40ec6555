import { PassThrough, type Readable } from "node:stream";
import {
  addDays,
  type BulkColumn,
  bulkColumnHeaders,
  bulkColumns,
  calendarDateOf,
  type Language,
  requiredBulkColumns,
} from "@portal/contracts";
import ExcelJS from "exceljs";
import type { Queryable } from "@/db/client";
import { cellText } from "@/lib/cell-text";
import { invoiceStatusLabel } from "@/modules/invoices/invoice-status-labels";
import { paymentUrlOf } from "@/modules/invoices/invoices.repo";
import { bulkMessages } from "./bulk.messages";
import { type BulkInvoiceRow, rowsAfter } from "./bulk.repo";

const widths: Record<BulkColumn, number> = {
  bookingId: 14,
  fullName: 24,
  phone: 16,
  email: 26,
  amount: 10,
  currency: 10,
  description: 30,
  linkExpirationDate: 20,
  dueDate: 16,
  checkInDate: 16,
  preAuth: 18,
};

/**
 * The sample table (SPEC §2): the columns with one example row, dates as real date cells,
 * and a second sheet saying what each column takes, in the user's language.
 */
export async function sampleWorkbook(language: Language, now: Date): Promise<Buffer> {
  const words = bulkMessages(language);
  const headers = bulkColumnHeaders[language];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(words.invoicesSheet);
  sheet.columns = bulkColumns.map((c) => ({ header: headers[c], key: c, width: widths[c] }));
  sheet.getRow(1).font = { bold: true };
  const day = (days: number) => new Date(`${addDays(calendarDateOf(now), days)}T00:00:00Z`);
  sheet.addRow({
    bookingId: "BK-1001",
    fullName: words.exampleName,
    phone: "+994501234567",
    email: "customer@example.com",
    amount: 25.5,
    currency: "AZN",
    description: words.exampleDescription,
    linkExpirationDate: day(30),
    dueDate: day(14),
    checkInDate: day(7),
    preAuth: words.no,
  });
  for (const c of ["linkExpirationDate", "dueDate", "checkInDate"] as const) sheet.getColumn(c).numFmt = "yyyy-mm-dd";
  sheet.getColumn("amount").numFmt = "0.00";
  // A phone kept as text: as a number Excel would drop its "+" and show it in exponent form.
  sheet.getColumn("phone").numFmt = "@";
  sheet.views = [{ state: "frozen", ySplit: 1 }];

  const rules = workbook.addWorksheet(words.rulesSheet);
  rules.columns = [
    { header: words.column, width: 24 },
    { header: words.required, width: 12 },
    { header: words.rule, width: 100 },
  ];
  rules.getRow(1).font = { bold: true };
  for (const c of bulkColumns) {
    const row = rules.addRow([
      headers[c],
      (requiredBulkColumns as readonly BulkColumn[]).includes(c) ? words.yes : words.no,
      words.rules[c],
    ]);
    row.alignment = { wrapText: true, vertical: "top" };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A row's problems as one cell, in the columns' order: each rule's text with its column's header, as the portal shows them. */
function errorText(errors: Record<string, string> | null, language: Language): string {
  if (!errors) return "";
  const words = bulkMessages(language);
  const order = (column: string) => (bulkColumns as readonly string[]).indexOf(column);
  return Object.entries(errors)
    .sort(([a], [b]) => order(a) - order(b))
    .map(([column, key]) => {
      const header = bulkColumnHeaders[language][column as BulkColumn] ?? "";
      const message = (words.validation[key.replace(/^validation\./, "")] ?? key).replaceAll("{{field}}", header);
      return header && !message.includes(header) ? `${header}: ${message}` : message;
    })
    .join("; ");
}

const ROWS_PER_READ = 1000;

/**
 * The result file (SPEC §2 "result downloads"): the file's own rows as uploaded, each with
 * the invoice made of it (code, payment link, status) or why none was. Written as a stream,
 * a thousand rows read at a time, so a file of 100,000 rows never sits whole in memory.
 */
export function resultWorkbook(db: Queryable, bulk: BulkInvoiceRow, language: Language, origin: string): Readable {
  const words = bulkMessages(language);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(words.resultSheet);
  const extra = [words.invoiceCode, words.paymentUrl, words.status, words.error];
  sheet.columns = [...bulk.headers, ...extra].map((header) => ({ header: cellText(header), width: 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  (async () => {
    let after = 0;
    for (;;) {
      const slice = await rowsAfter(db, bulk.id, after, ROWS_PER_READ);
      for (const { row, invoice } of slice) {
        const cells = bulk.headers.map((_, i) => cellText(row.cells[i] ?? ""));
        const status = invoice
          ? invoiceStatusLabel(invoice.status, language)
          : row.outcome === "valid"
            ? words.notProcessed
            : words.notCreated;
        sheet
          .addRow([
            ...cells,
            invoice?.invoiceCode ?? "",
            invoice ? paymentUrlOf(origin, invoice.invoiceCode) : "",
            status,
            cellText(errorText(row.errors, language)),
          ])
          .commit();
      }
      if (slice.length < ROWS_PER_READ) break;
      after = slice.at(-1)!.row.rowNumber;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}
