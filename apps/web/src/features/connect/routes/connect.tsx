import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/page-title";

/** `/connect`: connect onboarding (SPEC §2); only its title until that screen is built. */
export function ConnectRoute() {
  const { t } = useTranslation();
  return <PageTitle title={t("shell.sections.connect")} />;
}
