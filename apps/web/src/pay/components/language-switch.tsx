import { languageNames, languages } from "@portal/contracts/languages";
import { useLocale } from "../i18n/translator";

/** The customer's language, switched at once: there is nothing to confirm on a payment page. */
export function LanguageSwitch() {
  const { t, language: current, changeLanguage } = useLocale();
  return (
    <div role="group" aria-label={t("checkout.language")} className="lang-switch">
      {languages.map((language) => (
        // The code shows; each language's own name is what a screen reader says.
        <button
          key={language}
          type="button"
          className="lang-switch__button"
          lang={language}
          aria-label={languageNames[language]}
          aria-pressed={language === current}
          onClick={() => language !== current && changeLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
