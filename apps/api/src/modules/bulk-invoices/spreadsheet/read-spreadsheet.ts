import * as XLSX from "@e965/xlsx";
import { BULK_LIMITS } from "@portal/contracts";
import { AppError } from "@/lib/app-error";
import { checkZip, notASpreadsheet, tooManySheets, unreadable } from "./zip-guard";

export interface SheetRow {
  /** The row's number in the sheet (1-based, blank rows above counted). */
  rowNumber: number;
  /** Text of each header column, "" for an empty cell. */
  cells: string[];
}
export interface Spreadsheet {
  headerRowNumber: number;
  headers: string[];
  rows: SheetRow[];
}
export type SpreadsheetLimits = Record<keyof typeof BULK_LIMITS, number>;

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const COMPOUND_FILE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Every row is padded to the header's width, so a header cell far to the right would cost memory on each row. */
const MAX_COLUMNS = 100;
/** Blank rows (and a title above the header) do not count against the row limit, up to this many. */
const SPARE_ROWS = 1000;

// SheetJS types its number-format library as `any`; these are the two functions used here.
const SSF = XLSX.SSF as {
  is_date(format: string): boolean;
  parse_date_code(serial: number, opts: { date1904: boolean }): { y: number; m: number; d: number } | null;
};
const plainNumber = new Intl.NumberFormat("en-US", { useGrouping: false, maximumSignificantDigits: 15 });

/**
 * The first sheet of an .xls (BIFF in an OLE compound file) or .xlsx (a zip), as text: the
 * header is its first non-blank row, and each non-blank row under it a row of cells. The
 * format is told by the bytes, never the name; a zip is checked for what it unpacks to
 * before it is opened.
 */
export async function readSpreadsheet(bytes: Buffer, limits: SpreadsheetLimits = BULK_LIMITS): Promise<Spreadsheet> {
  if (startsWith(bytes, ZIP)) await checkZip(bytes, limits);
  else if (!startsWith(bytes, COMPOUND_FILE)) throw notASpreadsheet();
  // The header, the rows the limit allows, blank rows among them, and one more to tell the sheet goes on.
  const sheetRows = limits.rows + SPARE_ROWS + 2;
  return tableOf(firstSheet(bytes, sheetRows, limits), sheetRows, limits);
}

interface SheetCells {
  /** SheetJS's cells, by row and column (sparse). */
  data: XLSX.CellObject[][];
  merges: XLSX.Range[];
  date1904: boolean;
}

/**
 * SheetJS reads the first sheet only, at most `sheetRows` of it, without formulas, styles or
 * formatted text; the rest of the workbook is let go on return (but for the shared strings,
 * which SheetJS itself keeps until it reads the next file).
 */
function firstSheet(bytes: Buffer, sheetRows: number, limits: SpreadsheetLimits): SheetCells {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: "buffer",
      dense: true,
      sheets: 0,
      sheetRows,
      // The number format tells a date from a number; nothing else of the styles is needed.
      cellNF: true,
      cellText: false,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
    });
  } catch {
    throw unreadable();
  }
  if (workbook.SheetNames.length > limits.sheets) throw tooManySheets(limits);
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ""];
  if (!sheet) throw new AppError("SPREADSHEET_INVALID", "The file has no sheets.");
  // Set when the sheet's declared range goes past the rows read.
  if ((sheet as { "!fullref"?: string })["!fullref"]) throw tooManyRows(limits);
  return {
    data: sheet["!data"] ?? [],
    merges: sheet["!merges"] ?? [],
    date1904: workbook.Workbook?.WBProps?.date1904 ?? false,
  };
}

const tooManyRows = (limits: SpreadsheetLimits) =>
  new AppError("SPREADSHEET_TOO_LARGE", `The file has more than ${limits.rows.toLocaleString("en-US")} rows.`);

