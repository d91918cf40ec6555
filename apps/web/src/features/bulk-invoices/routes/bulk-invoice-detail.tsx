import ArrowBack from "@mui/icons-material/ArrowBack";
import { Button } from "@mui/material";
import { useMemo } from "react";
import { useScreenTranslation } from "@/lib/screen-translation";
import { Link as RouterLink, useParams, useSearchParams } from "react-router";
import { BackLink } from "@/components/detail/back-link";
import { LoadingDetail } from "@/components/detail/detail-states";
import { LoadError } from "@/components/load-error";
import { PageTitle } from "@/components/page-title";
import { paths } from "@/light/paths";
import { errorMessage } from "@/lib/api-error";
import { isNotFound } from "@/lib/not-found";
import { bulkInvoicesApi, useBulkInvoiceQuery } from "../api";
import { POLL_MS } from "../bulk-progress";
import { type DetailQuery, detailQueryFromSearch, searchFromDetailQuery, uploadPath } from "../bulk-query";
import { BulkHeader } from "../components/detail/bulk-header";
import { BulkPreview } from "../components/detail/bulk-preview";
import { BulkProcessing } from "../components/detail/bulk-processing";
import { BulkResult } from "../components/detail/bulk-result";

/**
 * `/billing/bulk-invoice/:bulkInvoiceId`: one uploaded spreadsheet. Checked and waiting, its
 * rows and the go-ahead; while a job makes the invoices, its progress (asked again every
 * 1.5 s, so a reload or a later visit picks it up); once done, the result. What the lists
 * show lives in the address.
 */
export function BulkInvoiceDetailRoute() {
  const { t } = useScreenTranslation("bulkInvoices");
  const { bulkInvoiceId = "" } = useParams();
  const processing = bulkInvoicesApi.endpoints.bulkInvoice.useQueryState(bulkInvoiceId).data?.status === "processing";
  const {
    data: bulk,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useBulkInvoiceQuery(bulkInvoiceId, {
    pollingInterval: processing ? POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => detailQueryFromSearch(search), [search]);
  const show = (next: DetailQuery) => setSearch(searchFromDetailQuery(next));
  const back = (appId?: string) => (
    <BackLink to={appId ? uploadPath(appId) : paths.billing.bulkInvoice}>{t("bulkInvoices.detail.back")}</BackLink>
  );

  if (isLoading) {
    return (
      <>
        {back()}
        <PageTitle title={t("bulkInvoices.detail.caption")} />
        <LoadingDetail label={t("bulkInvoices.detail.loading")} />
      </>
    );
  }

  if (isNotFound(error)) {
    return (
      <>
        <PageTitle title={t("bulkInvoices.detail.notFound.title")} subtitle={t("bulkInvoices.detail.notFound.text")} />
        <Button component={RouterLink} to={paths.billing.bulkInvoice} variant="contained" startIcon={<ArrowBack />}>
          {t("bulkInvoices.detail.back")}
        </Button>
      </>
    );
  }

  if (!bulk) {
    return (
      <>
        {back()}
        <PageTitle title={t("bulkInvoices.detail.caption")} />
        <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />
      </>
    );
  }

  let body;
  if (bulk.status === "uploaded") body = <BulkPreview bulk={bulk} query={query} onChange={show} />;
  else if (bulk.status === "processing") body = <BulkProcessing bulk={bulk} />;
  else body = <BulkResult bulk={bulk} query={query} onChange={show} />;

  return (
    <>
      {back(bulk.appId)}
      <BulkHeader bulk={bulk} />
      {body}
    </>
  );
}
