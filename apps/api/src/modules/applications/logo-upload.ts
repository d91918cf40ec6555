import { LOGO_MAX_BYTES } from "@portal/contracts";
import type { FastifyRequest } from "fastify";
import { AppError } from "@/lib/app-error";

const LOGO_MAX_MB = LOGO_MAX_BYTES / (1024 * 1024);

/**
 * Runs before the body is read (so by the header: `isMultipart()` is known only after): a
 * logo sent as JSON, text or nothing at all is told how to send it (415) instead of being
 * parsed first and refused with a bare "not valid".
 */
export async function requireMultipart(req: FastifyRequest) {
  if (!/^multipart\/form-data\b/i.test(req.headers["content-type"] ?? "")) {
    throw new AppError("MULTIPART_REQUIRED", 'Send the logo as multipart/form-data, the image in the field "file".');
  }
}

/**
 * The one uploaded file's bytes. A body that is not well-formed multipart (no boundary, cut
 * short) is the client's mistake, a 400; a file over the limit is a 413 that names it.
 */
export async function uploadedLogo(req: FastifyRequest): Promise<Buffer> {
  try {
    const file = await req.file();
    if (file) return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: unknown }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError(
        "PAYLOAD_TOO_LARGE",
        `The logo is larger than ${LOGO_MAX_MB} MB; send an image of at most ${LOGO_MAX_MB} MB.`,
      );
    }
    if (typeof (err as { statusCode?: unknown }).statusCode === "number") throw err;
    throw new AppError("VALIDATION_ERROR", "The upload is not a valid multipart form.", {
      fields: { file: "validation.invalid" },
    });
  }
  throw new AppError("VALIDATION_ERROR", "Attach the logo as the file field.", {
    fields: { file: "validation.required" },
  });
}
