import { Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

/** `/`: placeholder until the dashboard issue adds reports and activity. */
export function DashboardRoute() {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Typography component="h1" variant="h4">
        {t("dashboard.title")}
      </Typography>
      <Typography color="text.secondary">{t("dashboard.intro")}</Typography>
    </Stack>
  );
}
