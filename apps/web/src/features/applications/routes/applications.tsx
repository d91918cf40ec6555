import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/page-title";

/** `/applications`: the applications list (SPEC §2); only its title until that screen is built. */
export function ApplicationsRoute() {
  const { t } = useTranslation();
  return <PageTitle title={t("shell.sections.applications")} />;
}
