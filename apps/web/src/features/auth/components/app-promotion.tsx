import { Button, Stack, Typography } from "@mui/material";
import PhoneIphoneIcon from "@mui/icons-material/PhoneIphone";
import { useTranslation } from "react-i18next";
import { runtimeConfig } from "@/config/runtime-config";

/** The Emirates variant on small screens: the mobile app instead of the sign-in form (SPEC §1). */
export function AppPromotion() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5} sx={{ textAlign: "center", alignItems: "center" }}>
      <PhoneIphoneIcon sx={{ fontSize: 56, color: "secondary.main" }} aria-hidden />
      <Typography component="h1" variant="h5">
        {t("auth.appPromotion.title")}
      </Typography>
      <Typography color="text.secondary">{t("auth.appPromotion.text")}</Typography>
      <Button variant="contained" size="large" fullWidth href={runtimeConfig().appStoreUrl} target="_blank" rel="noopener noreferrer">
        {t("auth.appPromotion.download")}
      </Button>
    </Stack>
  );
}
