import type { Language, Region } from "@portal/contracts";
import { DEFAULT_LANGUAGE, hasLanguageChoice, isLanguage } from "@portal/contracts/languages";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps the customer's choice: the `lang` cookie is what the server renders the next page
 * in; local storage's `lang` (SPEC §3) is what the portal reads, on the same origin.
 */
export function rememberLanguage(language: Language) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `lang=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
  try {
    localStorage.setItem("lang", language);
  } catch {
    // Storage disabled: the cookie still carries the choice.
  }
}

/**
 * The language where the server did not choose one (the page without server rendering):
 * the customer's kept choice, else the default; the Emirates variant has none to make.
 */
export function keptLanguage(region: Region): Language {
  if (!hasLanguageChoice(region)) return DEFAULT_LANGUAGE;
  const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie)?.[1];
  let stored: string | null = null;
  try {
    stored = localStorage.getItem("lang");
  } catch {
    // Storage disabled.
  }
  const code = (cookie ?? stored ?? "").replace(/"/g, "").trim().toLowerCase();
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}
