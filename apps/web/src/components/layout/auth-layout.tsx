import { Box, Card, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { TestModeBanner } from "@/components/test-mode-banner";
import { runtimeConfig } from "@/config/runtime-config";

/** The signed-out screens: one centred card on a soft background. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        minHeight: "100dvh",
        display: "flex",
        flexDirection: "column",
        background: "linear-gradient(160deg, #E6F6F7 0%, #F4F8FA 55%, #E8F0F6 100%)",
      }}
    >
      <TestModeBanner sx={{ borderRadius: 0 }} />
      <Box component="main" sx={{ flexGrow: 1, display: "grid", placeItems: "center", p: 2 }}>
        <Card elevation={6} sx={{ width: "100%", maxWidth: 440, p: { xs: 3, sm: 5 } }}>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 3 }}>
            <Box component="img" src={runtimeConfig().logoUrl} alt="" width={36} height={36} />
            <Typography
              component="p"
              variant="subtitle1"
              sx={{ color: "secondary.main", fontWeight: "fontWeightBold" }}
            >
              {t("common.productName")}
            </Typography>
          </Box>
          <Outlet />
        </Card>
      </Box>
    </Box>
  );
}
