import { Skeleton, Stack } from "@mui/material";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { PageFor } from "@/components/no-access";
import { PageTitle } from "@/components/page-title";
import { errorMessage } from "@/lib/api-error";
import { useApplicationsQuery } from "@/lib/applications-api";
import { ApplicationPicker } from "../components/application-picker";
import { PayButtonGenerator } from "../components/generator/pay-button-generator";
import { PayButtonsList } from "../components/list/pay-buttons-list";
import { NoLiveApplications } from "../components/no-live-applications";
import { useWidgetsTranslation } from "../use-widgets-translation";
import { searchFromWidgetsQuery, type WidgetsQuery, widgetsQueryFromSearch } from "../widgets-query";

/**
 * `/developers/widgets` (SPEC §2 Widgets): the fixed pay button generator. A button is a
 * record on the server, so the amount its page asks is the merchant's, never the customer's
 * to change; the screen makes one for a live application, hands out its snippet, link and
 * QR code, and lists the application's buttons to show them again, disable or enable them.
 * The application and the list's page live in the address (`?appId=…&page=…`). For who
 * may create invoices (SPEC §6: a button's payments are invoices); others are told so. Its
 * texts are the `widgets` namespace, loaded with the route (app/router.tsx).
 */
export function WidgetsRoute() {
  const { t } = useWidgetsTranslation();
  return (
    <PageFor action="createInvoice" title={t("shell.sections.widgets")}>
      <Widgets />
    </PageFor>
  );
}

function Widgets() {
  const { t } = useWidgetsTranslation();
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => widgetsQueryFromSearch(search), [search]);
  const applications = useApplicationsQuery();
  // Only a live application takes payments; without a choice in the address, the first one.
  const live = applications.data?.filter((app) => app.status === "live") ?? [];
  const chosen = live.find((app) => app.id === query.appId) ?? live[0];
  const show = (next: WidgetsQuery) => setSearch(searchFromWidgetsQuery(next));

  let content;
  if (applications.isLoading) {
    content = (
      <Stack spacing={3} aria-busy="true" aria-label={t("widgets.loading")}>
        <Skeleton variant="rounded" height={56} sx={{ maxWidth: "22rem" }} />
        <Skeleton variant="rounded" height={360} />
      </Stack>
    );
  } else if (!applications.data) {
    content = (
      <LoadError
        message={errorMessage(applications.error)}
        onRetry={() => void applications.refetch()}
        retrying={applications.isFetching}
      />
    );
  } else if (!chosen) {
    content = <NoLiveApplications />;
  } else {
    content = (
      <Stack spacing={4}>
        {/* Another application's list starts on its first page. */}
        <ApplicationPicker applications={live} chosen={chosen} onChoose={(appId) => show({ appId, page: 0 })} />
        {/* A new form for another application: a half-made button is that application's. */}
        <PayButtonGenerator key={chosen.id} application={chosen} />
        <PayButtonsList application={chosen} page={query.page} onPage={(page) => show({ appId: chosen.id, page })} />
      </Stack>
    );
  }

  return (
    <>
      <PageTitle title={t("shell.sections.widgets")} subtitle={t("widgets.subtitle")} />
      {content}
    </>
  );
}
