import { hasLanguageChoice } from "@portal/contracts/languages";
import type { ReactNode } from "react";
import { Icon } from "../../light/components/icons";
import { LanguageSwitch } from "../../light/components/language-switch";
import { useAuthPage } from "../auth-context";
import { useLocale } from "../i18n/locale";

/** The signed-out screens: one centred card on the portal's soft gradient, with the product's name and mark. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t, language, changeLanguage } = useLocale();
  const { config } = useAuthPage();
  return (
    <div className="auth">
      {config.testMode && (
        // Not a live region: it is there from the first paint and never changes.
        <div role="note" className="test-banner test-banner--flat">
          <Icon name="science" className="test-banner__icon" />
          <div className="test-banner__text">{t("common.testMode")}</div>
        </div>
      )}
      <main className="auth__main">
        <div className="auth__card">
          <div className="auth__brand">
            <img className="auth__logo" src={config.logoUrl} alt="" width={36} height={36} />
            <p className="auth__product">{t("common.productName")}</p>
            {/* The Emirates variant has no language choice (SPEC §1). */}
            {hasLanguageChoice(config.region) && <LanguageSwitch current={language} label={t("common.language")} onChange={changeLanguage} />}
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}
