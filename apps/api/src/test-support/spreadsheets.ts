import { constants, crc32, deflateRawSync } from "node:zlib";
import * as XLSX from "@e965/xlsx";
import { BULK_LIMITS } from "@portal/contracts";
import ExcelJS from "exceljs";

// Spreadsheet files built in memory, as the programs merchants use write them, and some hostile ones.

/** A cell as the builders take it: a plain value, or a SheetJS cell from the helpers below. */
export type Cell = string | number | boolean | null | undefined | XLSX.CellObject;

export interface BookOptions {
  /** Merged ranges, e.g. "F2:F4". */
  merges?: string[];
  /** Copies of the sheet in the workbook. */
  sheets?: number;
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** A day as Excel stores it: a serial number that a date format shows as a date. */
export const dateCell = (isoDate: string, format = "yyyy-mm-dd"): XLSX.CellObject => ({
  t: "n",
  v: (Date.parse(`${isoDate}T00:00:00Z`) - EXCEL_EPOCH) / 86_400_000,
  z: format,
});

/** A formula with the value the program saved beside it (none: a formula never calculated). */
export const formula = (f: string, cached?: string | number): XLSX.CellObject => ({
  t: typeof cached === "string" ? "s" : "n",
  v: cached,
  f,
});

function workbookOf(rows: unknown[][], { merges = [], sheets = 1 }: BookOptions): XLSX.WorkBook {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  if (merges.length > 0) sheet["!merges"] = merges.map((range) => XLSX.utils.decode_range(range));
  const workbook = XLSX.utils.book_new();
  for (let i = 1; i <= sheets; i++) XLSX.utils.book_append_sheet(workbook, sheet, `Sheet${i}`);
  return workbook;
}

/**
 * An .xlsx as SheetJS writes it, deflated by zlib as Excel deflates: SheetJS's own deflate
 * (plain JavaScript) takes seconds for a 25 MB file and packs it half as tightly.
 */
export function xlsxOf(rows: unknown[][], opts: BookOptions = {}): Buffer {
  const stored: Buffer = XLSX.write(workbookOf(rows, opts), { type: "buffer", bookType: "xlsx" });
  const parts = XLSX.CFB.read(stored, { type: "buffer" }) as {
    FullPaths: string[];
    FileIndex: { type: number; content: Uint8Array }[];
  };
  // Type 2 is a file; SheetJS's container adds a marker file of its own, named from "\u0001".
  const files = parts.FileIndex.map((file, i) => ({ ...file, name: parts.FullPaths[i]!.replace(/^Root Entry\//, "") }));
  return zipOf(
    files.filter((f) => f.type === 2 && !f.name.startsWith("\u0001")).map((f) => entryOf(f.name, f.content)),
  );
}

/** An .xls (BIFF8 in an OLE compound file), as Excel 97–2003 saves it. */
export const xlsOf = (rows: unknown[][], opts: BookOptions = {}): Buffer =>
  XLSX.write(workbookOf(rows, opts), { type: "buffer", bookType: "biff8" });

/** An .xlsx as ExcelJS writes it: a Date is a day serial with a date format, a formula `{ formula, result }`. */
export async function exceljsXlsxOf(rows: ExcelJS.CellValue[][], merges: string[] = []): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Invoices");
  sheet.addRows(rows);
  for (const range of merges) sheet.mergeCells(range);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * An .xlsx as LibreOffice Calc saves it: text inline in each cell (no sharedStrings.xml), a
 * formula's text result as `t="str"`, dates (cells with a format) as serials in a "DD.MM.YYYY" style. `dimension`
 * replaces the sheet's declared range (a crafted file may lie about it).
 */
export function libreOfficeXlsxOf(rows: Cell[][], { dimension }: { dimension?: string } = {}): Buffer {
  const width = rows.reduce((most, row) => Math.max(most, row.length), 1);
  const ref = dimension ?? `A1:${XLSX.utils.encode_cell({ r: Math.max(rows.length - 1, 0), c: width - 1 })}`;
  const data = rows.map(
    (row, r) =>
      `<row r="${r + 1}">${row.map((cell, c) => cellXml(XLSX.utils.encode_cell({ r, c }), cell)).join("")}</row>`,
  );
  return packageOf(
    entryOf(SHEET_PATH, `${SHEET_HEAD}<dimension ref="${ref}"/><sheetData>${data.join("")}</sheetData></worksheet>`),
  );
}

function cellXml(ref: string, cell: Cell): string {
  if (cell == null || cell === "") return "";
  if (typeof cell === "string") return `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`;
  if (typeof cell === "number") return `<c r="${ref}"><v>${cell}</v></c>`;
  if (typeof cell === "boolean") return `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`;
  const f = cell.f ? `<f>${escapeXml(cell.f)}</f>` : "";
  if (typeof cell.v === "string") return `<c r="${ref}" t="str">${f}<v>${escapeXml(cell.v)}</v></c>`;
  return `<c r="${ref}"${cell.z ? ' s="1"' : ""}>${f}${cell.v === undefined ? "" : `<v>${String(cell.v)}</v>`}</c>`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const BOMB_BYTES = BULK_LIMITS.unpackedBytes + 44 * 2 ** 20;

/** A valid-looking .xlsx whose one worksheet unpacks to 300 MiB of blanks (from ~300 KB), its headers saying so. */
export const zipBomb = (): Buffer => packageOf(bombSheet());

/** The same bomb with headers that declare a 4 KiB worksheet: only counting what really inflates finds it out. */
export const lyingZipBomb = (): Buffer => packageOf({ ...bombSheet(), size: 4096 });

/**
 * Each megabyte of blanks deflated alone and flushed to a byte boundary: the same few hundred
 * bytes, repeated, make one deflate stream, built without ever holding what it unpacks to.
 */
function bombSheet(): ZipEntry {
  const head = Buffer.from(`${SHEET_HEAD}<sheetData>`);
  const tail = Buffer.from("</sheetData></worksheet>");
  const blanks = Buffer.alloc(2 ** 20, " ");
  const chunks = Math.ceil(BOMB_BYTES / blanks.length);
  const flushed = (data: Buffer) => deflateRawSync(data, { finishFlush: constants.Z_FULL_FLUSH });
  const deflatedBlanks = flushed(blanks);
  let crc = crc32(head);
  for (let i = 0; i < chunks; i++) crc = crc32(blanks, crc);
  const deflated = Buffer.concat([flushed(head), ...Array<Buffer>(chunks).fill(deflatedBlanks), deflateRawSync(tail)]);
  return {
    name: SHEET_PATH,
    deflated,
    crc: crc32(tail, crc),
    size: head.length + chunks * blanks.length + tail.length,
  };
}

const MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PACKAGE_REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships";
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const SHEET_PATH = "xl/worksheets/sheet1.xml";
const SHEET_HEAD = `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}">`;
const contentType = (part: string) => `application/vnd.openxmlformats-officedocument.spreadsheetml.${part}+xml`;

/** The smallest package Excel and SheetJS open: content types, relationships, a workbook of one sheet and a style for dates. */
function packageOf(sheet: ZipEntry): Buffer {
  return zipOf([
    entryOf(
      "[Content_Types].xml",
      `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${contentType("sheet.main")}"/>` +
        `<Override PartName="/${SHEET_PATH}" ContentType="${contentType("worksheet")}"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${contentType("styles")}"/></Types>`,
    ),
    entryOf(
      "_rels/.rels",
      `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    entryOf(
      "xl/workbook.xml",
      `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    entryOf(
      "xl/_rels/workbook.xml.rels",
      `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ),
    entryOf(
      "xl/styles.xml",
      `${XML_DECLARATION}<styleSheet xmlns="${MAIN_NS}"><numFmts count="1"><numFmt numFmtId="164" formatCode="DD.MM.YYYY"/></numFmts>` +
        '<fonts count="1"><font><sz val="10"/><name val="Arial"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills>' +
        '<borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
        '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>',
    ),
    sheet,
  ]);
}

interface ZipEntry {
  name: string;
  deflated: Buffer;
  crc: number;
  /** The unpacked size the headers declare. */
  size: number;
}

function entryOf(name: string, content: string | Uint8Array): ZipEntry {
  const data = Buffer.from(content);
  return { name, deflated: deflateRawSync(data), crc: crc32(data), size: data.length };
}

/** A zip of deflated entries, as an archiver writes one: local headers and data, then the central directory. */
function zipOf(entries: ZipEntry[]): Buffer {
  const files: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, deflated, crc, size } of entries) {
    const nameBytes = Buffer.from(name);
    // The fields a local header and its directory entry share: version needed (2.0), flags, method (8, deflate),
    // time, date, CRC-32, sizes, name length, extra field length.
    const shared = Buffer.alloc(26);
    shared.writeUInt16LE(20, 0);
    shared.writeUInt16LE(8, 4);
    shared.writeUInt32LE(crc >>> 0, 10);
    shared.writeUInt32LE(deflated.length, 14);
    shared.writeUInt32LE(size, 18);
    shared.writeUInt16LE(nameBytes.length, 22);
    const local = Buffer.concat([uint32(0x04034b50), shared, nameBytes]);
    // Made by version 2.0; then no comment, disk 0, no attributes, and where the local header is.
    directory.push(
      Buffer.concat([uint32(0x02014b50), Buffer.from([20, 0]), shared, Buffer.alloc(10), uint32(offset), nameBytes]),
    );
    files.push(local, deflated);
    offset += local.length + deflated.length;
  }
  const directorySize = directory.reduce((sum, entry) => sum + entry.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...files, ...directory, end]);
}

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value, 0);
  return bytes;
}
