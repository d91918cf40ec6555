import AccountBalanceWalletOutlined from "@mui/icons-material/AccountBalanceWalletOutlined";
import { Box, Button, Paper, Skeleton, Stack } from "@mui/material";
import { skipToken } from "@reduxjs/toolkit/query";
import { useMemo } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { EmptyState } from "@/components/list/empty-state";
import { RefreshingRows } from "@/components/list/refreshing-rows";
import { LoadError } from "@/components/load-error";
import { PageTitle } from "@/components/page-title";
import { errorMessage } from "@/lib/api-error";
import { useWalletsQuery, walletNamed } from "@/lib/wallets-api";
import { paths } from "@/light/paths";
import { type SettlementReportRequest, useSettlementReportQuery } from "../api";
import { DownloadButtons } from "../components/download-buttons";
import { PayoutsSection } from "../components/payouts-section";
import { ReportFilters } from "../components/report-filters";
import { ScheduleControl } from "../components/schedule-control";
import { SummaryTable } from "../components/summary-table";
import {
  periodIssue,
  queryFromSearch,
  searchFromQuery,
  type SettlementReportScreenQuery,
} from "../settlement-report-query";
import { useSettlementReportsTranslation } from "../use-settlement-reports-translation";

/**
 * `/billing/settlement-report` (docs/settlement-report.md), reached from the wallet screen: one
 * wallet over a period, from the opening balance to the closing one, each payout opening onto
 * the operations it paid out; the file to download, and the user's e-mail schedule of it. The
 * wallet and the days live in the address. Its texts are the `settlementReports` namespace,
 * loaded with the route (app/router.tsx).
 */
export function SettlementReportRoute() {
  const { t } = useSettlementReportsTranslation();
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => queryFromSearch(search), [search]);
  const wallets = useWalletsQuery();
  const show = (next: SettlementReportScreenQuery) => setSearch(searchFromQuery(next));

  const content = () => {
    if (wallets.isLoading)
      return <Skeleton variant="rounded" height={120} aria-label={t("settlementReports.wallet.loading")} />;
    if (wallets.error || !wallets.data)
      return (
        <LoadError
          message={errorMessage(wallets.error)}
          onRetry={() => void wallets.refetch()}
          retrying={wallets.isFetching}
        />
      );
    const chosen = walletNamed(wallets.data, query);
    if (!chosen)
      return (
        <EmptyState
          icon={<AccountBalanceWalletOutlined sx={{ fontSize: 56, color: "secondary.main" }} aria-hidden />}
          title={t("settlementReports.wallet.none.title")}
          text={t("settlementReports.wallet.none.text")}
          action={
            <Button component={RouterLink} to={paths.applications.list} variant="contained">
              {t("settlementReports.wallet.none.action")}
            </Button>
          }
        />
      );
    const request: SettlementReportRequest = {
      appId: chosen.appId,
      currency: chosen.currency,
      from: query.from,
      to: query.to,
    };
    return (
      <>
        <ReportFilters wallets={wallets.data} chosen={chosen} query={query} onChange={show} />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
          <Box
            sx={{
              display: "grid",
              gap: 3,
              gridTemplateColumns: { xs: "1fr", md: "minmax(0, 1fr) minmax(0, 2fr)" },
            }}
          >
            <DownloadButtons request={request} disabled={periodIssue(query) !== null} />
            <ScheduleControl appId={chosen.appId} />
          </Box>
        </Paper>
        <Report request={request} />
      </>
    );
  };

  return (
    <>
      <PageTitle title={t("shell.sections.settlementReport")} subtitle={t("settlementReports.subtitle")} />
      {content()}
    </>
  );
}

/** The report itself: asked for only for a period the server takes. */
function Report({ request }: { request: SettlementReportRequest }) {
  const { t } = useSettlementReportsTranslation();
  const refused = periodIssue(request) !== null;
  const { data, error, isLoading, isFetching, refetch } = useSettlementReportQuery(refused ? skipToken : request);
  if (refused) return null;
  if (isLoading)
    return (
      <Stack spacing={3} aria-busy="true" aria-label={t("settlementReports.loading")}>
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  if (error || !data)
    return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
  return (
    <RefreshingRows refreshing={isFetching} label={t("settlementReports.updating")}>
      <Stack spacing={3}>
        <SummaryTable report={data} />
        <PayoutsSection report={data} />
      </Stack>
    </RefreshingRows>
  );
}
