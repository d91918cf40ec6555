import { ToggleButton, ToggleButtonGroup } from "@mui/material";
import type { Language } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { languageOptions } from "@/components/layout/language-options";
import { normalizeLanguage } from "@/lib/language";
import { storage } from "@/lib/storage";

/**
 * The customer's language, switched at once (there is nothing to confirm on a payment
 * page) and kept under `lang` as the portal's language dialog does.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = normalizeLanguage(i18n.resolvedLanguage ?? null);

  const change = (language: Language | null) => {
    // A click on the pressed button would unselect it: the language stays.
    if (!language || language === current) return;
    storage.setLanguage(language);
    void i18n.changeLanguage(language);
  };

  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={current}
      onChange={(_event, language: Language | null) => change(language)}
      aria-label={t("checkout.language")}
      sx={{ flexShrink: 0, bgcolor: "background.paper" }}
    >
      {languageOptions.map((option) => (
        // The code shows; each language's own name is what a screen reader says.
        <ToggleButton
          key={option.value}
          value={option.value}
          lang={option.value}
          aria-label={option.title}
          sx={{ px: 1.25, py: 0.5, minWidth: 44, fontWeight: "fontWeightBold", "&.Mui-selected": { color: "secondary.main" } }}
        >
          {option.value.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
