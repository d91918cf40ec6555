import { PDFParse } from "pdf-parse";

// Reading the documents the API hands out, and placing the test clock where their times show.

/** The text of a PDF, as a reader copying it out would get it. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

export const HOUR_MS = 3_600_000;

/** The first `hours`:`minutes` UTC after `now`. */
export function nextUtcTime(now: Date, hours: number, minutes: number): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes));
  return at > now ? at : new Date(at.getTime() + 24 * HOUR_MS);
}
