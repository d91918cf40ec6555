import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import type { ErrorCode } from "@portal/contracts";
import type { FastifyBaseLogger } from "fastify";
import { apiDir, runsFromBuild } from "@/lib/api-dir";
import { AppError } from "@/lib/app-error";
import type { SheetRow } from "./read-spreadsheet";

/** Rows per line the reading process writes: a few hundred kilobytes of JSON. */
export const ROWS_PER_MESSAGE = 1000;
/** The reading process's heap: enough for SheetJS on the largest file taken (a 25 MB .xls or an .xlsx unpacking to 256 MB), and no more. */
const READER_HEAP_MB = 1536;

export type ReaderMessage =
  | { header: string[] }
  | { rows: SheetRow[] }
  | { end: true }
  | { refusal: { code: ErrorCode; message: string; fields?: Record<string, string> } };

/** How the reading process is started: the build's own module, or the source through tsx. */
const reader = runsFromBuild
  ? [path.join(apiDir, "dist/read-spreadsheet.mjs")]
  : ["--import", "tsx", path.join(apiDir, "src/modules/bulk-invoices/spreadsheet/read-apart.entry.ts")];

/**
 * Reads an uploaded spreadsheet in a process of its own, and yields its header, then its
 * rows a thousand at a time. SheetJS parses a whole file at once: several hundred megabytes
 * and seconds of CPU for a 25 MB file, which in the server would block every other request
 * for as long and hold that memory in it. Apart, the server holds one slice at a time, and
 * a file that takes more than the reader's heap fails alone. Stopping early ends the process.
 */
export async function* readSpreadsheetApart(
  filePath: string,
  log: FastifyBaseLogger,
): AsyncGenerator<{ header: string[] } | { rows: SheetRow[] }> {
  const child = spawn(process.execPath, [`--max-old-space-size=${READER_HEAP_MB}`, ...reader, filePath], {
    cwd: apiDir,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let said = "";
  child.stderr.on("data", (chunk: Buffer) => (said = (said + chunk.toString()).slice(-2000)));
  const exited = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  try {
    for await (const line of createInterface({ input: child.stdout, crlfDelay: Infinity })) {
      const message = JSON.parse(line) as ReaderMessage;
      if ("refusal" in message)
        throw new AppError(message.refusal.code, message.refusal.message, { fields: message.refusal.fields });
      if ("end" in message) return;
      yield message;
    }
    // Killed by its heap limit, or gone another way: the file took more than a reader may.
    log.warn({ exitCode: await exited, stderr: said }, "spreadsheet reader ended without an answer");
    throw new AppError("SPREADSHEET_TOO_LARGE", "The file takes more memory to read than the server gives one file.");
  } finally {
    if (child.exitCode === null) child.kill();
  }
}
