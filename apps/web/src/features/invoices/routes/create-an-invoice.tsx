import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/page-title";

/** `/billing/create-an-invoice`: a new invoice (SPEC §2); only its title until that screen is built. */
export function CreateAnInvoiceRoute() {
  const { t } = useTranslation();
  return <PageTitle title={t("shell.sections.createAnInvoice")} />;
}
