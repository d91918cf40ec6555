import {
  fromMinorUnits,
  type Language,
  type Region,
  regionTimeZone,
  regionZoneLabel,
  type SettlementReportFormat,
  toMajorNumber,
  XLSX_MEDIA_TYPE,
  CSV_MEDIA_TYPE,
} from "@portal/contracts";
import ExcelJS from "exceljs";
import { cellText } from "@/lib/cell-text";
import { wallClockIn } from "@/lib/wall-clock";
import { settlementFileTexts } from "./settlement-reports.messages";
import type { DecodedReport } from "./settlement-reports.service";

/** A cell of the report's tables: text, a count, an amount (minor units) or an instant; each format writes them its way. */
type Cell = string | number | null | { money: bigint } | { at: Date };
type Row = Cell[];

interface Table {
  name: string;
  header: string[];
  rows: Row[];
  /** Widths of the XLSX's columns, in characters. */
  widths: number[];
}

/** Text of people (descriptions, names, accounts) is never run as a formula; a blank stays blank. */
const text = (value: string | null | undefined) => (value ? cellText(value) : null);
const money = (amount: bigint): Cell => ({ money: amount });
const at = (instant: string | Date): Cell => ({ at: new Date(instant) });

/** The report as the tables both formats hold: what it is, the summary, the payouts, and their lines. */
function tablesOf(report: DecodedReport, language: Language, region: Region) {
  const x = settlementFileTexts(language);
  const about: Row[] = [
    [x.title],
    [x.about.application, text(report.appName)],
    [x.about.merchantId, report.merchantId],
    [x.about.period, `${report.from} – ${report.to}`],
    [x.about.currency, report.currency],
    [x.about.times, regionZoneLabel(region, language, report.generatedAt)],
    [x.about.generated, at(report.generatedAt)],
  ];
  const summary: Table = {
    name: x.sheets.summary,
    header: [x.summaryHeaders.line, x.summaryHeaders.count, x.summaryHeaders.amount],
    rows: [
      [x.openingBalance, null, money(report.openingBalance)],
      ...report.lines.map((line): Row => [x.lines[line.kind], line.count, money(line.amount)]),
      [x.closingBalance, null, money(report.closingBalance)],
    ],
    widths: [62, 12, 16],
  };
  const h = x.payoutHeaders;
  const payouts: Table = {
    name: x.sheets.payouts,
    header: [h.id, h.date, h.kind, h.status, h.destination, h.description, h.amount, h.fee, h.settled],
    rows:
      report.payouts.length > 0
        ? report.payouts.map((p): Row => [
            p.id,
            at(p.createdAt),
            x.payoutKinds[p.kind],
            x.statuses[p.status],
            text(p.destination),
            text(p.description),
            money(p.amount),
            money(p.fee),
            p.settledAt ? at(p.settledAt) : null,
          ])
        : [[x.noPayouts]],
    widths: [38, 20, 24, 14, 32, 32, 14, 12, 20],
  };
  const l = x.lineHeaders;
  const lines: Table = {
    name: x.sheets.lines,
    header: [
      l.payout,
      l.date,
      l.kind,
      l.counterparty,
      l.description,
      l.orderId,
      l.invoiceCode,
      l.amount,
      l.balanceAfter,
    ],
    rows: report.payouts.flatMap((p): Row[] => [
      ...(p.linesComplete ? [] : [[p.id, null, x.linesCut]]),
      ...p.lines.map((line): Row => [
        p.id,
        at(line.createdAt),
        x.operationKinds[line.kind],
        text(line.counterparty),
        text(line.description),
        text(line.orderId),
        text(line.invoiceCode),
        money(line.amount),
        money(line.balanceAfter),
      ]),
    ]),
    widths: [38, 20, 30, 30, 32, 20, 14, 14, 16],
  };
  return { about, summary, payouts, lines };
}

const DATE_FORMAT = "yyyy-mm-dd hh:mm:ss";
const MONEY_FORMAT = "#,##0.00";

