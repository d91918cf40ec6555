import { Skeleton, Stack } from "@mui/material";
import { useMemo } from "react";
import { useScreenTranslation } from "@/lib/screen-translation";
import { useSearchParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { PageFor } from "@/components/no-access";
import { PageTitle } from "@/components/page-title";
import { errorMessage } from "@/lib/api-error";
import { useApplicationsQuery } from "@/lib/applications-api";
import { searchFromUploadsQuery, type UploadsQuery, uploadsQueryFromSearch } from "../bulk-query";
import { BulkInvoicesList } from "../components/list/bulk-invoices-list";
import { FileDropZone } from "../components/upload/file-drop-zone";
import { NoLiveApplications } from "../components/upload/no-live-applications";
import { SampleSection } from "../components/upload/sample-section";

/**
 * `/billing/bulk-invoice`: invoices from a spreadsheet (SPEC §2, §5): the application that
 * issues them and the sample table, the upload, and the application's uploads so far. The
 * application and the list's page live in the address (`?appId=…&page=…`). For who may
 * create invoices (SPEC §6); others are told so.
 */
export function BulkInvoiceRoute() {
  const { t } = useScreenTranslation("bulkInvoices");
  return (
    <PageFor action="bulkUpload" title={t("shell.sections.bulkInvoice")}>
      <BulkUpload />
    </PageFor>
  );
}

function BulkUpload() {
  const { t } = useScreenTranslation("bulkInvoices");
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => uploadsQueryFromSearch(search), [search]);
  const applications = useApplicationsQuery();
  // Only a live application issues invoices; without a choice in the address, the first one.
  const live = applications.data?.filter((app) => app.status === "live") ?? [];
  const chosen = live.find((app) => app.id === query.appId) ?? live[0];
  const show = (next: UploadsQuery) => setSearch(searchFromUploadsQuery(next));

  let content;
  if (applications.isLoading) {
    content = (
      <Stack spacing={3} aria-busy="true" aria-label={t("bulkInvoices.application.loading")}>
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={240} />
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
      <Stack spacing={3}>
        {/* Another application's list starts on its first page. */}
        <SampleSection applications={live} chosen={chosen} onChoose={(appId) => show({ appId, page: 0 })} />
        <FileDropZone key={chosen.id} appId={chosen.id} />
        <BulkInvoicesList application={chosen} page={query.page} onPage={(page) => show({ appId: chosen.id, page })} />
      </Stack>
    );
  }

  return (
    <>
      <PageTitle title={t("shell.sections.bulkInvoice")} subtitle={t("bulkInvoices.subtitle")} />
      {content}
    </>
  );
}
