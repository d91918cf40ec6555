import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/page-title";

/** `/billing/operations/:id`: one invoice operation (SPEC §2); only its title until that screen is built. */
export function OperationDetailsRoute() {
  const { t } = useTranslation();
  return <PageTitle title={t("shell.screens.operationDetails")} />;
}
