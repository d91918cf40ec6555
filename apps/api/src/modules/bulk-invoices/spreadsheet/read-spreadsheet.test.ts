import * as XLSX from "@e965/xlsx";
import { BULK_LIMITS } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import {
  dateCell,
  exceljsXlsxOf,
  formula,
  libreOfficeXlsxOf,
  lyingZipBomb,
  xlsOf,
  xlsxOf,
  zipBomb,
} from "@/test-support/spreadsheets";
import { readSpreadsheet, type SpreadsheetLimits } from "./read-spreadsheet";

const header = ["Booking ID", "Amount", "Currency", "Link expiration date", "Phone"];
/** The same invoice rows, each cell as a program stores it, and the text they read as. */
const typed = [
  ["B-1", 12.5, "AZN", dateCell("2026-03-05"), 994501234567],
  ["B-2", 0.1 + 0.2, "USD", "05.03.2026", "+994 50 123 45 67"],
  ["B-3", "12,50", "EUR", dateCell("2026-12-31"), 30.000000000000004],
];
const read = [
  { rowNumber: 2, cells: ["B-1", "12.5", "AZN", "2026-03-05", "994501234567"] },
  { rowNumber: 3, cells: ["B-2", "0.3", "USD", "05.03.2026", "+994 50 123 45 67"] },
  { rowNumber: 4, cells: ["B-3", "12,50", "EUR", "2026-12-31", "30"] },
];

const refused = (bytes: Buffer, code: string, limits: SpreadsheetLimits = BULK_LIMITS) =>
  expect(readSpreadsheet(bytes, limits)).rejects.toMatchObject({ code });

