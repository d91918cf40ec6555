import { PassThrough, type Writable } from "node:stream";
import {
  calendarDateIn,
  cardBrandName,
  type Language,
  netAmountOf,
  type Region,
  regionTimeZone,
  regionZoneLabel,
  toMajorNumber,
} from "@portal/contracts";
import ExcelJS from "exceljs";
import type { Queryable } from "@/db/client";
import type { Scope } from "@/lib/scope";
import { cellText } from "@/lib/cell-text";
import { wallClockIn } from "@/lib/wall-clock";
import {
  type ExportFilters,
  type ExportedTransaction,
  exportedTransactions,
  refundReasonsOf,
} from "./transaction-export.repo";
import {
  exportColumns,
  exportHeaders,
  otherBrand,
  refundReasonLabel,
  sheetName,
  totalLabel,
} from "./transaction-export.messages";
import { transactionStatusLabel } from "./transaction-status-labels";

/** Whose transactions (the account's, or a sub-user's applications'), which of them, and in what words and time zone. */
export interface TransactionExport {
  scope: Scope;
  filters: ExportFilters;
  language: Language;
  region: Region;
}

/** The download's name: the day it was made, in the region's calendar. */
export function exportFileName(now: Date, region: Region): string {
  return `transactions-${calendarDateIn(now, regionTimeZone[region])}.xlsx`;
}

const DATE_FORMAT = "yyyy-mm-dd hh:mm";
const MONEY_FORMAT = "#,##0.00";
const widths: Record<(typeof exportColumns)[number], number> = {
  date: 24,
  orderId: 20,
  apiOrderId: 38,
  application: 22,
  customer: 24,
  card: 19,
  brand: 12,
  amount: 13,
  currency: 9,
  status: 22,
  captured: 13,
  refunded: 13,
  net: 13,
  reversed: 13,
  rrn: 14,
  approvalCode: 12,
  invoiceCode: 14,
  bookingId: 16,
  description: 40,
  refundReasons: 28,
};
const formats: Partial<Record<(typeof exportColumns)[number], string>> = {
  date: DATE_FORMAT,
  amount: MONEY_FORMAT,
  captured: MONEY_FORMAT,
  refunded: MONEY_FORMAT,
  net: MONEY_FORMAT,
  reversed: MONEY_FORMAT,
};

/** Text of the merchant's customers and of the acquirer, never run as a formula; a blank stays blank. */
const text = (value: string | null) => (value ? cellText(value) : null);

function rowOf(t: ExportedTransaction, language: Language, wallClock: (instant: Date) => Date) {
  return [
    wallClock(t.createdAt),
    text(t.orderId),
    t.apiOrderId,
    text(t.appName),
    text(t.fullName),
    text(t.maskedPan),
    cardBrandName(t.cardBrand) ?? otherBrand[language],
    toMajorNumber(t.amount),
    t.currency,
    transactionStatusLabel(t.status, language),
    toMajorNumber(t.capturedAmount),
    toMajorNumber(t.totalRefunded),
    toMajorNumber(netAmountOf(t)),
    toMajorNumber(t.totalReversed),
    text(t.rrn),
    text(t.approvalCode),
    text(t.invoiceCode),
    text(t.bookingId),
    text(t.description),
    refundReasonsOf(t)
      .map((reason) => refundReasonLabel[language][reason])
      .join(", ") || null,
  ];
}

/** Sums of one currency's rows, in minor units. */
interface CurrencyTotals {
  received: bigint;
  refunded: bigint;
  reversed: bigint;
}

function addToTotals(totals: Map<string, CurrencyTotals>, t: ExportedTransaction) {
  const sums = totals.get(t.currency) ?? { received: 0n, refunded: 0n, reversed: 0n };
  totals.set(t.currency, {
    received: sums.received + t.capturedAmount,
    refunded: sums.refunded + t.totalRefunded,
    reversed: sums.reversed + t.totalReversed,
  });
}

/** A totals row: its label, the currency, and received (under "captured"), refunded, net and reversed in their columns. */
function totalsRowOf(currency: string, sums: CurrencyTotals, language: Language) {
  const cells: Partial<Record<(typeof exportColumns)[number], string | number>> = {
    date: totalLabel[language],
    currency,
    captured: toMajorNumber(sums.received),
    refunded: toMajorNumber(sums.refunded),
    net: toMajorNumber(netAmountOf({ capturedAmount: sums.received, totalRefunded: sums.refunded })),
    reversed: toMajorNumber(sums.reversed),
  };
  return exportColumns.map((column) => cells[column] ?? null);
}

/** A download stopped by its reader (the client went away): not a failure of ours. */
export class ExportAborted extends Error {
  constructor() {
    super("The export's reader went away.");
  }
}

