import ArrowBack from "@mui/icons-material/ArrowBack";
import { Alert, Box, Button, Link, Skeleton, Snackbar, Stack } from "@mui/material";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { PageTitle } from "@/components/page-title";
import { paths } from "@/light/paths";
import { errorMessage, serverError } from "@/lib/api-error";
import { useApplicationQuery } from "@/lib/applications-api";
import { i18n } from "@/lib/i18n";
import { useMay } from "@/lib/permissions";
import { ApplicationHeader } from "../components/application-header";
import { DangerZoneSection } from "../components/danger-zone-section";
import { DetailsForm } from "../components/details-form";
import { GoingLiveSection } from "../components/going-live-section";
import { LogoSection } from "../components/logo-section";
import { PaymentPageSection } from "../components/payment-page-section";
import { PayoutCardSection } from "../components/payout-card-section";
import { SecretKeySection } from "../components/secret-key-section";
import type { WebhooksSectionHandle } from "../components/webhooks/webhooks-section";
import { LoadError } from "@/components/load-error";

// The webhooks section, with its texts (a namespace of their own), loads after the screen has
// painted, and its dialogs when the merchant heads for them (webhooks/webhook-dialogs.ts): the
// configure screen's first load stays as it was (docs/web-portal.md, "Size budgets").
const WebhooksSection = lazy(() =>
  Promise.all([import("../components/webhooks/webhooks-section"), i18n.loadNamespaces("webhooks")]).then(([m]) => ({
    default: m.WebhooksSection,
  })),
);
// So does the API log's, with its own namespace (`apiLog`), its dialog when asked for (api-log/api-log-dialogs.ts).
const ApiLogSection = lazy(() =>
  Promise.all([import("../components/api-log/api-log-section"), i18n.loadNamespaces("apiLog")]).then(([m]) => ({
    default: m.ApiLogSection,
  })),
);

function BackToList() {
  const { t } = useTranslation();
  return (
    <Link
      component={RouterLink}
      to={paths.applications.list}
      sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, mb: 2 }}
    >
      <ArrowBack fontSize="small" aria-hidden />
      {t("applications.configure.back")}
    </Link>
  );
}

function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t("applications.configure.loading")}>
      <Skeleton variant="rounded" height={72} />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "7fr 5fr" } }}>
        <Skeleton variant="rounded" height={480} />
        <Skeleton variant="rounded" height={480} />
      </Box>
    </Stack>
  );
}

/**
 * `/applications/configure/:appId/:appConfigId`: one application's settings and actions
 * (SPEC §2); everyone reads them, each action is offered to who may do it (SPEC §6).
 */
export function ConfigureApplicationRoute() {
  const { t } = useTranslation();
  const { appId = "", appConfigId } = useParams();
  const { data: app, error, isLoading, isFetching, refetch } = useApplicationQuery(appId);
  const [notice, setNotice] = useState<string | null>(null);
  const mayConfigure = useMay("configureApplication");
  const webhooksArea = useRef<HTMLDivElement>(null);
  const webhooksSection = useRef<WebhooksSectionHandle>(null);

  // Another account's application, an id that is not one, or settings of another application.
  const status = error && "status" in error ? error.status : undefined;
  const notFound =
    status === 404 ||
    (status === 400 && serverError(error)?.code === "VALIDATION_ERROR") ||
    (app && app.configId !== appConfigId);

  if (isLoading) {
    return (
      <>
        <BackToList />
        <PageTitle title={t("shell.screens.configureApplication")} />
        <LoadingScreen />
      </>
    );
  }

  if (notFound) {
    return (
      <>
        <PageTitle
          title={t("applications.configure.notFound.title")}
          subtitle={t("applications.configure.notFound.text")}
        />
        <Button component={RouterLink} to={paths.applications.list} variant="contained" startIcon={<ArrowBack />}>
          {t("applications.configure.back")}
        </Button>
      </>
    );
  }

  if (!app) {
    return (
      <>
        <BackToList />
        <PageTitle title={t("shell.screens.configureApplication")} />
        <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />
      </>
    );
  }

  // Where the application's events go, and what its server asked with its keys, are part of configuring it; a
  // disabled application sends no events, and its keys are refused.
  const integration = mayConfigure && app.status !== "disabled";
  const showWebhooks = () => {
    // jsdom has no scrolling.
    webhooksArea.current?.scrollIntoView?.({ block: "start" });
    webhooksSection.current?.focus();
  };

  return (
    <>
      <BackToList />
      <ApplicationHeader app={app} />
      {app.status === "disabled" && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t("applications.configure.disabledNotice")}
        </Alert>
      )}
      {app.status !== "disabled" && !mayConfigure && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t("applications.configure.readOnlyNotice")}
        </Alert>
      )}
      {/* Sections 1–6 in reading order; on wide screens the danger zone sits under the form, and the
          webhooks and the API log, wide as their logs, under both. */}
      <Box
        sx={{
          display: "grid",
          gap: 3,
          alignItems: "start",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 7fr) minmax(0, 5fr)" },
          gridTemplateRows: { lg: integration ? "auto 1fr auto auto" : "auto 1fr" },
          gridTemplateAreas: integration
            ? {
                xs: '"details" "side" "webhooks" "apiLog" "danger"',
                lg: '"details side" "danger side" "webhooks webhooks" "apiLog apiLog"',
              }
            : { xs: '"details" "side" "danger"', lg: '"details side" "danger side"' },
        }}
      >
        {/* Keyed by the application: another one starts from its own values. */}
        <Box sx={{ gridArea: "details", minWidth: 0 }}>
          <DetailsForm key={app.id} app={app} notify={setNotice} />
        </Box>
        <Stack spacing={3} sx={{ gridArea: "side", minWidth: 0 }}>
          {/* Where a sole trader's connecting stopped: first, as review cannot go without it. */}
          {app.accountType === "individual" && <PayoutCardSection app={app} notify={setNotice} />}
          <LogoSection app={app} />
          <PaymentPageSection app={app} />
          <SecretKeySection app={app} />
          <GoingLiveSection app={app} notify={setNotice} />
        </Stack>
        {integration && (
          <Box ref={webhooksArea} sx={{ gridArea: "webhooks", minWidth: 0, scrollMarginTop: 80 }}>
            <Suspense fallback={<Skeleton variant="rounded" height={160} aria-label={t("common.loading")} />}>
              <WebhooksSection ref={webhooksSection} app={app} notify={setNotice} />
            </Suspense>
          </Box>
        )}
        {integration && (
          <Box sx={{ gridArea: "apiLog", minWidth: 0 }}>
            <Suspense fallback={<Skeleton variant="rounded" height={120} aria-label={t("common.loading")} />}>
              <ApiLogSection app={app} onWebhookDeliveries={showWebhooks} />
            </Suspense>
          </Box>
        )}
        <Box sx={{ gridArea: "danger", minWidth: 0 }}>
          <DangerZoneSection app={app} notify={setNotice} />
        </Box>
      </Box>
      <Snackbar
        open={notice !== null}
        autoHideDuration={6000}
        onClose={(_event, reason) => {
          if (reason !== "clickaway") setNotice(null);
        }}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        <Alert severity="success" variant="filled" onClose={() => setNotice(null)} sx={{ width: "100%" }}>
          {notice}
        </Alert>
      </Snackbar>
    </>
  );
}
