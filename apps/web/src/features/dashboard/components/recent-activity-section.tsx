import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import { Button, List, Paper, Skeleton, Stack, Typography } from "@mui/material";
import type { RecentActivity, RecentActivityItem } from "@portal/contracts";
import { useEffect, useRef } from "react";
import { CreateInvoiceButton } from "@/components/create-invoice-button";
import { LoadError } from "@/components/load-error";
import { SectionCard } from "@/components/section-card";
import { errorMessage } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { useRecentActivityInfiniteQuery } from "../api";
import { useDashboardTranslation } from "../use-dashboard-translation";
import { useRefetchWhenVisible } from "../use-refetch-when-visible";
import { ActivityItem } from "./activity-item";

const itemKey = (item: RecentActivityItem) => `${item.kind} ${item.transactionId} ${item.at}`;

/** The pages' items in order; one a new payment pushed onto the next page is listed once. */
function itemsOf(pages: readonly RecentActivity[]): RecentActivityItem[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.content).filter((item) => !seen.has(itemKey(item)) && !!seen.add(itemKey(item)));
}

function ActivitySkeleton({ label, rows }: { label: string; rows: number }) {
  return (
    <Stack role="progressbar" aria-label={label} spacing={2} sx={{ py: 1 }}>
      {Array.from({ length: rows }, (_, row) => (
        <Stack key={row} direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
          <Skeleton variant="circular" width={24} height={24} />
          <Skeleton variant="text" sx={{ flexGrow: 1 }} />
          <Skeleton variant="rounded" width={72} height={24} />
        </Stack>
      ))}
    </Stack>
  );
}

/** Nothing yet: with a live application, the way to the first invoice; before that, the checklist above leads. */
function NoActivity({ canInvoice }: { canInvoice: boolean }) {
  const { t } = useDashboardTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={1.5} sx={{ alignItems: "center", textAlign: "center" }}>
        <ReceiptLongOutlined sx={{ fontSize: 40, color: "secondary.main" }} aria-hidden />
        <Typography>{t("dashboard.recent.empty")}</Typography>
        {canInvoice && (
          <>
            <Typography variant="body2" color="text.secondary">
              {t("dashboard.recent.emptyHint")}
            </Typography>
            <CreateInvoiceButton />
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The latest payments, captures, refunds and reversals, six at a time, newest first; "Show
 * more" adds the next six. Fetched again when the tab is shown again, so a payment made
 * meanwhile is there.
 */
interface RecentActivitySectionProps {
  appId: string | undefined;
  /** A live application exists: invoices can be made. */
  canInvoice: boolean;
}

export function RecentActivitySection({ appId, canInvoice }: RecentActivitySectionProps) {
  const { t } = useDashboardTranslation();
  const { zoneNote } = useFormat();
  const activity = useRecentActivityInfiniteQuery(appId);
  useRefetchWhenVisible(() => {
    if (!activity.isUninitialized) void activity.refetch();
  });
  const items = itemsOf(activity.data?.pages ?? []);
  // "Show more" goes once the last page is in: the focus moves on to the first item it added.
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const first = focusFrom.current === null ? undefined : list.current?.querySelectorAll("a")[focusFrom.current];
    if (!first) return;
    focusFrom.current = null;
    first.focus();
  }, [items.length]);
  const showMore = () => {
    focusFrom.current = items.length;
    void activity.fetchNextPage();
  };

  const content = () => {
    const { data, error, isLoading, isFetching, isFetchingNextPage, isFetchNextPageError, hasNextPage, refetch } =
      activity;
    if (isLoading) return <ActivitySkeleton label={t("dashboard.recent.loading")} rows={6} />;
    if (!data) return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    if (items.length === 0) return <NoActivity canInvoice={canInvoice} />;
    return (
      <Stack spacing={2}>
        <List ref={list} disablePadding aria-label={t("dashboard.recent.title")}>
          {items.map((item) => (
            <ActivityItem key={itemKey(item)} item={item} />
          ))}
        </List>
        {isFetchingNextPage && <ActivitySkeleton label={t("dashboard.recent.loadingMore")} rows={2} />}
        {isFetchNextPageError && <LoadError message={errorMessage(error)} onRetry={showMore} retrying={isFetching} />}
        {hasNextPage && !isFetchingNextPage && !isFetchNextPageError && (
          <Button variant="outlined" onClick={showMore} sx={{ alignSelf: "center" }}>
            {t("dashboard.recent.showMore")}
          </Button>
        )}
      </Stack>
    );
  };

  return (
    <SectionCard title={t("dashboard.recent.title")} description={zoneNote()}>
      {content()}
    </SectionCard>
  );
}