/**
 * How much of the sheet's XML waits to be compressed. ExcelJS 4.4 hands each sheet to the
 * zip through a stream it writes without heeding backpressure (lib/utils/stream-buf.js:
 * `pipes`, archiver's PassThrough), so for a slow reader the XML would pile up there, in
 * memory. The writer waits on this queue instead. Null if a later ExcelJS is built
 * otherwise: then only the output's backpressure is left, which a reader that keeps taking
 * a little does not stop (the slow-reader test in transaction-export.test.ts fails then).
 */
function sheetQueue(sheet: ExcelJS.Worksheet): { length: () => number; stream: NodeJS.EventEmitter } | null {
  type Queue = NodeJS.EventEmitter & { _writableState?: { length: number }; _readableState?: { length: number } };
  const pipes = (sheet as unknown as { stream?: { pipes?: Queue[] } }).stream?.pipes;
  const queue = Array.isArray(pipes) ? pipes[0] : undefined;
  if (!queue?._writableState || !queue._readableState) return null;
  return { length: () => queue._writableState!.length + queue._readableState!.length, stream: queue };
}

/** Past this much XML waiting, the writer reads no more rows until it is compressed and sent. */
const MAX_QUEUED_BYTES = 1024 * 1024;

/** Resolves on the first of the events (and forgets the rest). */
function firstOf(...events: [NodeJS.EventEmitter, string][]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const [emitter, name] of events) emitter.off(name, done);
      resolve();
    };
    for (const [emitter, name] of events) emitter.once(name, done);
  });
}

/**
 * Writes the rows as one sheet of an .xlsx into `output`, a row at a time, then a totals row
 * per currency (ExcelJS's
 * streaming writer, each row committed): memory stays the same for ten rows or a million,
 * since no more rows are read while the reader is behind. Resolves with the rows written;
 * rejects with `ExportAborted` when the output is destroyed first.
 */
export async function writeTransactionsWorkbook(
  output: Writable,
  batches: AsyncIterable<ExportedTransaction[]>,
  options: { language: Language; region: Region; now?: Date },
): Promise<number> {
  const { language, region } = options;
  const wallClock = wallClockIn(regionTimeZone[region]);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = "Merchant portal";
  workbook.created = options.now ?? new Date();
  const sheet = workbook.addWorksheet(sheetName[language], { views: [{ state: "frozen", ySplit: 1 }] });
  // Excel's dates have no zone: the date column's header says which clock they are on (DESIGN §3), "Date (Baku, GMT+4)".
  const headers = exportHeaders(language).map((header, i) =>
    exportColumns[i] === "date" ? `${header} (${regionZoneLabel(region, language)})` : header,
  );
  sheet.columns = exportColumns.map((column, i) => ({
    header: headers[i],
    key: column,
    width: widths[column],
    ...(formats[column] ? { style: { numFmt: formats[column] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const queue = sheetQueue(sheet);
  const queueFull = () => queue !== null && queue.length() > MAX_QUEUED_BYTES;
  // Destroyed before the last byte went in: the reader is gone (a finished output closes too).
  const gone = () => output.destroyed && !output.writableFinished;
  const closed = firstOf([output, "close"]);

  let rows = 0;
  const totals = new Map<string, CurrencyTotals>();
  for await (const batch of batches) {
    for (const t of batch) {
      sheet.addRow(rowOf(t, language, wallClock)).commit();
      addToTotals(totals, t);
    }
    rows += batch.length;
    while (!gone() && (queueFull() || output.writableNeedDrain)) {
      await firstOf([queueFull() ? queue!.stream : output, "drain"], [output, "close"]);
    }
    if (gone()) throw new ExportAborted();
  }
  // Under the list, after a blank row (so sorting or filtering the list leaves them out): what it came to, per currency.
  if (totals.size > 0) sheet.addRow([]).commit();
  for (const [currency, sums] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
    const row = sheet.addRow(totalsRowOf(currency, sums, language));
    row.font = { bold: true };
    row.commit();
  }
  sheet.commit();
  const committed = workbook.commit();
  // A reader gone mid-way leaves the zip unfinished: its late failure is no one's to hear.
  committed.catch(() => undefined);
  await Promise.race([committed, closed]);
  if (gone()) throw new ExportAborted();
  return rows;
}

/** Streams the scope's transactions that match the filters into `output` as an .xlsx; resolves with the rows written. */
export function writeTransactionsExport(
  db: Queryable,
  request: TransactionExport,
  output: Writable,
  now?: Date,
): Promise<number> {
  const timeZone = regionTimeZone[request.region];
  const batches = exportedTransactions(db, request.scope, request.filters, timeZone);
  return writeTransactionsWorkbook(output, batches, { language: request.language, region: request.region, now });
}

/** The same workbook, whole, in memory: for an attachment, which a mail carries in one piece. */
export async function transactionsWorkbookBuffer(
  db: Queryable,
  request: TransactionExport,
  now?: Date,
): Promise<{ content: Buffer; rows: number }> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    output.once("end", resolve);
    output.once("error", reject);
  });
  const rows = await writeTransactionsExport(db, request, output, now);
  await ended;
  return { content: Buffer.concat(chunks), rows };
}
