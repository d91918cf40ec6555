import { Alert, Stack, Typography } from "@mui/material";
import type { Currency } from "@portal/contracts";
import { type ReactNode, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { NoticeSnackbar } from "@/components/notice-snackbar";
import { RowsTable } from "@/components/rows-table";
import { SectionCard } from "@/components/section-card";
import { LoadFailure, Loading } from "../../components/load-state";
import { Pager } from "../../components/pager";
import { mayPayOut } from "../../lib/access";
import { useFormat } from "../../lib/format";
import { useOperator } from "../../lib/operator-context";
import { usePageParam } from "../../lib/use-page-param";
import { useTexts } from "../../lib/use-texts";
import { type Batch, usePayoutBatchesQuery, useQueuedTotalsQuery } from "./api";
import { BatchLink, batchColumns, batchPath } from "./batch-columns";
import { PrepareBatchDialog } from "./prepare-batch-dialog";
import { type QueuedListContext, queuedColumns } from "./queued-columns";

/**
 * `/ops/payouts`, finance's start page: what waits for a batch, per currency, with a finance
 * operator's way to prepare one, and the batches, newest first. `lead` is what the start page
 * shows first, given by the app's routes (features never import each other).
 */
export function PayoutsRoute({ lead }: { lead?: ReactNode }) {
  const { t } = useTexts();
  const format = useFormat();
  const operator = useOperator();
  const mayAct = mayPayOut(operator.role);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [preparing, setPreparing] = useState<Currency | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const queued = useQueuedTotalsQuery();

  const context: QueuedListContext = {
    t,
    format,
    mayAct,
    onPrepare: (currency) => {
      setPreparing(currency);
      setDialogOpen(true);
    },
  };
  const prepared = (batch: Batch) => {
    setDialogOpen(false);
    setNotice(
      t("ops.prepare.done", {
        messageId: batch.messageId,
        transfers: format.number(batch.count),
        total: format.money(batch.total, batch.currency),
      }),
    );
  };

  return (
    <>
      <Stack spacing={0.5} sx={{ mb: 3 }}>
        <Typography
          component="h1"
          variant="h4"
          ref={headingRef}
          tabIndex={-1}
          sx={{ fontSize: { xs: "1.625rem", sm: "2.125rem" }, "&:focus": { outline: "none" } }}
        >
          {t("ops.payouts.title")}
        </Typography>
        <Typography color="text.secondary">{t("ops.payouts.subtitle")}</Typography>
      </Stack>

      <Stack spacing={2}>
        {lead}
        {!mayAct && <Alert severity="info">{t("ops.payouts.readOnly")}</Alert>}

        <SectionCard title={t("ops.payouts.queued.title")} description={t("ops.payouts.queued.text")}>
          {queued.isError ? (
            <LoadFailure
              message={t("ops.payouts.queued.loadFailed")}
              error={queued.error}
              onRetry={() => void queued.refetch()}
              retrying={queued.isFetching}
            />
          ) : !queued.data ? (
            <Loading />
          ) : queued.data.currencies.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t("ops.payouts.queued.empty")}
            </Typography>
          ) : (
            <RowsTable
              rows={queued.data.currencies}
              columns={queuedColumns}
              context={context}
              label={t("ops.payouts.queued.tableLabel")}
              rowKey={(row) => row.currency}
              cardHead={(row) => (
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {row.currency}
                </Typography>
              )}
              cardsBelow="sm"
            />
          )}
        </SectionCard>

        <BatchesSection />
      </Stack>

      {preparing && queued.data && (
        <PrepareBatchDialog
          open={dialogOpen}
          currency={preparing}
          queued={queued.data.currencies}
          onClose={() => setDialogOpen(false)}
          onPrepared={prepared}
          // The button that opened it goes when nothing of its currency waits any more.
          onExited={() => {
            if (!document.activeElement || document.activeElement === document.body) headingRef.current?.focus();
          }}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}

/** The batches, newest first, paged in the address (`?page=`). */
function BatchesSection() {
  const { t } = useTexts();
  const format = useFormat();
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const batches = usePayoutBatchesQuery(page);

  return (
    <SectionCard title={t("ops.payouts.batches.title")}>
      {batches.isError ? (
        <LoadFailure
          message={t("ops.payouts.batches.loadFailed")}
          error={batches.error}
          onRetry={() => void batches.refetch()}
          retrying={batches.isFetching}
        />
      ) : !batches.data ? (
        <Loading />
      ) : batches.data.content.length === 0 && page === 0 ? (
        <Stack spacing={0.5}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t("ops.payouts.batches.emptyTitle")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("ops.payouts.batches.emptyText")}
          </Typography>
        </Stack>
      ) : (
        <Stack spacing={1} aria-busy={batches.isFetching}>
          <RowsTable
            rows={batches.data.content}
            columns={batchColumns}
            context={{ t, format }}
            label={t("ops.payouts.batches.tableLabel")}
            rowKey={(batch) => batch.id}
            onOpen={(batch) => void navigate(batchPath(batch.id))}
            cardHead={(batch) => <BatchLink batch={batch} />}
            cardsBelow="md"
          />
          <Pager data={batches.data} onPage={setPage} />
        </Stack>
      )}
    </SectionCard>
  );
}
