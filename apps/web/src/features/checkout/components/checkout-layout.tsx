import Lock from "@mui/icons-material/Lock";
import { Box, Card, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TestModeBanner } from "@/components/test-mode-banner";
import { hasLanguageChoice, runtimeConfig } from "@/config/runtime-config";
import { LanguageSwitch } from "./language-switch";

const COLUMN = 520;

/** The public payment page: the portal's signed-out look, one column that fits a 360 px phone. */
export function CheckoutLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const config = runtimeConfig();
  return (
    <Box
      sx={{
        minHeight: "100dvh",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        px: { xs: 1.5, sm: 2 },
        py: { xs: 2, sm: 5 },
        background: "linear-gradient(160deg, #E6F6F7 0%, #F4F8FA 55%, #E8F0F6 100%)",
      }}
    >
      <TestModeBanner sx={{ width: "100%", maxWidth: COLUMN, mb: 2 }} />
      <Box
        component="header"
        sx={{ width: "100%", maxWidth: COLUMN, display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1.5, mb: 2 }}
      >
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, minWidth: 0 }}>
          <Box component="img" src={config.logoUrl} alt="" width={32} height={32} sx={{ flexShrink: 0 }} />
          <Typography component="p" variant="subtitle2" noWrap sx={{ color: "secondary.main", fontWeight: "fontWeightBold" }}>
            {t("common.productName")}
          </Typography>
        </Box>
        {hasLanguageChoice(config) && <LanguageSwitch />}
      </Box>
      <Card component="main" elevation={6} sx={{ width: "100%", maxWidth: COLUMN, p: { xs: 2.5, sm: 4 } }}>
        {children}
      </Card>
      <Box
        component="footer"
        sx={{ width: "100%", maxWidth: COLUMN, display: "flex", alignItems: "center", justifyContent: "center", gap: 1, mt: 2, px: 1 }}
      >
        <Lock fontSize="small" sx={{ color: "text.secondary" }} aria-hidden />
        <Typography variant="caption" color="text.secondary">
          {t("checkout.footer")}
        </Typography>
      </Box>
    </Box>
  );
}
