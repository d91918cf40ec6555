import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/page-title";

/** `/billing/invoices`: the invoices list (SPEC §2); only its title until that screen is built. */
export function InvoicesRoute() {
  const { t } = useTranslation();
  return <PageTitle title={t("shell.sections.invoices")} />;
}
