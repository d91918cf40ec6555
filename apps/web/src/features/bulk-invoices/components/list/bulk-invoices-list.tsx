import FirstPage from "@mui/icons-material/FirstPage";
import TableChartOutlined from "@mui/icons-material/TableChartOutlined";
import { Box, Button, Typography } from "@mui/material";
import type { Application } from "@portal/contracts";
import { useId } from "react";
import { useScreenTranslation } from "@/lib/screen-translation";
import { EmptyState } from "@/components/list/empty-state";
import { ListSkeleton } from "@/components/list/list-skeleton";
import { PagePager } from "@/components/list/page-pager";
import { RefreshingRows } from "@/components/list/refreshing-rows";
import { LoadError } from "@/components/load-error";
import { errorMessage } from "@/lib/api-error";
import { bulkInvoicesApi, useBulkInvoicesQuery } from "../../api";
import { POLL_MS } from "../../bulk-progress";
import { BulkInvoicesTable } from "./bulk-invoices-table";

interface BulkInvoicesListProps {
  application: Application;
  page: number;
  onPage: (page: number) => void;
}

/** The chosen application's uploads, newest first, ten a page (SPEC §9); followed while one of them is being processed. */
export function BulkInvoicesList({ application, page, onPage }: BulkInvoicesListProps) {
  const { t } = useScreenTranslation("bulkInvoices");
  const headingId = useId();
  const args = { appId: application.id, page };
  const processing =
    bulkInvoicesApi.endpoints.bulkInvoices
      .useQueryState(args)
      .data?.content.some((bulk) => bulk.status === "processing") ?? false;
  const { data, currentData, error, isLoading, isFetching, refetch } = useBulkInvoicesQuery(args, {
    pollingInterval: processing ? POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const title = t("bulkInvoices.list.title", { appName: application.appName });

  const rows = () => {
    if (isLoading) return <ListSkeleton label={t("bulkInvoices.list.loading")} />;
    if (!data) return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.content.length === 0) {
      const pastEnd = page > 0;
      return (
        <EmptyState
          icon={<TableChartOutlined sx={{ fontSize: 56, color: "secondary.main" }} aria-hidden />}
          title={pastEnd ? t("bulkInvoices.list.pastEnd.title") : t("bulkInvoices.list.empty.title")}
          text={pastEnd ? t("bulkInvoices.list.pastEnd.text") : t("bulkInvoices.list.empty.text")}
          action={
            pastEnd && (
              <Button variant="outlined" startIcon={<FirstPage />} onClick={() => onPage(0)}>
                {t("common.pager.pages.first")}
              </Button>
            )
          }
        />
      );
    }
    return (
      <>
        {/* Dimmed while another page loads; a poll that finds the job further along is no reason to. */}
        <RefreshingRows refreshing={isFetching && currentData === undefined} label={t("bulkInvoices.list.updating")}>
          <BulkInvoicesTable uploads={data.content} label={title} />
        </RefreshingRows>
        <PagePager data={data} onPage={onPage} />
      </>
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2, overflowWrap: "anywhere" }}>
        {title}
      </Typography>
      {rows()}
    </Box>
  );
}
