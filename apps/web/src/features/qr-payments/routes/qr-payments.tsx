import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/page-title";

/** `/billing/qr-payments`: QR payments (SPEC §2); only its title until that screen is built. */
export function QrPaymentsRoute() {
  const { t } = useTranslation();
  return <PageTitle title={t("shell.sections.qrPayments")} />;
}
