import { useTranslation } from "react-i18next";
import { NoAccess } from "@/components/no-access";
import { PageTitle } from "@/components/page-title";
import { useMay } from "@/lib/permissions";

/**
 * `/billing/bulk-invoice`: invoices from an uploaded file (SPEC §2), for who may upload them
 * (SPEC §6); only its title until that screen is built.
 */
export function BulkInvoiceRoute() {
  const { t } = useTranslation();
  const may = useMay("bulkUpload");
  return (
    <>
      <PageTitle title={t("shell.sections.bulkInvoice")} />
      {!may && <NoAccess />}
    </>
  );
}
