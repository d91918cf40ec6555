/** Free of zod: the checkout page imports it by its deep path (`@portal/contracts/languages`). */
export const languages = ["az", "en", "ru"] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/**
 * Each language's name in that language, whatever the interface language is, so a reader
 * finds their own: kept in code, not in the locale files, which translate.
 */
export const languageNames: Record<Language, string> = { az: "Azərbaycan dili", en: "English", ru: "Русский" };
