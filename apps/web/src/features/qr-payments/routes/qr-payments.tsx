import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { KeysetPager } from "@/components/list/keyset-pager";
import { ListSkeleton } from "@/components/list/list-skeleton";
import { RefreshingRows } from "@/components/list/refreshing-rows";
import { LoadError } from "@/components/load-error";
import { PageTitle } from "@/components/page-title";
import { errorMessage } from "@/lib/api-error";
import { type PageMove, positionOf, requestOf, searchOfMove } from "@/lib/keyset-paging";
import { useQrPaymentsQuery } from "../api";
import { EmptyQrPayments } from "../components/list-states";
import { QrPaymentFiltersPanel } from "../components/qr-payment-filters";
import { QrPaymentsTable } from "../components/qr-payments-table";
import { filtersOf, hasFilters, type ListQuery, queryFromSearch, searchFromQuery } from "../filters";

/**
 * `/billing/qr-payments` (SPEC §2): what customers paid, or tried to pay, on the applications'
 * QR pages, newest first, ten a page, filtered as the URL says (SPEC §3). Paged as the invoices
 * list is: the filters and the page number in the address, a move by the server's cursors
 * in the history entry.
 */
export function QrPaymentsRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { state } = useLocation();
  const query = useMemo(() => queryFromSearch(search), [search]);
  const position = useMemo(() => positionOf(query, search, state), [query, search, state]);
  const { data, error, isLoading, isFetching, refetch } = useQrPaymentsQuery(requestOf(filtersOf(query), position));
  const title = t("shell.sections.qrPayments");
  const show = (next: ListQuery) => setSearch(searchFromQuery(next));
  const move = (to: PageMove) => setSearch(searchOfMove(query, to, searchFromQuery), { state: to.state });

  const list = () => {
    if (isLoading) return <ListSkeleton label={t("qrPayments.list.loading")} />;
    if (error || !data)
      return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.content.length === 0) {
      // A page past the end (an old link) lists nothing either: clearing starts over.
      const reason = query.from || query.to ? "dates" : hasFilters(query) || query.page > 0 ? "filters" : "none";
      return <EmptyQrPayments reason={reason} onClear={() => show({ page: 0 })} />;
    }
    return (
      <>
        <RefreshingRows refreshing={isFetching} label={t("qrPayments.list.updating")}>
          <QrPaymentsTable payments={data.content} label={title} />
        </RefreshingRows>
        <KeysetPager position={position} data={data} onMove={move} />
      </>
    );
  };

  return (
    <>
      <PageTitle title={title} subtitle={t("qrPayments.subtitle")} />
      <QrPaymentFiltersPanel query={query} onChange={show} />
      {list()}
    </>
  );
}
