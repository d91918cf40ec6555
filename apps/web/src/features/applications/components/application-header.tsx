import { Stack, Typography } from "@mui/material";
import type { ApplicationDetail } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { AppLogo } from "./app-logo";
import { CopyButton } from "@/components/copy-button";
import { StatusChip } from "./status-chip";

/** The configure screen's head: logo, the name as the page's `h1`, status and merchant id. */
export function ApplicationHeader({ app }: { app: ApplicationDetail }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={2}
      sx={{ alignItems: { xs: "flex-start", sm: "center" }, mb: 3 }}
    >
      <AppLogo appName={app.appName} logoUrl={app.logoUrl} height={56} />
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {t("shell.screens.configureApplication")}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5 }}>
          <Typography
            component="h1"
            variant="h4"
            sx={{ fontSize: { xs: "1.625rem", sm: "2.125rem" }, overflowWrap: "anywhere" }}
          >
            {app.appName}
          </Typography>
          <StatusChip status={app.status} />
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", flexWrap: "wrap" }}>
          <Typography variant="body2" color="text.secondary">
            {t("applications.merchantId")}
          </Typography>
          <Typography variant="body2" sx={{ fontFamily: "monospace", letterSpacing: 0.5 }}>
            {app.merchantId}
          </Typography>
          <CopyButton value={app.merchantId} label={t("applications.copyMerchantId")} />
        </Stack>
      </Stack>
    </Stack>
  );
}
