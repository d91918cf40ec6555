import { Stack } from "@mui/material";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { KeysetPager } from "@/components/list/keyset-pager";
import { ListSkeleton } from "@/components/list/list-skeleton";
import { RefreshingRows } from "@/components/list/refreshing-rows";
import { LoadError } from "@/components/load-error";
import { NoticeSnackbar } from "@/components/notice-snackbar";
import { PageTitle } from "@/components/page-title";
import { errorMessage } from "@/lib/api-error";
import { type PageMove, positionOf, requestOf, searchOfMove } from "@/lib/keyset-paging";
import { ExportActions } from "../components/list/export-actions";
import { EmptyTransactions } from "../components/list/list-states";
import { SavedViews } from "../components/list/saved-views";
import { TransactionFiltersPanel } from "../components/list/transaction-filters";
import { TransactionTotals } from "../components/list/transaction-totals";
import { TransactionsTable } from "../components/list/transactions-table";
import { TransactionActionsMenu } from "../components/operations/transaction-actions";
import { useTransactionsMetaQuery, useTransactionsPageQuery } from "../list-api";
import {
  filtersOf,
  hasFilters,
  queryFromSearch,
  searchFromQuery,
  type TransactionFilterName,
  type TransactionQuery,
} from "../list-query";

/**
 * `/billing/transactions`: the account's payment attempts, newest first, ten a page (SPEC §2,
 * §3). The filters and the page number live in the address; a move to the next, previous or
 * last page goes by the server's cursors, kept in the history entry rather than the address.
 */
export function TransactionsRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { state } = useLocation();
  const query = useMemo(() => queryFromSearch(search), [search]);
  const position = useMemo(() => positionOf(query, search, state), [query, search, state]);
  const filters = useMemo(() => filtersOf(query), [query]);
  const list = useTransactionsPageQuery(requestOf(filters, position));
  const meta = useTransactionsMetaQuery(filters);
  const [notice, setNotice] = useState<string | null>(null);
  const title = t("shell.sections.transactions");

  const show = (next: TransactionQuery) => setSearch(searchFromQuery(next));
  const applyView = (viewFilters: Partial<Record<TransactionFilterName, string>>) =>
    show({ ...viewFilters, page: 0 } as TransactionQuery);
  const move = (to: PageMove) => setSearch(searchOfMove(query, to, searchFromQuery), { state: to.state });

  const rows = () => {
    const { data, error, isLoading, isFetching, refetch } = list;
    if (isLoading) return <ListSkeleton label={t("transactions.list.loading")} />;
    if (error || !data)
      return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.content.length === 0) {
      // A page past the end (an old link) lists nothing either: clearing starts over.
      const reason = query.from || query.to ? "dates" : hasFilters(query) || query.page > 0 ? "filters" : "none";
      return <EmptyTransactions reason={reason} onClear={() => show({ page: 0 })} />;
    }
    return (
      <>
        <RefreshingRows refreshing={isFetching} label={t("transactions.list.updating")}>
          <TransactionsTable
            transactions={data.content}
            label={title}
            renderActions={(transaction) => <TransactionActionsMenu transaction={transaction} />}
          />
        </RefreshingRows>
        <KeysetPager position={position} data={data} onMove={move} />
      </>
    );
  };

  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: "space-between", alignItems: "flex-start", flexWrap: "wrap", columnGap: 2 }}
      >
        <PageTitle title={title} subtitle={t("transactions.list.subtitle")} />
        <ExportActions filters={filters} notify={setNotice} />
      </Stack>
      <SavedViews filters={filters} onApply={applyView} notify={setNotice} />
      <TransactionFiltersPanel query={query} onChange={show} statuses={meta.data?.statuses} />
      <TransactionTotals
        totals={meta.currentData?.totals}
        error={meta.error}
        retrying={meta.isFetching}
        onRetry={() => void meta.refetch()}
      />
      {rows()}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
