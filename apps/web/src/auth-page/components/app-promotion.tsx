import { Icon } from "../../light/components/icons";
import { useAuthPage } from "../auth-context";
import { useTexts } from "../i18n/locale";

/** The Emirates variant on small screens: the mobile app instead of the sign-in form (SPEC §1). */
export function AppPromotion() {
  const { t } = useTexts();
  const { config } = useAuthPage();
  return (
    <div className="stack centred">
      <Icon name="phoneIphone" className="app-promotion__icon" />
      <h1 className="title-5">{t("auth.appPromotion.title")}</h1>
      <p className="text-secondary">{t("auth.appPromotion.text")}</p>
      <a className="button button--contained" href={config.appStoreUrl} target="_blank" rel="noopener noreferrer">
        {t("auth.appPromotion.download")}
      </a>
    </div>
  );
}
