import { LinearProgress } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Outlet, useNavigation } from "react-router";

/** Every screen: a progress bar while the next screen loads. */
export function RootLayout() {
  const { t } = useTranslation();
  const { state } = useNavigation();
  return (
    <>
      {state === "loading" && (
        <LinearProgress
          aria-label={t("common.loading")}
          sx={{ position: "fixed", top: 0, left: 0, right: 0, zIndex: "tooltip" }}
        />
      )}
      <Outlet />
    </>
  );
}