function tableOf({ data, merges, date1904 }: SheetCells, sheetRows: number, limits: SpreadsheetLimits): Spreadsheet {
  const text = (cell: XLSX.CellObject | undefined) => cellText(cell, date1904);
  // A crafted file can place a cell far below the rows SheetJS kept: it is not looked at.
  const end = Math.min(data.length, sheetRows);
  let header = 0;
  while (header < end && lastColumnWithText(data[header], text) < 0) header++;
  if (header === end) throw new AppError("SPREADSHEET_INVALID", "The file has no rows.");
  const width = lastColumnWithText(data[header], text) + 1;
  if (width > MAX_COLUMNS)
    throw new AppError("SPREADSHEET_TOO_LARGE", `The file has more than ${MAX_COLUMNS} columns.`);
  const mergedTexts = merges.map(({ s }) => text(data[s.r]?.[s.c]));

  const headers = textsOf(data[header], width, text);
  // Each kept row's cells by its index in the sheet, for the merged ranges to fill.
  const grid: string[][] = [];
  grid[header] = headers;
  const rows: SheetRow[] = [];
  for (let r = header + 1; r < end; r++) {
    const cells = textsOf(data[r], width, text);
    // SheetJS's cells take several times the memory of their text: each row goes once read.
    delete data[r];
    if (cells.every((c) => c === "")) continue;
    // The last row read is there only to tell that the sheet goes on.
    if (rows.length === limits.rows || r === sheetRows - 1) throw tooManyRows(limits);
    grid[r] = cells;
    rows.push({ rowNumber: r + 1, cells });
  }
  spreadMerges(merges, mergedTexts, grid, width);
  return { headerRowNumber: header + 1, headers, rows };
}

function startsWith(bytes: Buffer, signature: Buffer): boolean {
  return bytes.length >= signature.length && bytes.subarray(0, signature.length).equals(signature);
}

/**
 * The index of a row's last cell with text, -1 for a blank row. By the row's keys, not its
 * length: a cell at column 10⁹ of a crafted file makes a sparse array a loop would crawl.
 */
function lastColumnWithText(
  row: XLSX.CellObject[] | undefined,
  text: (cell: XLSX.CellObject | undefined) => string,
): number {
  let last = -1;
  for (const key of Object.keys(row ?? [])) {
    const c = Number(key);
    if (c > last && text(row![c]) !== "") last = c;
  }
  return last;
}

function textsOf(
  row: XLSX.CellObject[] | undefined,
  width: number,
  text: (cell: XLSX.CellObject | undefined) => string,
): string[] {
  const cells = new Array<string>(width);
  for (let c = 0; c < width; c++) cells[c] = text(row?.[c]);
  return cells;
}

/**
 * Gives every cell of a merged range the text of its top-left cell (Excel keeps the value
 * there only), so a currency merged down a column applies to each row. Ranges are cut to the
 * rows kept and the header's columns; Excel never overlaps them, so together they cover at
 * most the grid, and a file whose ranges cover more is refused before they cost time.
 */
function spreadMerges(merges: XLSX.Range[], texts: string[], grid: string[][], width: number) {
  let budget = grid.length * width;
  for (const [i, { s, e }] of merges.entries()) {
    const top = Math.max(s.r, 0);
    const bottom = Math.min(e.r, grid.length - 1);
    const left = Math.max(s.c, 0);
    const right = Math.min(e.c, width - 1);
    if (top > bottom || left > right) continue;
    budget -= (bottom - top + 1) * (right - left + 1);
    if (budget < 0) throw unreadable();
    for (let r = top; r <= bottom; r++) grid[r]?.fill(texts[i]!, left, right + 1);
  }
}

/**
 * A cell as text, trimmed. A number shown as a date is that day (YYYY-MM-DD, the time of day
 * dropped); any other number is written out plainly, to Excel's 15 significant digits, so
 * 0.1+0.2 is "0.3" and a phone number has no exponent. A formula counts by the value saved
 * with it. Text stays as typed: "12,50" or "01.02.2026" are for the row's check to judge.
 */
function cellText(cell: XLSX.CellObject | undefined, date1904: boolean): string {
  switch (cell?.t) {
    case "s":
      return String(cell.v ?? "").trim();
    case "n":
      return numberText(cell.v as number, cell.z, date1904);
    case "b":
      return cell.v ? "TRUE" : "FALSE";
    case "e":
      // The code SheetJS knows by name ("#DIV/0!"); one it does not (a newer Excel's "#SPILL!") has none.
      return cell.v === undefined ? "" : String(XLSX.utils.format_cell(cell));
    default:
      return "";
  }
}

function numberText(value: number, format: XLSX.NumberFormat | undefined, date1904: boolean): string {
  const day = typeof format === "string" && SSF.is_date(format) ? SSF.parse_date_code(value, { date1904 }) : null;
  if (day) return `${day.y}-${String(day.m).padStart(2, "0")}-${String(day.d).padStart(2, "0")}`;
  // `+ 0` makes -0 a plain 0.
  return plainNumber.format(value + 0);
}
