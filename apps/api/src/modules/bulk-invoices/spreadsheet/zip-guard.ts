import { createInflateRaw } from "node:zlib";
import { AppError } from "@/lib/app-error";

export const notASpreadsheet = () => new AppError("UNSUPPORTED_FILE", "The file is not an XLS or XLSX spreadsheet.");
export const unreadable = () => new AppError("SPREADSHEET_INVALID", "The file cannot be read as a spreadsheet.");
export const tooManySheets = (limits: { sheets: number }) =>
  new AppError("SPREADSHEET_TOO_LARGE", `The file has more than ${limits.sheets} sheets.`);

const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EXTRA = 0x0001;
const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  dataStart: number;
}

/**
 * Checks an .xlsx before SheetJS opens it: SheetJS inflates every entry of the zip into
 * memory, each into a buffer of the size its local header declares. So the central
 * directory is walked here exactly as SheetJS walks it, and every entry is inflated as a
 * stream whose bytes are counted and dropped: a zip bomb is refused after at most
 * `unpackedBytes` of work and a few kilobytes of memory, whatever its headers claim.
 */
export async function checkZip(zip: Buffer, limits: { sheets: number; unpackedBytes: number }): Promise<void> {
  const entries = entriesOf(zip);
  const names = new Set(entries.map((e) => e.name));
  // SheetJS reads a zip with Numbers' index as Numbers, whose parts are compressed once more
  // inside (beyond this count), and one without OOXML's content types as a zip it searches
  // for more zips. An .xlsx is neither.
  if (!names.has("[Content_Types].xml") || names.has("Index/Document.iwa")) throw notASpreadsheet();
  if (entries.filter((e) => WORKSHEET.test(e.name)).length > limits.sheets) throw tooManySheets(limits);
  const tooLarge = () =>
    new AppError("SPREADSHEET_TOO_LARGE", `The file unpacks to more than ${limits.unpackedBytes / 2 ** 20} MB.`);
  // An honest file says so in its headers, and is refused without inflating anything.
  if (entries.reduce((sum, e) => sum + e.size, 0) > limits.unpackedBytes) throw tooLarge();
  let total = 0;
  for (const entry of entries) {
    const packed = zip.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
    const size = entry.method === 0 ? packed.length : await inflatedSize(packed, limits.unpackedBytes - total);
    total += size;
    if (total > limits.unpackedBytes) throw tooLarge();
    if (size !== entry.size) throw unreadable();
  }
}

/** The bytes a deflated entry unpacks to, counted and dropped as they come, up to just past `budget`. */
async function inflatedSize(deflated: Buffer, budget: number): Promise<number> {
  const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
  inflate.end(deflated);
  let size = 0;
  try {
    for await (const chunk of inflate) {
      size += (chunk as Buffer).length;
      // Leaving the loop destroys the stream: the rest is never inflated.
      if (size > budget) break;
    }
  } catch {
    throw unreadable();
  }
  return size;
}

/**
 * The entries as SheetJS sees them: the last end-of-directory record, the count and offset
 * it gives, and for each entry its local header (whose name, sizes and method SheetJS uses).
 * Anything it would read differently from the central directory, or beyond 4 GiB (ZIP64,
 * whose sizes SheetJS takes from elsewhere), is refused as damaged.
 */
function entriesOf(zip: Buffer): Entry[] {
  const end = zip.lastIndexOf(END_OF_DIRECTORY);
  if (end < 0 || end + 22 > zip.length) throw unreadable();
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryStart = zip.readUInt32LE(end + 16);
  const singleDisk =
    zip.readUInt16LE(end + 4) === 0 && zip.readUInt16LE(end + 6) === 0 && zip.readUInt16LE(end + 8) === count;
  const zip64 =
    count === 0xffff || directoryStart === 0xffffffff || (end >= 20 && zip.readUInt32LE(end - 20) === ZIP64_LOCATOR);
  if (!singleDisk || zip64 || directoryStart + directorySize !== end) throw unreadable();

  const entries: Entry[] = [];
  let at = directoryStart;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw unreadable();
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameEnd = at + 46 + zip.readUInt16LE(at + 28);
    const extraEnd = nameEnd + zip.readUInt16LE(at + 30);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, nameEnd);
    if (extraEnd > end || hasZip64(zip.subarray(nameEnd, extraEnd))) throw unreadable();
    at = extraEnd + zip.readUInt16LE(at + 32);

    if (local + 30 > directoryStart || zip.readUInt32LE(local) !== LOCAL_HEADER) throw unreadable();
    const localNameEnd = local + 30 + zip.readUInt16LE(local + 26);
    const dataStart = localNameEnd + zip.readUInt16LE(local + 28);
    // A local size of 0 is a streamed entry's (its sizes follow the data).
    const sizesAgree =
      [0, compressedSize].includes(zip.readUInt32LE(local + 18)) && [0, size].includes(zip.readUInt32LE(local + 22));
    if (
      dataStart + compressedSize > directoryStart ||
      !name.equals(zip.subarray(local + 30, localNameEnd)) ||
      hasZip64(zip.subarray(localNameEnd, dataStart)) ||
      zip.readUInt16LE(local + 8) !== method ||
      (method !== 0 && method !== 8) ||
      !sizesAgree
    ) {
      throw unreadable();
    }
    entries.push({ name: name.toString("latin1"), method, compressedSize, size, dataStart });
  }
  if (at !== end) throw unreadable();
  return entries;
}

/** Whether an extra field holds ZIP64 sizes (header id 1). */
function hasZip64(extra: Buffer): boolean {
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) === ZIP64_EXTRA) return true;
  }
  return false;
}
