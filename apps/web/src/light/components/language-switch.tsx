import type { Language } from "@portal/contracts";
import { languageNames, languages } from "@portal/contracts/languages";
import { useHydrated } from "../use-hydrated";

interface LanguageSwitchProps {
  current: Language;
  /** What the group is, for a screen reader ("Language"). */
  label: string;
  onChange: (language: Language) => void;
}

/**
 * The page's language, switched at once: AZ, EN, RU side by side. On a page the server
 * rendered, the buttons wait for its script: a press before it runs would be lost.
 */
export function LanguageSwitch({ current, label, onChange }: LanguageSwitchProps) {
  const hydrated = useHydrated();
  return (
    <div role="group" aria-label={label} className="lang-switch">
      {languages.map((language) => (
        // The code shows, and a screen reader says it then the language's own name: the name
        // starts with what is seen, so "click AZ" works by voice (WCAG 2.5.3 Label in Name).
        <button
          key={language}
          type="button"
          className="lang-switch__button"
          lang={language}
          aria-label={`${language.toUpperCase()} ${languageNames[language]}`}
          aria-pressed={language === current}
          disabled={!hydrated}
          onClick={() => language !== current && onChange(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
