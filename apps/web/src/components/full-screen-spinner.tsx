import { Box, CircularProgress } from "@mui/material";
import { useTranslation } from "react-i18next";

/** Covers the screen while the app or a session check loads. */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <Box component="main" aria-busy sx={{ minHeight: "100dvh", display: "grid", placeItems: "center" }}>
      <CircularProgress aria-label={t("common.loading")} />
    </Box>
  );
}
