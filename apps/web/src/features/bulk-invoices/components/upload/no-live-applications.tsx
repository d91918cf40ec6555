import AppsOutlined from "@mui/icons-material/AppsOutlined";
import { Button } from "@mui/material";
import { useScreenTranslation } from "@/lib/screen-translation";
import { Link as RouterLink } from "react-router";
import { EmptyState } from "@/components/list/empty-state";
import { paths } from "@/light/paths";

/** No application of the account is live, so nothing can issue the invoices yet. */
export function NoLiveApplications() {
  const { t } = useScreenTranslation("bulkInvoices");
  return (
    <EmptyState
      icon={<AppsOutlined sx={{ fontSize: 56, color: "secondary.main" }} aria-hidden />}
      title={t("bulkInvoices.application.none.title")}
      text={t("bulkInvoices.application.none.text")}
      action={
        <Button component={RouterLink} to={paths.applications.list} variant="contained">
          {t("bulkInvoices.application.none.action")}
        </Button>
      }
    />
  );
}
