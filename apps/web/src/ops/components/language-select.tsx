import { type Language, isLanguage, languageNames } from "@portal/contracts";
import { useState } from "react";
import { TextField } from "@/components/form/text-field";
import { changeOpsLanguage } from "../lib/i18n";
import { keepLanguage, opsLanguages } from "../lib/language";
import { useTexts } from "../lib/use-texts";

/** The interface language, each named in itself; kept where the portal keeps it. None where the region offers one. */
export function LanguageSelect() {
  const { t, language } = useTexts();
  const [switching, setSwitching] = useState(false);
  if (opsLanguages.length < 2) return null;

  const choose = async (value: string) => {
    if (!isLanguage(value)) return;
    setSwitching(true);
    try {
      await changeOpsLanguage(value);
      keepLanguage(value);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <TextField
      select
      size="small"
      label={t("ops.language")}
      value={language}
      disabled={switching}
      onChange={(event) => void choose(event.target.value)}
      sx={{ minWidth: 150 }}
    >
      {opsLanguages.map((code: Language) => (
        <option key={code} value={code} lang={code}>
          {languageNames[code]}
        </option>
      ))}
    </TextField>
  );
}
