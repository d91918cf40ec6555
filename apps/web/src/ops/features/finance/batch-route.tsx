import ArrowBack from "@mui/icons-material/ArrowBack";
import Download from "@mui/icons-material/Download";
import { Alert, Button, CircularProgress, Stack, Typography } from "@mui/material";
import { useId, useRef, useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { NoticeSnackbar } from "@/components/notice-snackbar";
import { RowsTable } from "@/components/rows-table";
import { SectionCard } from "@/components/section-card";
import { Code } from "../../components/code";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Details } from "../../components/details";
import { LoadFailure, Loading } from "../../components/load-state";
import { Pager } from "../../components/pager";
import { paths } from "../../config/paths";
import { mayPayOut } from "../../lib/access";
import { useFormat } from "../../lib/format";
import { useOperator } from "../../lib/operator-context";
import { usePageParam } from "../../lib/use-page-param";
import { useTexts } from "../../lib/use-texts";
import {
  type Batch,
  useApproveBatchMutation,
  useBatchTransfersQuery,
  useDiscardBatchMutation,
  useDownloadBatchFileMutation,
  usePayoutBatchQuery,
} from "./api";
import { BatchStatusChip } from "./status-chips";
import { transferColumns } from "./transfer-columns";

/** `/ops/payouts/batches/:batchId`: one batch, its four-eyes approval, its file and its transfers. */
export function BatchRoute() {
  const { t } = useTexts();
  const { batchId = "" } = useParams();
  const batch = usePayoutBatchQuery(batchId);

  return (
    <Stack spacing={2}>
      <Button
        component={RouterLink}
        to={paths.payouts}
        startIcon={<ArrowBack />}
        color="secondary"
        sx={{ alignSelf: "flex-start" }}
      >
        {t("ops.batch.back")}
      </Button>
      {batch.data ? (
        <BatchScreen batch={batch.data} />
      ) : batch.isError ? (
        <LoadFailure
          message={t("ops.batch.loadFailed")}
          error={batch.error}
          onRetry={() => void batch.refetch()}
          retrying={batch.isFetching}
        />
      ) : (
        <Loading />
      )}
    </Stack>
  );
}

