import { DEFAULT_LANGUAGE, type Language, isLanguage } from "@portal/contracts/languages";

/**
 * Reads the stored `lang` value. Older versions of the portal stored upper-case codes,
 * sometimes JSON-quoted (`"EN"`), so both are accepted; anything else falls back to English.
 */
export function normalizeLanguage(stored: string | null): Language {
  const code = stored
    ?.trim()
    .replace(/^"(.*)"$/, "$1")
    .trim()
    .toLowerCase();
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}