describe("readSpreadsheet", () => {
  it("reads an .xlsx written by SheetJS", async () => {
    expect(await readSpreadsheet(xlsxOf([header, ...typed]))).toEqual({
      headerRowNumber: 1,
      headers: header,
      rows: read,
    });
  });

  it("reads an .xls (BIFF8), its dates and numbers alike", async () => {
    expect(await readSpreadsheet(xlsOf([header, ...typed]))).toEqual({
      headerRowNumber: 1,
      headers: header,
      rows: read,
    });
  });

  it("reads an .xlsx written by ExcelJS: shared strings, a Date as a day serial, a formula's saved result", async () => {
    const sheet = await readSpreadsheet(
      await exceljsXlsxOf([
        ["Booking ID", "Amount", "Due date"],
        ["B-1", { formula: "10*1.25", result: 12.5 }, new Date(Date.UTC(2026, 2, 5))],
      ]),
    );
    expect(sheet.rows).toEqual([{ rowNumber: 2, cells: ["B-1", "12.5", "2026-03-05"] }]);
  });

  it("reads an .xlsx as LibreOffice saves it: inline text, a formula's text result, a DD.MM.YYYY date style", async () => {
    const sheet = await readSpreadsheet(
      libreOfficeXlsxOf([
        ["Booking ID", "Full name", "Due date", "Pre-authorisation"],
        ["B-1", formula('"Leyla "&"Əliyeva"', "Leyla Əliyeva"), dateCell("2026-03-05"), true],
      ]),
    );
    expect(sheet.rows).toEqual([{ rowNumber: 2, cells: ["B-1", "Leyla Əliyeva", "2026-03-05", "TRUE"] }]);
  });

  it("takes a formula by its saved value, empty when never calculated, and an error cell by its text", async () => {
    const sheet = await readSpreadsheet(
      libreOfficeXlsxOf([
        ["Amount", "Total", "Note"],
        [formula("SUM(5,7.5)", 12.5), formula("A2*2"), "x"],
      ]),
    );
    expect(sheet.rows[0]!.cells).toEqual(["12.5", "", "x"]);
    const errors = await readSpreadsheet(
      xlsxOf([
        ["Amount", "Paid"],
        [{ t: "e", v: 0x07 }, false],
      ]),
    );
    expect(errors.rows[0]!.cells).toEqual(["#DIV/0!", "FALSE"]);
  });

  it("writes every number plainly: no exponent, no float noise", async () => {
    const sheet = await readSpreadsheet(xlsxOf([["N"], [994501234567], [1e21], [-0], [-12.345], [0.000001234]]));
    expect(sheet.rows.map((r) => r.cells[0])).toEqual([
      "994501234567",
      "1000000000000000000000",
      "0",
      "-12.345",
      "0.000001234",
    ]);
  });

  it("starts at the first non-blank row, skips blank rows, and numbers rows as the sheet does", async () => {
    const sheet = await readSpreadsheet(
      xlsxOf([[], ["  "], ["Booking ID", " Amount "], ["B-1", 1], [], ["", " "], ["B-2", 2]]),
    );
    expect(sheet).toEqual({
      headerRowNumber: 3,
      headers: ["Booking ID", "Amount"],
      rows: [
        { rowNumber: 4, cells: ["B-1", "1"] },
        { rowNumber: 7, cells: ["B-2", "2"] },
      ],
    });
  });

  it("gives each row the header's width: short rows padded, columns past the header ignored", async () => {
    const sheet = await readSpreadsheet(
      xlsxOf([
        ["Booking ID", "Amount", "", "Currency"],
        ["B-1"],
        ["B-2", 2, "x", "AZN", "extra"],
        ["", "", "", "", "only extra"],
      ]),
    );
    expect(sheet.headers).toEqual(["Booking ID", "Amount", "", "Currency"]);
    expect(sheet.rows).toEqual([
      { rowNumber: 2, cells: ["B-1", "", "", ""] },
      { rowNumber: 3, cells: ["B-2", "2", "x", "AZN"] },
    ]);
  });

  it("gives every cell of a merged range the top-left cell's text", async () => {
    const rows = [["Booking ID", "Currency"], ["B-1", "AZN"], ["B-2"], ["B-3"], ["B-4", "USD"]];
    for (const bytes of [
      xlsxOf(rows, { merges: ["B2:B4"] }),
      xlsOf(rows, { merges: ["B2:B4"] }),
      await exceljsXlsxOf(rows, ["B2:B4"]),
    ]) {
      expect((await readSpreadsheet(bytes)).rows.map((r) => r.cells[1])).toEqual(["AZN", "AZN", "AZN", "USD"]);
    }
  });

  it("returns a header with no rows under it as such", async () => {
    expect(await readSpreadsheet(xlsxOf([header]))).toEqual({ headerRowNumber: 1, headers: header, rows: [] });
  });

  it("refuses a sheet with nothing in it", async () => {
    await refused(xlsxOf([]), "SPREADSHEET_INVALID");
    await refused(xlsOf([[], [" "]]), "SPREADSHEET_INVALID");
  });

  it("tells the format by the bytes: an empty file, text, CSV or HTML named .xlsx or .xls is not a spreadsheet", async () => {
    for (const bytes of [
      Buffer.alloc(0),
      Buffer.from("Booking ID,Amount\nB-1,12.50\n"),
      Buffer.from("<html><table><tr><td>B-1</td></tr></table></html>"),
    ]) {
      await expect(readSpreadsheet(bytes)).rejects.toMatchObject({ code: "UNSUPPORTED_FILE", status: 415 });
    }
  });

  it("refuses a zip that is not a workbook as not a spreadsheet", async () => {
    const archive = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(archive, "invoices.csv", Buffer.from("B-1,12.50"));
    await refused(XLSX.CFB.write(archive, { fileType: "zip", type: "buffer" }), "UNSUPPORTED_FILE");
  });

  it("refuses a damaged file as unreadable", async () => {
    const xlsx = xlsxOf([header, ...typed]);
    await refused(xlsx.subarray(0, xlsx.length - 30), "SPREADSHEET_INVALID");
    const corrupt = Buffer.from(xlsx);
    corrupt.fill(0x55, 200, 400);
    await refused(corrupt, "SPREADSHEET_INVALID");
    const xls = xlsOf([header, ...typed]);
    await refused(Buffer.concat([xls.subarray(0, 8), Buffer.alloc(4096, 0x55)]), "SPREADSHEET_INVALID");
  });

  it("refuses a zip whose directory does not add up, or uses ZIP64", async () => {
    const xlsx = xlsxOf([header]);
    const end = xlsx.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const miscounted = Buffer.from(xlsx);
    miscounted.writeUInt16LE(xlsx.readUInt16LE(end + 10) - 1, end + 10);
    miscounted.writeUInt16LE(xlsx.readUInt16LE(end + 8) - 1, end + 8);
    await refused(miscounted, "SPREADSHEET_INVALID");
    const zip64 = Buffer.from(xlsx);
    zip64.writeUInt16LE(0xffff, end + 8);
    zip64.writeUInt16LE(0xffff, end + 10);
    await refused(zip64, "SPREADSHEET_INVALID");
  });

  it("refuses a zip bomb from its headers, without inflating it", async () => {
    const bomb = zipBomb();
    const rss = process.memoryUsage().rss;
    const started = performance.now();
    await expect(readSpreadsheet(bomb)).rejects.toMatchObject({
      code: "SPREADSHEET_TOO_LARGE",
      message: "The file unpacks to more than 256 MB.",
    });
    expect(performance.now() - started).toBeLessThan(200);
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 2 ** 20);
  });

  it("refuses a zip bomb whose headers lie, by counting what really inflates, in little memory", async () => {
    const bomb = lyingZipBomb();
    const rss = process.memoryUsage().rss;
    await expect(readSpreadsheet(bomb)).rejects.toMatchObject({
      code: "SPREADSHEET_TOO_LARGE",
      message: "The file unpacks to more than 256 MB.",
    });
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 2 ** 20);
  });

  it("refuses more sheets than the limit, in either format", async () => {
    expect((await readSpreadsheet(xlsxOf([header], { sheets: BULK_LIMITS.sheets }))).headers).toEqual(header);
    await refused(xlsxOf([header], { sheets: BULK_LIMITS.sheets + 1 }), "SPREADSHEET_TOO_LARGE");
    await refused(xlsOf([header], { sheets: BULK_LIMITS.sheets + 1 }), "SPREADSHEET_TOO_LARGE");
  });

  it("refuses more rows than the limit, blank rows not counted", async () => {
    const limits = { ...BULK_LIMITS, rows: 5 };
    const rows = (count: number) => Array.from({ length: count }, (_, i) => [`B-${i}`, i]);
    expect((await readSpreadsheet(xlsxOf([header, ...rows(5)]), limits)).rows).toHaveLength(5);
    expect((await readSpreadsheet(xlsxOf([header, [], ...rows(3), [], [], ...rows(2)]), limits)).rows).toHaveLength(5);
    await expect(readSpreadsheet(xlsxOf([header, ...rows(6)]), limits)).rejects.toMatchObject({
      code: "SPREADSHEET_TOO_LARGE",
      message: "The file has more than 5 rows.",
    });
    await refused(xlsOf([header, ...rows(6)]), "SPREADSHEET_TOO_LARGE", limits);
  });

  it("counts rows whether or not the sheet's declared range tells the truth", async () => {
    const limits = { ...BULK_LIMITS, rows: 5 };
    const rows = Array.from({ length: 10 }, (_, i) => [`B-${i}`, i]);
    await refused(libreOfficeXlsxOf([header, ...rows], { dimension: "A1:B2" }), "SPREADSHEET_TOO_LARGE", limits);
    // A range reaching far below the rows SheetJS reads is as good as rows there.
    await refused(
      libreOfficeXlsxOf([header, ["B-1", 1], ...Array<[]>(2000).fill([]), ["B-2", 2]]),
      "SPREADSHEET_TOO_LARGE",
      limits,
    );
    // Five rows, but the sheet goes on past the rows read (the limit and a thousand blank
    // rows' room), which its range hides: what lies beyond is not known, so it is refused.
    await refused(
      libreOfficeXlsxOf([header, ...Array<[]>(1003).fill([]), ...rows.slice(0, 5)], { dimension: "A1:B2" }),
      "SPREADSHEET_TOO_LARGE",
      limits,
    );
  });

  it("refuses a header wider than a hundred columns", async () => {
    const wide = Array.from({ length: 101 }, (_, i) => `Column ${i + 1}`);
    expect((await readSpreadsheet(xlsxOf([wide.slice(0, 100)]))).headers).toHaveLength(100);
    await refused(xlsxOf([wide]), "SPREADSHEET_TOO_LARGE");
  });
});
