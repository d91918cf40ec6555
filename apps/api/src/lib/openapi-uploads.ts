/**
 * A file a call takes as multipart/form-data, in the field `file` (lib/uploaded-file.ts reads
 * it). The route's schema carries it as `x-upload`, since its body is read by the handler and
 * not validated by a schema; the document step turns it into the request body a generated
 * client uploads with.
 */
export interface DocumentedUpload {
  /** As the answers name it: "the logo". */
  what: string;
  maxBytes: number;
  /** The media types taken. */
  types: string[];
}

/** Spread into a route's schema. */
export const uploadSchema = (upload: DocumentedUpload) => ({
  consumes: ["multipart/form-data"],
  "x-upload": { what: upload.what, maxBytes: upload.maxBytes, types: upload.types },
});

/** `x-upload` as OpenAPI's multipart request body, in place. */
export function documentUpload(served: object) {
  const operation = served as { "x-upload"?: DocumentedUpload; requestBody?: unknown };
  const upload = operation["x-upload"];
  if (!upload) return;
  delete operation["x-upload"];
  const megabytes = upload.maxBytes / (1024 * 1024);
  operation.requestBody = {
    required: true,
    content: {
      "multipart/form-data": {
        schema: {
          type: "object",
          required: ["file"],
          properties: {
            file: {
              type: "string",
              format: "binary",
              description: `${upload.what.replace(/^the /, "The ")}: ${upload.types.join(", ")}; at most ${megabytes} MB.`,
            },
          },
        },
        encoding: { file: { contentType: upload.types.join(", ") } },
      },
    },
  };
}
