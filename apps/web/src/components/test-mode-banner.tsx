import ScienceOutlined from "@mui/icons-material/ScienceOutlined";
import { Alert, type SxProps, type Theme } from "@mui/material";
import { useTranslation } from "react-i18next";
import { runtimeConfig } from "@/config/runtime-config";

/**
 * On every screen of a shared demo (the server's `testMode`): nobody should take its
 * payment pages for real ones. Not a live region: it is there from the first paint and
 * never changes, so it is read in order with the page rather than announced.
 */
export function TestModeBanner({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  if (!runtimeConfig().testMode) return null;
  return (
    <Alert
      severity="warning"
      variant="filled"
      role="note"
      icon={<ScienceOutlined fontSize="inherit" />}
      sx={[{ justifyContent: "center", py: 0.25, fontWeight: "fontWeightBold" }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {t("common.testMode")}
    </Alert>
  );
}
