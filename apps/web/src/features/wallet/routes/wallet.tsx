import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/page-title";

/** `/billing/wallet` and `/billing`: the wallet (SPEC §2); only its title until that screen is built. */
export function WalletRoute() {
  const { t } = useTranslation();
  return <PageTitle title={t("shell.sections.wallet")} />;
}
