import { Box, Typography } from "@mui/material";
import type { Wallet } from "@portal/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ListSkeleton } from "@/components/list/list-skeleton";
import { PagePager } from "@/components/list/page-pager";
import { RefreshingRows } from "@/components/list/refreshing-rows";
import { LoadError } from "@/components/load-error";
import { errorMessage } from "@/lib/api-error";
import { usePayoutsQuery } from "../../api";
import { hasDates, hasFilters, type PayoutsQuery } from "../../payouts-query";
import { usePayoutReview } from "../review/use-payout-review";
import { PayoutFilters } from "./payout-filters";
import { EmptyPayouts } from "./payout-states";
import { PayoutsTable } from "./payouts-table";

interface PayoutsListProps {
  /** The application chosen above: its payouts and top-ups are listed. */
  wallet: Wallet;
  query: PayoutsQuery;
  onChange: (query: PayoutsQuery) => void;
}

/** The chosen application's payouts and top-ups, newest first, ten a page (SPEC §9), filtered as the address says; those waiting for review are reviewed here. */
export function PayoutsList({ wallet, query, onChange }: PayoutsListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = usePayoutsQuery({ appId: wallet.appId, ...query });
  const review = usePayoutReview();
  const title = t("payouts.list.title", { appName: wallet.appName });

  const rows = () => {
    const { data, error, isLoading, isFetching, refetch } = list;
    if (isLoading) return <ListSkeleton label={t("payouts.list.loading")} />;
    if (error || !data)
      return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.content.length === 0) {
      const reason = hasDates(query) ? "dates" : hasFilters(query) ? "filters" : query.page > 0 ? "pastEnd" : "none";
      return (
        <EmptyPayouts
          reason={reason}
          onClear={() => onChange({ page: 0 })}
          onFirstPage={() => onChange({ ...query, page: 0 })}
        />
      );
    }
    return (
      <>
        <RefreshingRows refreshing={isFetching} label={t("payouts.list.updating")}>
          <PayoutsTable payouts={data.content} label={title} onReview={review.start} />
        </RefreshingRows>
        <PagePager data={data} onPage={(page) => onChange({ ...query, page })} />
      </>
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2, overflowWrap: "anywhere" }}>
        {title}
      </Typography>
      <PayoutFilters query={query} onChange={onChange} />
      {rows()}
      {review.dialogs}
    </Box>
  );
}
