import { type Language, languages } from "@portal/contracts";
import i18next from "i18next";
import type errors from "@/locales/en/errors.json";
import type validation from "@portal/contracts/locales/en/validation.json";
import type ops from "../locales/en.json";

/**
 * The console's texts: its own (`ops.*`), and the portal's error and validation texts
 * (`errors.<CODE>`, `validation.<rule>`), which the API's codes and the contracts' schemas name.
 */
export interface OpsTexts {
  ops: typeof ops;
  errors: typeof errors;
  validation: typeof validation;
}

/** Every key of a nested text tree as a dotted path: `ops.reviews.title`. */
export type KeyOf<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyOf<T[K]>}` }[keyof T & string];
export type OpsKey = KeyOf<OpsTexts>;

const bundle = ([own, errorTexts, validationTexts]: [
  { default: OpsTexts["ops"] },
  { default: OpsTexts["errors"] },
  { default: OpsTexts["validation"] },
]): OpsTexts => ({ ops: own.default, errors: errorTexts.default, validation: validationTexts.default });

/** Each language's texts are a chunk of their own, fetched when that language is first shown. */
export const loadTexts: Record<Language, () => Promise<OpsTexts>> = {
  en: () =>
    Promise.all([
      import("../locales/en.json"),
      import("@/locales/en/errors.json"),
      import("@portal/contracts/locales/en/validation.json"),
    ]).then(bundle),
  az: () =>
    Promise.all([
      import("../locales/az.json"),
      import("@/locales/az/errors.json"),
      import("@portal/contracts/locales/az/validation.json"),
    ]).then(bundle),
  ru: () =>
    Promise.all([
      import("../locales/ru.json"),
      import("@/locales/ru/errors.json"),
      import("@portal/contracts/locales/ru/validation.json"),
    ]).then(bundle),
};

/**
 * The console's own i18next, apart from the portal's (lib/i18n.ts): the console never
 * loads the portal's texts, and the portal's instance is typed with the portal's keys.
 */
export const opsI18n = i18next.createInstance();

opsI18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
  document.title = opsI18n.t("ops.title" as never);
});

/** Starts the console's i18next with the texts given: the first language's, or (tests) every language's. */
export function initOpsI18n(language: Language, resources: Partial<Record<Language, OpsTexts>>) {
  return opsI18n.init({
    lng: language,
    resources: resources as Record<string, Record<string, object>>,
    supportedLngs: languages,
    // Every language has every key (locales.test.ts): nothing to fall back to.
    fallbackLng: false,
    ns: ["ops", "errors", "validation"],
    defaultNS: "ops",
    // `ops.reviews.title`, and the `validation.*` keys of the contracts' schemas as they are.
    nsSeparator: ".",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    // Resources are in already: ready when init returns.
    initAsync: false,
  });
}

/** Switches the language once its texts are in, so no key ever shows. */
export async function changeOpsLanguage(language: Language) {
  if (!opsI18n.hasResourceBundle(language, "ops")) {
    const texts = await loadTexts[language]();
    for (const [namespace, bundleTexts] of Object.entries(texts)) {
      opsI18n.addResourceBundle(language, namespace, bundleTexts);
    }
  }
  await opsI18n.changeLanguage(language);
}

/** The language the console is shown in, which the API writes its e-mails and messages in too. */
export const opsLanguage = (): Language => (opsI18n.resolvedLanguage ?? opsI18n.language ?? "en") as Language;
