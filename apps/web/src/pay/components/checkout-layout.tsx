import type { PayPageConfig } from "@portal/contracts";
import { hasLanguageChoice } from "@portal/contracts/languages";
import type { ReactNode } from "react";
import { useLocale } from "../i18n/translator";
import { useTexts } from "../i18n/use-texts";
import { Icon } from "../../light/components/icons";
import { LanguageSwitch } from "../../light/components/language-switch";
import { TestModeNote } from "../../light/components/test-mode-note";
import { MerchantLogo } from "./merchant-logo";

interface CheckoutLayoutProps {
  config: PayPageConfig;
  /** Whose page it is (the invoice's or the QR page's merchant); none while it is being read, or for a link that leads nowhere. */
  merchant: { merchantName: string; merchantLogoUrl: string | null } | null | undefined;
  children: ReactNode;
}

/**
 * The public payment pages (the checkout and the QR page): the merchant's logo and name on
 * top (the page's heading: it is their invoice), the card in the middle, and the payment
 * provider's promise and small mark at the foot. One column that fits a 360 px phone.
 */
export function CheckoutLayout({ config, merchant, children }: CheckoutLayoutProps) {
  const { t } = useTexts();
  const { language, changeLanguage } = useLocale();
  return (
    <div className="page">
      {config.testMode && <TestModeNote text={t("common.testMode")} />}
      <header className="page__header">
        <div className="merchant">
          {merchant && (
            <>
              <MerchantLogo
                merchantName={merchant.merchantName}
                logoUrl={merchant.merchantLogoUrl}
                apiBaseUrl={config.apiBaseUrl}
              />
              <h1 className="merchant__name">{merchant.merchantName}</h1>
            </>
          )}
        </div>
        {/* The Emirates variant has no language choice (SPEC §1). */}
        {hasLanguageChoice(config.region) && (
          <LanguageSwitch current={language} label={t("checkout.language")} onChange={changeLanguage} />
        )}
      </header>
      <main className="page__card">{children}</main>
      <footer className="page__footer">
        <Icon name="lock" className="page__lock" />
        <span>{t("checkout.footer")}</span>
        {/* Lazy: the smallest thing on the page must not be fetched ahead of its script and styles. */}
        <img className="page__provider" src={config.logoUrl} alt="" width={20} height={20} loading="lazy" />
      </footer>
    </div>
  );
}
