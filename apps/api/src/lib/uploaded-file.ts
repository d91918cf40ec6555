import type { FastifyRequest } from "fastify";
import { AppError } from "@/lib/app-error";

/** What is uploaded, as the answers name it: "the logo", "the signed contract". */
interface Upload {
  what: string;
  maxBytes: number;
}

/**
 * Runs before the body is read (so by the header: `isMultipart()` is known only after): a
 * file sent as JSON, text or nothing at all is told how to send it (415) instead of being
 * parsed first and refused with a bare "not valid".
 */
export const requireMultipart = (upload: Upload) => async (req: FastifyRequest) => assertMultipart(req, upload);

/** The same check where the record must be found first (a call about another's record is 404 whatever its body). */
export function assertMultipart(req: FastifyRequest, { what }: Upload) {
  if (!/^multipart\/form-data\b/i.test(req.headers["content-type"] ?? "")) {
    throw new AppError("MULTIPART_REQUIRED", `Send ${what} as multipart/form-data, the file in the field "file".`);
  }
}

/**
 * The one uploaded file's bytes. A body that is not well-formed multipart (no boundary, cut
 * short) is the client's mistake, a 400; a file over the limit is a 413 that names it.
 */
export async function uploadedFile(req: FastifyRequest, upload: Upload): Promise<Buffer> {
  return (await uploadedNamedFile(req, upload)).bytes;
}

/** The same, with the file's name as the client sent it. */
export async function uploadedNamedFile(
  req: FastifyRequest,
  { what, maxBytes }: Upload,
): Promise<{ bytes: Buffer; name: string }> {
  const maxMb = maxBytes / (1024 * 1024);
  try {
    const file = await req.file();
    if (file) return { bytes: await file.toBuffer(), name: file.filename };
  } catch (err) {
    if ((err as { code?: unknown }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError(
        "PAYLOAD_TOO_LARGE",
        `${capitalised(what)} is larger than ${maxMb} MB; send at most ${maxMb} MB.`,
      );
    }
    if (typeof (err as { statusCode?: unknown }).statusCode === "number") throw err;
    throw new AppError("VALIDATION_ERROR", "The upload is not a valid multipart form.", {
      fields: { file: "validation.invalid" },
    });
  }
  throw new AppError("VALIDATION_ERROR", `Attach ${what} as the file field.`, {
    fields: { file: "validation.required" },
  });
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
