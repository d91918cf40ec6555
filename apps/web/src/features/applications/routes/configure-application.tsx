import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/page-title";

/** `/applications/configure/:appId/:appConfigId`: one application's configuration (SPEC §2); only its title until that screen is built. */
export function ConfigureApplicationRoute() {
  const { t } = useTranslation();
  return <PageTitle title={t("shell.screens.configureApplication")} />;
}
