import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/page-title";

/** `/billing/history/:id`: one invoice's history (SPEC §2); only its title until that screen is built. */
export function InvoiceHistoryRoute() {
  const { t } = useTranslation();
  return <PageTitle title={t("shell.screens.invoiceHistory")} />;
}
