import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import { Box, Button, Stack, Typography } from "@mui/material";
import { type Wallet, WALLET_PAGE_SIZE } from "@portal/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ListSkeleton } from "@/components/list/list-skeleton";
import { RefreshingRows } from "@/components/list/refreshing-rows";
import { PagePager } from "@/components/list/page-pager";
import { LoadError } from "@/components/load-error";
import { errorMessage } from "@/lib/api-error";
import { paths } from "@/light/paths";
import { useWalletOperationsQuery } from "../../api";
import { hasDates, type WalletQuery, withFilters } from "../../wallet-query";
import { EmptyOperations } from "./operation-states";
import { OperationDateFilters } from "./operation-date-filters";
import { OperationsTable } from "./operations-table";

interface WalletOperationsProps {
  wallet: Wallet;
  query: WalletQuery;
  onChange: (query: WalletQuery) => void;
}

/** The chosen wallet's operations, newest first, ten a page (SPEC §9), over the dates the address holds. */
export function WalletOperations({ wallet, query, onChange }: WalletOperationsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { page, from, to } = query;
  const list = useWalletOperationsQuery({
    appId: wallet.appId,
    currency: wallet.currency,
    page,
    offset: WALLET_PAGE_SIZE,
    from,
    to,
  });
  const title = t("wallet.operations.title", { appName: wallet.appName, currency: wallet.currency });

  const rows = () => {
    const { data, error, isLoading, isFetching, refetch } = list;
    if (isLoading) return <ListSkeleton label={t("wallet.operations.loading")} />;
    if (error || !data)
      return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.content.length === 0) {
      const reason = hasDates(query) ? "dates" : page > 0 ? "pastEnd" : "none";
      return (
        <EmptyOperations
          reason={reason}
          onClearDates={() => onChange(withFilters(query, { from: undefined, to: undefined }))}
          onFirstPage={() => onChange({ ...query, page: 0 })}
        />
      );
    }
    return (
      <>
        <RefreshingRows refreshing={isFetching} label={t("wallet.operations.updating")}>
          <OperationsTable operations={data.content} label={title} />
        </RefreshingRows>
        <PagePager data={data} onPage={(next) => onChange({ ...query, page: next })} />
      </>
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Stack
        direction="row"
        sx={{ mb: 2, gap: 1, flexWrap: "wrap", alignItems: "center", justifyContent: "space-between" }}
      >
        <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: "anywhere" }}>
          {title}
        </Typography>
        {/* The same wallet over a period, from the opening to the closing balance, with its payouts. */}
        <Button
          component={RouterLink}
          to={`${paths.billing.settlementReport}?${new URLSearchParams({ app: wallet.appId, currency: wallet.currency })}`}
          variant="outlined"
          size="small"
          startIcon={<ReceiptLongOutlined />}
        >
          {t("wallet.operations.settlementReport")}
        </Button>
      </Stack>
      <OperationDateFilters from={from} to={to} onChange={(changes) => onChange(withFilters(query, changes))} />
      {rows()}
    </Box>
  );
}
