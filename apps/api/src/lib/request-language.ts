import { DEFAULT_LANGUAGE, type Language, isLanguage } from "@portal/contracts";
import type { FastifyRequest } from "fastify";

/** The language the portal sends in Accept-Language (its first tag), else English. */
export function requestLanguage(request: FastifyRequest): Language {
  const first = request.headers["accept-language"]?.split(",")[0]?.trim().slice(0, 2).toLowerCase();
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}
