import { Box, Stack } from "@mui/material";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { CreateInvoiceButton } from "@/components/create-invoice-button";
import { KeysetPager } from "@/components/list/keyset-pager";
import { ListSkeleton } from "@/components/list/list-skeleton";
import { RefreshingRows } from "@/components/list/refreshing-rows";
import { LoadError } from "@/components/load-error";
import { PageTitle } from "@/components/page-title";
import { errorMessage } from "@/lib/api-error";
import { type PageMove, positionOf, requestOf, searchOfMove } from "@/lib/keyset-paging";
import { useInvoicesQuery } from "../api";
import { InvoiceFiltersPanel } from "../components/list/invoice-filters";
import { InvoicesTable } from "../components/list/invoices-table";
import { EmptyList } from "../components/list/list-states";
import { filtersOf, hasFilters, type ListQuery, queryFromSearch, searchFromQuery } from "../filters";

/**
 * `/billing/invoices`: the account's invoices, newest first, ten a page, filtered as the URL says
 * (SPEC §2, §3). The filters and the page number live in the address; a move to the next, previous
 * or last page goes by the server's cursors, kept in the history entry rather than the address.
 */
export function InvoicesRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { state } = useLocation();
  const query = useMemo(() => queryFromSearch(search), [search]);
  const position = useMemo(() => positionOf(query, search, state), [query, search, state]);
  const { data, error, isLoading, isFetching, refetch } = useInvoicesQuery(requestOf(filtersOf(query), position));
  const title = t("shell.sections.invoices");
  const show = (next: ListQuery) => setSearch(searchFromQuery(next));
  const move = (to: PageMove) => setSearch(searchOfMove(query, to, searchFromQuery), { state: to.state });

  const list = () => {
    if (isLoading) return <ListSkeleton label={t("invoices.list.loading")} />;
    if (error || !data)
      return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    // A page past the end (an old link) lists nothing either: clearing starts over.
    if (data.content.length === 0)
      return <EmptyList filtered={hasFilters(query) || query.page > 0} onClear={() => show({ page: 0 })} />;
    return (
      <>
        <RefreshingRows refreshing={isFetching} label={t("invoices.list.updating")}>
          <InvoicesTable invoices={data.content} label={title} />
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
        <PageTitle title={title} subtitle={t("invoices.list.subtitle")} />
        <Box sx={{ mb: 3 }}>
          <CreateInvoiceButton />
        </Box>
      </Stack>
      <InvoiceFiltersPanel query={query} onChange={show} />
      {list()}
    </>
  );
}
