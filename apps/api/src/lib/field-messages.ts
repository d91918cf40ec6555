import type { Language } from "@portal/contracts";
import az from "@portal/contracts/locales/az/validation.json";
import en from "@portal/contracts/locales/en/validation.json";
import ru from "@portal/contracts/locales/ru/validation.json";

type Texts = Record<string, string>;
const texts: Record<Language, Texts> = { az, en, ru };
const KEY_PREFIX = "validation.";

/**
 * The sentence an error body's field key stands for (DESIGN §5 `fields`: `validation.phone`),
 * in the portal's own words from the same texts its screens show, with `{{field}}` as the
 * field's name. A server logging the body reads a reason, not a key. A rule that names no key
 * of ours already carries zod's English sentence; in another language it says the field is
 * not valid.
 */
function sentence(field: string, message: string, language: Language): string {
  const key = message.startsWith(KEY_PREFIX) ? message.slice(KEY_PREFIX.length) : undefined;
  const own = key !== undefined && Object.hasOwn(texts[language], key) ? texts[language][key] : undefined;
  const text = own ?? (key === undefined && language === "en" ? message : texts[language].invalid!);
  return text.replaceAll("{{field}}", field);
}

const sentences = (fields: Record<string, string>, language: Language) =>
  Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, sentence(field, message, language)]));

/**
 * What an error body with `fields` adds: `fieldMessages`, a sentence per field in English for
 * whoever logs it, and on the portal's calls `localFieldMessages` in the caller's language
 * when that is not English.
 */
export function fieldMessagesOf(fields: Record<string, string>, language: Language | undefined) {
  return {
    fieldMessages: sentences(fields, "en"),
    ...(language && language !== "en" ? { localFieldMessages: sentences(fields, language) } : {}),
  };
}
