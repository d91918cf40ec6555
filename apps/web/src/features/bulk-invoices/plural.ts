/**
 * The plural forms the bulk texts have, each under its own key (`…create.few`): every
 * language keeps the same keys (locales.test.ts), so each has all four and English and
 * Azerbaijani repeat a form where their grammar has fewer. Russian needs them all
 * ("1 счёт", "2 счёта", "5 счетов").
 */
export type PluralForm = "one" | "few" | "many" | "other";

const rules = new Map<string, Intl.PluralRules>();

/** The form of `count` in `language`, as CLDR counts (Intl.PluralRules). */
export function pluralForm(count: number, language: string): PluralForm {
  let rule = rules.get(language);
  if (!rule) rules.set(language, (rule = new Intl.PluralRules(language)));
  const form = rule.select(count);
  return form === "one" || form === "few" || form === "many" ? form : "other";
}
