import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import { EmptyState } from "@/components/list/empty-state";
import { PageTitle } from "@/components/page-title";
import { useOperator } from "../../lib/operator-context";
import { useTexts } from "../../lib/use-texts";

/**
 * Finance's start page: payout files will come here. There are none yet, and the page says so
 * plainly rather than showing made-up rows.
 */
export function FinanceStartRoute() {
  const { t } = useTexts();
  const { name, role } = useOperator();
  return (
    <>
      <PageTitle title={t("ops.finance.title")} />
      <EmptyState
        icon={<ReceiptLongOutlined sx={{ fontSize: 48, color: "text.secondary" }} />}
        title={t("ops.finance.emptyTitle")}
        text={t("ops.finance.text", { name, role: t(`ops.roles.${role}`) })}
      />
    </>
  );
}
