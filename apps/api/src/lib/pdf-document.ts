import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

const require = createRequire(import.meta.url);
// Noto Sans has Azerbaijani (ə ğ ı ş …) and Cyrillic letters; Poppins has no Cyrillic.
const REGULAR = require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf");
const BOLD = require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf");

/**
 * An A4 document of the server's PDFs (contracts, receipts) with the fonts "regular" and
 * "bold" registered, and the bytes it will have once `doc.end()` is called.
 */
export function pdfDocument(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({ size: "A4", margin: 56, ...options });
  doc.registerFont("regular", REGULAR);
  doc.registerFont("bold", BOLD);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}
