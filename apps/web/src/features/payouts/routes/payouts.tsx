import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/page-title";

/** `/billing/payouts`: payouts (SPEC §2); only its title until that screen is built. */
export function PayoutsRoute() {
  const { t } = useTranslation();
  return <PageTitle title={t("shell.sections.payouts")} />;
}