function BatchScreen({ batch }: { batch: Batch }) {
  const { t } = useTexts();
  const format = useFormat();
  const operator = useOperator();
  const mayAct = mayPayOut(operator.role);
  // Four eyes: the server refuses the approval of the operator who prepared the batch.
  const preparedByMe = batch.preparedBy.id === operator.id;
  const stateId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [dialog, setDialog] = useState<"approve" | "discard" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [approve] = useApproveBatchMutation();
  const [discard] = useDiscardBatchMutation();
  const { zone } = format;
  const total = format.money(batch.total, batch.currency);
  // The buttons go with the batch's change: the page's heading takes focus instead.
  const focusHeading = () => {
    if (!document.activeElement || document.activeElement === document.body) headingRef.current?.focus();
  };

  return (
    <>
      <Stack spacing={1}>
        <Typography
          component="h1"
          variant="h4"
          ref={headingRef}
          tabIndex={-1}
          sx={{
            fontSize: { xs: "1.625rem", sm: "2.125rem" },
            overflowWrap: "anywhere",
            "&:focus": { outline: "none" },
          }}
        >
          {t("ops.batch.title", { messageId: batch.messageId })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
          <BatchStatusChip status={batch.status} />
          <Typography variant="body2">
            {t("ops.batch.headline", { transfers: format.number(batch.count), total })}
          </Typography>
        </Stack>
      </Stack>

      <Stack component="section" aria-label={t("ops.batch.actionsLabel")} spacing={1.5}>
        {batch.status === "prepared" ? (
          <>
            <Alert severity="info" id={stateId}>
              {t("ops.batch.waitingSecond")}{" "}
              {mayAct && preparedByMe
                ? t("ops.batch.preparedByYou")
                : t("ops.batch.preparedBy", { name: batch.preparedBy.name })}
            </Alert>
            {mayAct ? (
              <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
                <Button
                  variant="contained"
                  disabled={preparedByMe}
                  aria-describedby={stateId}
                  onClick={() => setDialog("approve")}
                >
                  {t("ops.batch.approve")}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  sx={{ color: "error.dark", borderColor: "error.dark" }}
                  onClick={() => setDialog("discard")}
                >
                  {t("ops.batch.discard")}
                </Button>
              </Stack>
            ) : (
              <Alert severity="info">{t("ops.batch.readOnly")}</Alert>
            )}
          </>
        ) : batch.status === "approved" ? (
          <Alert severity="success">
            {t("ops.batch.approvedState", {
              name: batch.approvedBy?.name ?? "",
              at: batch.approvedAt ? format.dateTime(batch.approvedAt) : "",
              zone,
            })}
          </Alert>
        ) : (
          <Alert severity="info">{t("ops.batch.discardedState")}</Alert>
        )}
      </Stack>

      <SectionCard title={t("ops.batch.sections.summary")}>
        <Details
          items={[
            { label: t("ops.batch.fields.messageId"), value: <Code>{batch.messageId}</Code> },
            { label: t("ops.batch.fields.status"), value: <BatchStatusChip status={batch.status} /> },
            { label: t("ops.batch.fields.currency"), value: batch.currency },
            { label: t("ops.batch.fields.count"), value: format.number(batch.count) },
            { label: t("ops.batch.fields.total"), value: total },
            { label: t("ops.batch.fields.cutoff", { zone }), value: format.dateTime(batch.cutoff) },
            { label: t("ops.batch.fields.preparedBy"), value: batch.preparedBy.name },
            { label: t("ops.batch.fields.preparedAt", { zone }), value: format.dateTime(batch.preparedAt) },
            { label: t("ops.batch.fields.approvedBy"), value: batch.approvedBy?.name },
            {
              label: t("ops.batch.fields.approvedAt", { zone }),
              value: batch.approvedAt && format.dateTime(batch.approvedAt),
            },
            { label: t("ops.batch.fields.sent"), value: format.number(batch.sent) },
            { label: t("ops.batch.fields.returned"), value: format.number(batch.returned) },
          ]}
        />
      </SectionCard>

      <BatchFile batch={batch} mayDownload={mayAct} onSaved={setNotice} />

      <TransfersSection batchId={batch.id} />

      <ConfirmDialog
        open={dialog === "approve"}
        onClose={() => setDialog(null)}
        title={t("ops.batch.approveTitle")}
        text={t("ops.batch.approveText", { transfers: format.number(batch.count), total })}
        confirmLabel={t("ops.batch.approve")}
        tone="primary"
        onConfirm={() => approve(batch.id).unwrap()}
        onDone={() => setNotice(t("ops.batch.approved"))}
        onExited={focusHeading}
        said={{ INVALID_STATE: "ops.batch.approveRefused" }}
      />
      <ConfirmDialog
        open={dialog === "discard"}
        onClose={() => setDialog(null)}
        title={t("ops.batch.discardTitle")}
        text={t("ops.batch.discardText", { transfers: format.number(batch.count), total })}
        confirmLabel={t("ops.batch.discard")}
        onConfirm={() => discard(batch.id).unwrap()}
        onDone={() => setNotice(t("ops.batch.discarded"))}
        onExited={focusHeading}
        said={{ INVALID_STATE: "ops.batch.discardRefused" }}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}

/** The pain.001 file: written once at approval, the same bytes on every download (finance's alone: it pays). */
function BatchFile({
  batch,
  mayDownload,
  onSaved,
}: {
  batch: Batch;
  mayDownload: boolean;
  onSaved: (notice: string) => void;
}) {
  const { t, failure } = useTexts();
  const format = useFormat();
  const explanationId = useId();
  const [download, downloading] = useDownloadBatchFileMutation();
  const approved = batch.status === "approved";
  const fileName = `${batch.messageId}.xml`;

  return (
    <SectionCard title={t("ops.batch.file.title")} description={t("ops.batch.file.text")}>
      {approved && (
        <Details
          items={[
            {
              label: t("ops.batch.file.executionDate"),
              value: batch.executionDate && format.date(batch.executionDate),
            },
            { label: t("ops.batch.file.sha256"), value: batch.fileSha256 && <Code>{batch.fileSha256}</Code> },
            {
              label: t("ops.batch.file.firstDownloadedAt", { zone: format.zone }),
              value: batch.firstDownloadedAt
                ? format.dateTime(batch.firstDownloadedAt)
                : t("ops.batch.file.notDownloaded"),
            },
          ]}
        />
      )}
      {!approved && (
        <Typography id={explanationId} variant="body2" color="text.secondary">
          {t(batch.status === "discarded" ? "ops.batch.file.discarded" : "ops.batch.file.notYet")}
        </Typography>
      )}
      {mayDownload ? (
        <Button
          variant="outlined"
          startIcon={downloading.isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Download />}
          disabled={!approved || downloading.isLoading}
          aria-busy={downloading.isLoading}
          aria-describedby={approved ? undefined : explanationId}
          onClick={() =>
            void download({ id: batch.id, messageId: batch.messageId })
              .unwrap()
              .then(
                () => onSaved(t("ops.batch.file.saved", { fileName })),
                () => undefined,
              )
          }
          sx={{ alignSelf: "flex-start" }}
        >
          {t("ops.batch.file.download")}
        </Button>
      ) : (
        approved && (
          <Typography variant="body2" color="text.secondary">
            {t("ops.batch.file.financeOnly")}
          </Typography>
        )
      )}
      {downloading.isError && (
        <Alert severity="error">{failure(downloading.error, { INVALID_STATE: "ops.batch.file.notApproved" })}</Alert>
      )}
    </SectionCard>
  );
}

/** The batch's transfers, paged in the address (`?page=`). */
function TransfersSection({ batchId }: { batchId: string }) {
  const { t } = useTexts();
  const format = useFormat();
  const [page, setPage] = usePageParam();
  const transfers = useBatchTransfersQuery({ batchId, page });

  return (
    <SectionCard title={t("ops.batch.sections.transfers")}>
      {transfers.isError ? (
        <LoadFailure
          message={t("ops.batch.transfers.loadFailed")}
          error={transfers.error}
          onRetry={() => void transfers.refetch()}
          retrying={transfers.isFetching}
        />
      ) : !transfers.data ? (
        <Loading />
      ) : transfers.data.content.length === 0 && page === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("ops.batch.transfers.empty")}
        </Typography>
      ) : (
        <Stack spacing={1} aria-busy={transfers.isFetching}>
          <RowsTable
            rows={transfers.data.content}
            columns={transferColumns}
            context={{ t, format }}
            label={t("ops.batch.transfers.tableLabel")}
            rowKey={(transfer) => transfer.id}
            cardHead={(transfer) => <Code>{transfer.endToEndId}</Code>}
            cardsBelow="md"
            size="small"
          />
          <Pager data={transfers.data} onPage={setPage} />
        </Stack>
      )}
    </SectionCard>
  );
}
