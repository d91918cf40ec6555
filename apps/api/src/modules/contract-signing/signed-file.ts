import { AppError } from "@/lib/app-error";

/** What a PDF may not carry to be taken as a signed contract: scripts, launch actions, attachments. */
const ACTIVE_CONTENT = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia)\b/;

/**
 * A signed contract's file, checked by its content, not its name or declared type: a PDF's
 * header at the start and its end-of-file marker at the end, and no active content an
 * operator's viewer would run. It is never parsed or shown by the server: it is stored and
 * handed to the operator who compares it, as a download.
 */
export function checkSignedPdf(bytes: Buffer) {
  const head = bytes.subarray(0, 1024).toString("latin1");
  const tail = bytes.subarray(Math.max(0, bytes.length - 2048)).toString("latin1");
  if (!/%PDF-[12]\.\d/.test(head) || !tail.includes("%%EOF"))
    throw new AppError("UNSUPPORTED_FILE", "The signed contract must be a PDF file.");
  if (ACTIVE_CONTENT.test(bytes.toString("latin1")))
    throw new AppError(
      "UNSUPPORTED_FILE",
      "The PDF holds scripts, actions or attached files; save the signed contract as a plain PDF.",
    );
}
