import { Box, Button, Stack, Typography } from "@mui/material";
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from "react-router";
import { paths } from "../config/paths";
import { useTexts } from "../lib/use-texts";

/** An address the console has no screen for; inside the shell when signed in. */
export function NotFoundRoute() {
  const { t } = useTexts();
  return (
    <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
      <Typography component="h1" variant="h4">
        {t("ops.notFound.title")}
      </Typography>
      <Typography>{t("ops.notFound.text")}</Typography>
      <Button component={RouterLink} to={paths.start} variant="contained">
        {t("ops.notFound.toStart")}
      </Button>
    </Stack>
  );
}

/** A screen that failed to render: say so, and offer a fresh load (which also picks up a new deploy). */
export function RouteError() {
  const { t } = useTexts();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Box component="main" sx={{ p: 3 }}>
        <NotFoundRoute />
      </Box>
    );
  }
  console.error(error);
  return (
    <Box component="main" sx={{ p: 3, display: "grid", placeItems: "center", minHeight: "100dvh" }}>
      <Stack spacing={2} sx={{ maxWidth: 560, alignItems: "center", textAlign: "center" }}>
        <Typography component="h1" variant="h4">
          {t("ops.crashed.title")}
        </Typography>
        <Typography color="text.secondary">{t("ops.crashed.text")}</Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t("ops.crashed.reload")}
        </Button>
      </Stack>
    </Box>
  );
}
