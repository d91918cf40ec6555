import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { BULK_MAX_BYTES, bulkFileIssue, messages } from "@portal/contracts";
import type { FastifyRequest } from "fastify";
import { AppError } from "@/lib/app-error";
import type { DocumentedUpload } from "@/lib/openapi-uploads";

/** What the upload call takes, as its OpenAPI document says. */
export const spreadsheetUpload: DocumentedUpload = {
  what: "the spreadsheet",
  maxBytes: BULK_MAX_BYTES,
  types: ["application/vnd.ms-excel", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
};

/** SPEC §8's words for a file over 25 MB. */
const TOO_LARGE = "File size exceeds 25MB. Please select a smaller file.";

function refusal(err: unknown): Error {
  const code = (err as { code?: unknown }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE")
    return new AppError("PAYLOAD_TOO_LARGE", TOO_LARGE, { fields: { file: messages.bulkFileSize } });
  if (err instanceof AppError || typeof (err as { statusCode?: unknown }).statusCode === "number") return err as Error;
  return new AppError("VALIDATION_ERROR", "The upload is not a valid multipart form.", {
    fields: { file: messages.invalid },
  });
}

export interface UploadedFile {
  fileName: string;
  /** Where the file waits on disk while `use` reads it. */
  path: string;
}

/**
 * The uploaded spreadsheet, streamed to a temporary file as it arrives (stopped at 25 MB),
 * for `use` to read from disk; the temporary file is gone after.
 * A call sent other than as multipart is told how to send it (415).
 */
export async function receiveSpreadsheet<T>(req: FastifyRequest, use: (file: UploadedFile) => Promise<T>): Promise<T> {
  if (!req.isMultipart())
    throw new AppError(
      "MULTIPART_REQUIRED",
      'Send the spreadsheet as multipart/form-data, the file in the field "file".',
    );
  const path = join(tmpdir(), `bulk-upload-${randomUUID()}`);
  try {
    const file = await req.file();
    if (!file)
      throw new AppError("VALIDATION_ERROR", "Attach the spreadsheet as the file field.", {
        fields: { file: messages.required },
      });
    await pipeline(file.file, createWriteStream(path));
    if (file.file.truncated)
      throw new AppError("PAYLOAD_TOO_LARGE", TOO_LARGE, { fields: { file: messages.bulkFileSize } });
    const fileName = file.filename || "upload";
    if (bulkFileIssue({ name: fileName, size: 0 }) === "type") {
      throw new AppError("UNSUPPORTED_FILE", "Choose an XLS or XLSX file.", {
        fields: { file: messages.bulkFileType },
      });
    }
    return await use({ fileName, path });
  } catch (err) {
    throw refusal(err);
  } finally {
    await rm(path, { force: true });
  }
}
