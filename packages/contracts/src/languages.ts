import type { Region } from "./regions";

/** Free of zod: the checkout page imports it by its deep path (`@portal/contracts/languages`). */
export const languages = ["az", "en", "ru"] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The languages a region's pages offer: the Emirates variant has no language choice (SPEC §1). */
export function regionLanguages(region: Region): readonly Language[] {
  return region === "emirates" ? [DEFAULT_LANGUAGE] : languages;
}

export const hasLanguageChoice = (region: Region) => regionLanguages(region).length > 1;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/**
 * Each language's name in that language, whatever the interface language is, so a reader
 * finds their own: kept in code, not in the locale files, which translate.
 */
export const languageNames: Record<Language, string> = { az: "Azərbaycan dili", en: "English", ru: "Русский" };
