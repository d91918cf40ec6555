import { hasLanguageChoice } from "@portal/contracts/languages";
import type { ReactNode } from "react";
import { TestModeNote } from "../../light/components/test-mode-note";
import { LanguageSwitch } from "../../light/components/language-switch";
import { useAuthPage } from "../auth-context";
import { useLocale } from "../i18n/locale";

/** The signed-out screens: one centred card on the portal's soft gradient, with the product's name and mark. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t, language, changeLanguage } = useLocale();
  const { config } = useAuthPage();
  return (
    <div className="auth">
      {config.testMode && <TestModeNote text={t("common.testMode")} flat />}
      <main className="auth__main">
        <div className="auth__column">
          {/* The Emirates variant has no language choice (SPEC §1). Above the card, on a row of its own: beside the name, a wrap would move the card once the font arrives. */}
          {hasLanguageChoice(config.region) && (
            <div className="auth__languages">
              <LanguageSwitch current={language} label={t("common.language")} onChange={changeLanguage} />
            </div>
          )}
          <div className="auth__card">
            <div className="auth__brand">
              <img className="auth__logo" src={config.logoUrl} alt="" width={36} height={36} />
              <p className="auth__product">{t("common.productName")}</p>
            </div>
            {children}
          </div>
        </div>
      </main>
    </div>
  );
}