/** The report as an .xlsx: a summary sheet (what it is, then opening balance, lines, closing balance), the payouts, and their lines. */
export async function settlementWorkbook(report: DecodedReport, language: Language, region: Region): Promise<Buffer> {
  const wallClock = wallClockIn(regionTimeZone[region]);
  const { about, summary, payouts, lines } = tablesOf(report, language, region);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Merchant portal";
  workbook.created = new Date(report.generatedAt);

  const put = (sheet: ExcelJS.Worksheet, row: Row, bold = false) => {
    const added = sheet.addRow(
      row.map((cell) =>
        cell !== null && typeof cell === "object"
          ? "money" in cell
            ? toMajorNumber(cell.money)
            : wallClock(cell.at)
          : cell,
      ),
    );
    row.forEach((cell, i) => {
      if (cell !== null && typeof cell === "object")
        added.getCell(i + 1).numFmt = "money" in cell ? MONEY_FORMAT : DATE_FORMAT;
    });
    if (bold) added.font = { bold: true };
  };
  const sheetOf = (table: Table, before: Row[] = []) => {
    const sheet = workbook.addWorksheet(table.name);
    table.widths.forEach((width, i) => (sheet.getColumn(i + 1).width = width));
    for (const row of before) put(sheet, row);
    if (before.length > 0) sheet.addRow([]);
    put(sheet, table.header, true);
    sheet.views = [{ state: "frozen", ySplit: sheet.rowCount }];
    table.rows.forEach((row, i) => put(sheet, row, table === summary && (i === 0 || i === table.rows.length - 1)));
    return sheet;
  };
  const first = sheetOf(summary, about);
  first.getRow(1).font = { bold: true, size: 14 };
  sheetOf(payouts);
  sheetOf(lines);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** One CSV field (RFC 4180): quoted when it holds a quote, a comma, a line break or edge spaces. */
function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The report as CSV: the same tables one after another, each under its sheet's name and
 * apart by a blank line; UTF-8 with a byte-order mark (spreadsheet programs then read ə, ş
 * and Cyrillic), CRLF line ends. Amounts are exact decimals with a point, times the region's
 * wall clock, YYYY-MM-DD hh:mm:ss.
 */
export function settlementCsv(report: DecodedReport, language: Language, region: Region): Buffer {
  const timeZone = regionTimeZone[region];
  const wallClock = wallClockIn(timeZone);
  const { about, summary, payouts, lines } = tablesOf(report, language, region);
  const field = (cell: Cell): string => {
    if (cell === null) return "";
    if (typeof cell === "number") return String(cell);
    if (typeof cell === "string") return csvField(cell);
    if ("money" in cell) return fromMinorUnits(cell.money);
    return wallClock(cell.at).toISOString().slice(0, 19).replace("T", " ");
  };
  const line = (row: Row) => row.map(field).join(",");
  const table = (t: Table) => [csvField(t.name), line(t.header), ...t.rows.map(line)];
  const all = [...about.map(line), "", ...table(summary), "", ...table(payouts), "", ...table(lines)];
  return Buffer.from(`\uFEFF${all.join("\r\n")}\r\n`, "utf8");
}

/** Characters Windows, macOS or Linux refuse in a file name, and control characters. */
// eslint-disable-next-line no-control-regex
const unsafeInFileName = /[\\/:*?"<>|\u0000-\u001f]+/g;

/** `settlement-report-Caspian Tours-2026-05-01_2026-05-31.xlsx`: the application and the period. */
export function settlementFileName(
  report: Pick<DecodedReport, "appName" | "from" | "to">,
  format: SettlementReportFormat,
): string {
  const name = report.appName.replace(unsafeInFileName, "-").replace(/^[\s.-]+|[\s.-]+$/g, "");
  return `settlement-report-${name ? `${name}-` : ""}${report.from}_${report.to}.${format}`;
}

export const settlementMediaType: Record<SettlementReportFormat, string> = {
  xlsx: XLSX_MEDIA_TYPE,
  csv: CSV_MEDIA_TYPE,
};

/** The report as a file of the format asked: its bytes, name and media type. */
export async function settlementFile(
  report: DecodedReport,
  format: SettlementReportFormat,
  language: Language,
  region: Region,
): Promise<{ content: Buffer; name: string; contentType: string }> {
  const content =
    format === "xlsx" ? await settlementWorkbook(report, language, region) : settlementCsv(report, language, region);
  return { content, name: settlementFileName(report, format), contentType: settlementMediaType[format] };
}
