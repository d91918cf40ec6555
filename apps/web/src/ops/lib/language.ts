import {
  DEFAULT_LANGUAGE,
  type Language,
  isLanguage,
  regionLanguages,
  regionOf,
  regionTimeZone,
} from "@portal/contracts";

/** The region the console serves (SPEC §1): the host's domain decides, as for the portal. */
export const opsRegion = regionOf(window.location.hostname);

/** Every time in the console is on the region's clock (DESIGN §3), never the computer's own. */
export const opsTimeZone = regionTimeZone[opsRegion];

/** The languages the console offers: the region's, as the portal's. */
export const opsLanguages = regionLanguages(opsRegion);

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language last chosen on this device, in the console or the portal (SPEC §3's `lang`). */
export function keptLanguage(): Language {
  if (opsLanguages.length === 1) return DEFAULT_LANGUAGE;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem("lang");
  } catch {
    // Storage disabled: the cookie may still say it.
  }
  const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie)?.[1];
  const code = (stored ?? cookie ?? "").replace(/"/g, "").trim().toLowerCase();
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

/** Keeps a choice where the portal keeps it: local storage's `lang` and the `lang` cookie. */
export function keepLanguage(language: Language) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `lang=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
  try {
    localStorage.setItem("lang", language);
  } catch {
    // Storage disabled: the cookie still carries the choice.
  }
}
