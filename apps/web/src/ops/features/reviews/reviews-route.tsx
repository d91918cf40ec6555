import InboxOutlined from "@mui/icons-material/InboxOutlined";
import { Stack } from "@mui/material";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { EmptyState } from "@/components/list/empty-state";
import { PageTitle } from "@/components/page-title";
import { RowsTable } from "@/components/rows-table";
import { LoadFailure, Loading } from "../../components/load-state";
import { Pager } from "../../components/pager";
import { useFormat } from "../../lib/format";
import { usePageParam } from "../../lib/use-page-param";
import { useTexts } from "../../lib/use-texts";
import { useReviewsQuery } from "./api";
import { ApplicationLink, reviewColumns, reviewPath } from "./review-columns";

/**
 * `/ops/reviews`: the applications waiting for review, oldest first; a row opens the application.
 * `lead` is what the start page shows first, given by the app's routes (features never import each other).
 */
export function ReviewsRoute({ lead }: { lead?: ReactNode }) {
  const { t } = useTexts();
  const format = useFormat();
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const queue = useReviewsQuery(page);

  return (
    <>
      <PageTitle title={t("ops.reviews.title")} subtitle={t("ops.reviews.subtitle")} />
      <Stack spacing={2}>
        {lead}
        {queue.isError ? (
          <LoadFailure
            message={t("ops.reviews.loadFailed")}
            error={queue.error}
            onRetry={() => void queue.refetch()}
            retrying={queue.isFetching}
          />
        ) : !queue.data ? (
          <Loading />
        ) : queue.data.content.length === 0 && page === 0 ? (
          <EmptyState
            icon={<InboxOutlined sx={{ fontSize: 48, color: "text.secondary" }} />}
            title={t("ops.reviews.emptyTitle")}
            text={t("ops.reviews.emptyText")}
          />
        ) : (
          <Stack spacing={1} aria-busy={queue.isFetching}>
            <RowsTable
              rows={queue.data.content}
              columns={reviewColumns}
              context={{ t, format }}
              label={t("ops.reviews.tableLabel")}
              rowKey={(item) => item.appId}
              onOpen={(item) => void navigate(reviewPath(item.appId))}
              cardHead={(item) => <ApplicationLink item={item} />}
              cardsBelow="sm"
            />
            <Pager data={queue.data} onPage={setPage} />
          </Stack>
        )}
      </Stack>
    </>
  );
}
