import { Button, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { StatusScreen } from "@/components/layout/status-screen";
import { NotFoundRoute } from "./not-found";

/** A screen that failed to load or render (SPEC §2); a routing 404 is a not-found page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <StatusScreen title={t("errors.generic")}>
      <Typography color="text.secondary" sx={{ wordBreak: "break-word" }}>
        {message}
      </Typography>
      {/* A fresh load also recovers from a screen whose code changed with a new deploy. */}
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t("common.tryAgain")}
      </Button>
    </StatusScreen>
  );
}
