import { DEFAULT_LANGUAGE, type Language, type Region, isLanguage, regionLanguages } from "@portal/contracts";

/** `lang` from a Cookie header (the portal's language dialog and the light pages' switch set it), if any. */
export function langCookie(header: string | undefined): string | undefined {
  for (const pair of header?.split(";") ?? []) {
    const [name, value] = pair.split("=").map((part) => part.trim());
    if (name === "lang") return value;
  }
  return undefined;
}

/** The language codes an Accept-Language header asks for, most wanted first ("ru-RU,ru;q=0.9,en;q=0.5"). */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? "")
    .split(",")
    .map((entry, index) => {
      const [range = "", ...params] = entry.trim().split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { code: range.trim().split("-")[0]!.toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.code !== "" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.code);
}

interface LanguageHints {
  /** `?lang=`: a link that names its language. */
  query: unknown;
  /** The language the page's record was made for (a pay button's): after the link's, before the visitor's own hints. */
  record?: string;
  /** The `lang` cookie: the portal's language dialog and the light pages' switch set it. */
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  region: Region;
}

/**
 * The language a light page opens in: the link's `?lang=`, then the record's own (a pay
 * button's), then the visitor's own choice (the `lang` cookie), then the browser's languages,
 * then the default; only languages the region offers. Codes are read case-blind, as the
 * portal reads its stored `lang`. The payment pages pass every hint; the signed-out screens
 * pass only the cookie (their spec: "If none is stored, en is used").
 */
export function pageLanguage({ query, record, cookie, acceptLanguage, region }: LanguageHints): Language {
  const enabled = regionLanguages(region);
  const candidates = [query, record, cookie, ...acceptedLanguages(acceptLanguage)];
  for (const candidate of candidates) {
    const code = typeof candidate === "string" ? candidate.trim().toLowerCase() : undefined;
    if (isLanguage(code) && enabled.includes(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}
