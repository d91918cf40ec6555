import { messages } from "@portal/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "@/lib/app-error";

/** Where a string holding U+0000 sits in a parsed value ("app.appName", "" for the value itself), or null. */
function nulAt(value: unknown, path: string): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (value === null || typeof value !== "object" || ArrayBuffer.isView(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = nulAt(child, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL anywhere in a name, a code or a filter reached
 * the database and failed there as a 500. No field of ours has a use for it, so every path
 * parameter, query value and JSON body is checked once, before validation, for all routes.
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("preValidation", async (request: FastifyRequest) => {
    for (const [part, value] of [
      ["params", request.params],
      ["query", request.query],
      ["body", request.body],
    ] as const) {
      const field = nulAt(value, "");
      if (field !== null) {
        throw new AppError("VALIDATION_ERROR", "Text may not contain the NUL character.", {
          fields: { [field || part]: messages.invalid },
        });
      }
    }
  });
});
