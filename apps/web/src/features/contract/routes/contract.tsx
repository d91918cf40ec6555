import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/page-title";

/** `/contract`: the contract (SPEC §2); only its title until that screen is built. */
export function ContractRoute() {
  const { t } = useTranslation();
  return <PageTitle title={t("shell.sections.contract")} />;
}
