import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/page-title";

/** `/billing/bulk-invoice`: invoices from an uploaded file (SPEC §2); only its title until that screen is built. */
export function BulkInvoiceRoute() {
  const { t } = useTranslation();
  return <PageTitle title={t("shell.sections.bulkInvoice")} />;
}
