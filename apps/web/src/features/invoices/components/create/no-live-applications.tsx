import { Button, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { paths } from "@/light/paths";

/** No application of the account is live, so nothing can take the payment yet. */
export function NoLiveApplications() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t("createInvoice.noLiveApplications.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("createInvoice.noLiveApplications.text")}
      </Typography>
      <Button component={RouterLink} to={paths.applications.list} variant="contained">
        {t("createInvoice.noLiveApplications.action")}
      </Button>
    </Paper>
  );
}
