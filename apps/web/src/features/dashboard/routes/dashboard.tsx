import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/page-title";
import { useFormat } from "@/lib/format";

/** `/`: placeholder until the dashboard issue adds reports and activity; shows today's date. */
export function DashboardRoute() {
  const { t } = useTranslation();
  const { formatDate } = useFormat();
  return <PageTitle title={t("dashboard.title")} subtitle={formatDate(new Date(), { dateStyle: "full" })} />;
}
