import { Box, CircularProgress } from "@mui/material";
import { useTranslation } from "react-i18next";
import { firstFrameHtml } from "@/lib/first-frame-handover";

/** Covers the screen while the app or a session check loads: on the first load, with the screen's first frame where there is one. */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  const frame = firstFrameHtml();
  // The frame is the page's own markup, built from its own texts (textContent) by the boot script.
  if (frame) return <div style={{ display: "contents" }} dangerouslySetInnerHTML={{ __html: frame }} />;
  return (
    <Box component="main" aria-busy sx={{ minHeight: "100dvh", display: "grid", placeItems: "center" }}>
      <CircularProgress aria-label={t("common.loading")} />
    </Box>
  );
}
