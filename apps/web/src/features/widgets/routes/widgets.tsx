import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/page-title";

/** `/developers/widgets`: the pay button generator (SPEC §2); only its title until that screen is built. */
export function WidgetsRoute() {
  const { t } = useTranslation();
  return <PageTitle title={t("shell.sections.widgets")} />;
}
