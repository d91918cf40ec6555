import AccountBalanceWalletOutlined from "@mui/icons-material/AccountBalanceWalletOutlined";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { EmptyState } from "@/components/list/empty-state";
import { paths } from "@/light/paths";

/** No wallet yet: none of the account's applications is live. */
export function NoWallets() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<AccountBalanceWalletOutlined sx={{ fontSize: 56, color: "secondary.main" }} aria-hidden />}
      title={t("wallet.empty.title")}
      text={t("wallet.empty.text")}
      action={
        <Button component={RouterLink} to={paths.applications.list} variant="contained">
          {t("wallet.empty.action")}
        </Button>
      }
    />
  );
}
