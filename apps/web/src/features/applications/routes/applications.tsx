import Add from "@mui/icons-material/Add";
import AppsOutlined from "@mui/icons-material/AppsOutlined";
import { Box, Button, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { PageTitle } from "@/components/page-title";
import { paths } from "@/light/paths";
import { errorMessage } from "@/lib/api-error";
import { useApplicationsQuery } from "@/lib/applications-api";
import { useMay } from "@/lib/permissions";
import { ApplicationsTable } from "../components/applications-table";
import { LoadError } from "@/components/load-error";

/** The way to connect another application: shown to who may (SPEC §6). */
function ConnectButton() {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={paths.connect} variant="contained" startIcon={<Add />} sx={{ flexShrink: 0 }}>
      {t("applications.list.connect")}
    </Button>
  );
}

function LoadingList() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" aria-busy="true" aria-label={t("applications.list.loading")} sx={{ p: 2 }}>
      <Stack spacing={2}>
        {[0, 1, 2].map((row) => (
          <Stack key={row} direction="row" spacing={2} sx={{ alignItems: "center" }}>
            <Skeleton variant="rounded" width={100} height={40} />
            <Skeleton variant="text" sx={{ flexGrow: 1 }} />
            <Skeleton variant="rounded" width={64} height={24} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/** None yet: who may connect one is asked to; a sub-user given none is told who gives them. */
function EmptyList() {
  const { t } = useTranslation();
  const mayConnect = useMay("connectBusiness");
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 } }}>
      <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center", maxWidth: 480, mx: "auto" }}>
        <AppsOutlined sx={{ fontSize: 56, color: "secondary.main" }} aria-hidden />
        <Typography component="h2" variant="h6">
          {t("applications.list.empty.title")}
        </Typography>
        <Typography color="text.secondary">
          {mayConnect ? t("applications.list.empty.text") : t("applications.list.empty.notGiven")}
        </Typography>
        {mayConnect && <ConnectButton />}
      </Stack>
    </Paper>
  );
}

/** `/applications`: the account's applications, newest first (SPEC §2). */
export function ApplicationsRoute() {
  const { t } = useTranslation();
  const { data: applications, error, isLoading, isFetching, refetch } = useApplicationsQuery();
  const title = t("shell.sections.applications");
  const mayConnect = useMay("connectBusiness");

  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: "space-between", alignItems: "flex-start", flexWrap: "wrap", columnGap: 2 }}
      >
        <PageTitle title={title} subtitle={t("applications.list.subtitle")} />
        {mayConnect && (
          <Box sx={{ mb: 3 }}>
            <ConnectButton />
          </Box>
        )}
      </Stack>
      {isLoading ? (
        <LoadingList />
      ) : error || !applications ? (
        <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : applications.length === 0 ? (
        <EmptyList />
      ) : (
        <ApplicationsTable applications={applications} label={title} />
      )}
    </>
  );
}
