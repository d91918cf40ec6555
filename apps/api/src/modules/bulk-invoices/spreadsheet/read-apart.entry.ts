import { readFile } from "node:fs/promises";
import { once } from "node:events";
import { AppError } from "@/lib/app-error";
import { readSpreadsheet } from "./read-spreadsheet";
import { ROWS_PER_MESSAGE, type ReaderMessage } from "./read-apart";

/**
 * The process that reads one uploaded spreadsheet (`read-apart.ts` starts it): the file's
 * path is its argument, and it writes what it read to stdout as lines of JSON, the header
 * first, then the rows a slice at a time, waiting for the reader to take each.
 */
async function send(message: ReaderMessage) {
  if (!process.stdout.write(`${JSON.stringify(message)}\n`)) await once(process.stdout, "drain");
}

try {
  const sheet = await readSpreadsheet(await readFile(process.argv[2]!));
  await send({ header: sheet.headers });
  for (let i = 0; i < sheet.rows.length; i += ROWS_PER_MESSAGE)
    await send({ rows: sheet.rows.slice(i, i + ROWS_PER_MESSAGE) });
  await send({ end: true });
} catch (err) {
  const refusal =
    err instanceof AppError
      ? { code: err.code, message: err.message, fields: err.extra.fields }
      : { code: "SPREADSHEET_INVALID" as const, message: "The file cannot be read as a spreadsheet." };
  await send({ refusal });
}
