import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/page-title";

/** `/billing/transactions`: the transactions list (SPEC §2); only its title until that screen is built. */
export function TransactionsRoute() {
  const { t } = useTranslation();
  return <PageTitle title={t("shell.sections.transactions")} />;
}
