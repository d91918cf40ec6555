import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/page-title";

/** `/settings`: profile, password and payment notifications (SPEC §2); only its title until that screen is built. */
export function SettingsRoute() {
  const { t } = useTranslation();
  return <PageTitle title={t("shell.sections.settings")} />;
}
