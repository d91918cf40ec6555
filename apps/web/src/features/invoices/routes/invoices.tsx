import { Box, Stack, TablePagination } from "@mui/material";
import { PAGE_SIZE } from "@portal/contracts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { CreateInvoiceButton } from "@/components/create-invoice-button";
import { ListSkeleton } from "@/components/list/list-skeleton";
import { RefreshingRows } from "@/components/list/refreshing-rows";
import { LoadError } from "@/components/load-error";
import { PageTitle } from "@/components/page-title";
import { errorMessage } from "@/lib/api-error";
import { useInvoicesQuery } from "../api";
import { InvoiceFiltersPanel } from "../components/list/invoice-filters";
import { InvoicesTable } from "../components/list/invoices-table";
import { EmptyList } from "../components/list/list-states";
import { hasFilters, type ListQuery, queryFromSearch, searchFromQuery } from "../filters";

/** `/billing/invoices`: the account's invoices, newest first, ten a page, filtered as the URL says (SPEC §2, §3). */
export function InvoicesRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => queryFromSearch(search), [search]);
  const { data, error, isLoading, isFetching, refetch } = useInvoicesQuery(query);
  const title = t("shell.sections.invoices");
  const show = (next: ListQuery) => setSearch(searchFromQuery(next));

  const list = () => {
    if (isLoading) return <ListSkeleton label={t("invoices.list.loading")} />;
    if (error || !data) return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    // A page past the end (an old link) lists nothing either: clearing starts over.
    if (data.content.length === 0) return <EmptyList filtered={hasFilters(query) || query.page > 0} onClear={() => show({ page: 0 })} />;
    return (
      <>
        <RefreshingRows refreshing={isFetching} label={t("invoices.list.updating")}>
          <InvoicesTable invoices={data.content} label={title} />
        </RefreshingRows>
        <TablePagination
          component="div"
          count={data.totalElements}
          page={Math.min(data.page, Math.max(data.totalPages - 1, 0))}
          rowsPerPage={data.size || PAGE_SIZE}
          rowsPerPageOptions={[]}
          onPageChange={(_event, page) => show({ ...query, page })}
          labelDisplayedRows={({ from, to, count }) => t("invoices.list.displayedRows", { from, to, count })}
          getItemAriaLabel={(type) => t(`invoices.list.pages.${type}`)}
          showFirstButton
          showLastButton
        />
      </>
    );
  };

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "flex-start", flexWrap: "wrap", columnGap: 2 }}>
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
