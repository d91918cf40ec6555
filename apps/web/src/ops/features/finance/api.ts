import {
  BankStatementDetail,
  BankStatementPage,
  type BankTransfer,
  BankTransferPage,
  PayoutBatch,
  PayoutBatchPage,
  type PrepareBatchRequest,
  QueuedTotals,
  type StatementLine,
} from "@portal/contracts";
import type * as z from "zod/mini";
import { asSent } from "@/lib/as-sent";
import { saveBlob } from "@/lib/save-file";
import { opsApi } from "../../lib/api";

/*
 * The screens read the answers as the API sends them: amounts in major units (numbers), as
 * the console shows them (the contracts' own types carry the server's minor units).
 */
export type QueuedCurrency = z.input<typeof QueuedTotals>["currencies"][number];
export type Batch = z.input<typeof PayoutBatch>;
export type Transfer = z.input<typeof BankTransfer>;
export type StatementDetail = z.input<typeof BankStatementDetail>;
export type Line = z.input<typeof StatementLine>;

const Queued = asSent(QueuedTotals);
const BatchSent = asSent(PayoutBatch);
const BatchPage = asSent(PayoutBatchPage);
const TransferPage = asSent(BankTransferPage);
const StatementSent = asSent(BankStatementDetail);

const path = encodeURIComponent;

/** The batches' list, asked again after any change; one batch is tagged by its id. */
const BATCHES = { type: "PayoutBatch", id: "LIST" } as const;
const STATEMENTS = { type: "BankStatement", id: "LIST" } as const;
const batchTag = (batchId: string) => ({ type: "PayoutBatch" as const, id: batchId });

/**
 * Money out through the provider's bank as ISO 20022 files (docs/bank-files.md): what waits
 * for a batch, the batches a finance operator prepares and a second one approves, their
 * pain.001 files, and the bank's statements (camt.054, camt.053) that say what was paid and
 * returned. Finance and admin read; only finance acts. Everything here is shared by the
 * finance team, so nothing is kept once no screen shows it.
 */
export const financeApi = opsApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/ops/bank-transfers/queued`: per currency, how many transfers wait, their sum and the oldest. */
    queuedTotals: build.query<z.input<typeof QueuedTotals>, void>({
      query: () => "bank-transfers/queued",
      keepUnusedDataFor: 0,
      providesTags: ["BankTransfer"],
      responseSchema: Queued,
    }),
    /** `GET /api/ops/payout-batches?page=N`: newest first, twenty a page. */
    payoutBatches: build.query<z.input<typeof PayoutBatchPage>, number>({
      query: (page) => ({ url: "payout-batches", params: { page } }),
      keepUnusedDataFor: 0,
      providesTags: [BATCHES],
      responseSchema: BatchPage,
    }),
    /** `GET /api/ops/payout-batches/{batchId}`. */
    payoutBatch: build.query<Batch, string>({
      query: (batchId) => `payout-batches/${path(batchId)}`,
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, batchId) => [batchTag(batchId)],
      responseSchema: BatchSent,
    }),
    /** `GET /api/ops/payout-batches/{batchId}/transfers?page=N`: the batch's transfers, twenty a page. */
    batchTransfers: build.query<z.input<typeof BankTransferPage>, { batchId: string; page: number }>({
      query: ({ batchId, page }) => ({ url: `payout-batches/${path(batchId)}/transfers`, params: { page } }),
      keepUnusedDataFor: 0,
      providesTags: ["BankTransfer"],
      responseSchema: TransferPage,
    }),
    /**
     * `POST /api/ops/payout-batches` (finance): what is queued in the currency up to the cut-off
     * (now when left out) leaves the queue into one `prepared` batch. 409 INVALID_STATE when
     * nothing is queued there.
     */
    prepareBatch: build.mutation<Batch, PrepareBatchRequest>({
      query: (body) => ({ url: "payout-batches", method: "POST", body }),
      invalidatesTags: [BATCHES, "BankTransfer", "Audit"],
      responseSchema: BatchSent,
    }),
    /**
     * `POST /api/ops/payout-batches/{batchId}/approve` (finance, not the one who prepared it):
     * the file is written once. 409 INVALID_STATE for the preparer or a batch not `prepared`.
     */
    approveBatch: build.mutation<Batch, string>({
      query: (batchId) => ({ url: `payout-batches/${path(batchId)}/approve`, method: "POST" }),
      invalidatesTags: (_result, _error, batchId) => [batchTag(batchId), BATCHES, "Audit"],
      responseSchema: BatchSent,
    }),
    /** `POST /api/ops/payout-batches/{batchId}/discard` (finance, while `prepared`): its transfers are queued again. */
    discardBatch: build.mutation<Batch, string>({
      query: (batchId) => ({ url: `payout-batches/${path(batchId)}/discard`, method: "POST" }),
      invalidatesTags: (_result, _error, batchId) => [batchTag(batchId), BATCHES, "BankTransfer", "Audit"],
      responseSchema: BatchSent,
    }),
    /**
     * `GET /api/ops/payout-batches/{batchId}/file`: the approved batch's pain.001, fetched with the
     * operator's token (a plain link would carry none) and saved as the server names it,
     * `<messageId>.xml`; the file never enters the store. Each download is recorded, and the
     * first one's time shows on the batch.
     */
    downloadBatchFile: build.mutation<null, Pick<Batch, "id" | "messageId">>({
      async queryFn(batch, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: `payout-batches/${path(batch.id)}/file`,
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        });
        if (result.error) return { error: result.error };
        saveBlob(result.data as Blob, `${batch.messageId}.xml`);
        return { data: null };
      },
      invalidatesTags: (_result, error, batch) => (error ? [] : [batchTag(batch.id), "Audit"]),
    }),
    /**
     * `POST /api/ops/bank-statements` (finance): the camt.054 or camt.053 as multipart field
     * `file`; answers with what each line did. The very same file again answers its earlier
     * result (`alreadyUploaded`), applying nothing. 422 STATEMENT_INVALID for a file it does not read.
     */
    // A FormData body: the base query leaves the content type to fetch, which adds the boundary.
    uploadStatement: build.mutation<StatementDetail, File>({
      query: (file) => {
        const body = new FormData();
        body.append("file", file);
        return { url: "bank-statements", method: "POST", body };
      },
      // What it applied shows in the batches' counts and their transfers' states.
      invalidatesTags: (result) =>
        result && !result.alreadyUploaded ? [STATEMENTS, "PayoutBatch", "BankTransfer", "Audit"] : [],
      responseSchema: StatementSent,
    }),
    /** `GET /api/ops/bank-statements?page=N`: newest first. */
    bankStatements: build.query<z.input<typeof BankStatementPage>, number>({
      query: (page) => ({ url: "bank-statements", params: { page } }),
      keepUnusedDataFor: 0,
      providesTags: [STATEMENTS],
      responseSchema: BankStatementPage,
    }),
    /** `GET /api/ops/bank-statements/{statementId}`: the statement with every line and what it did. */
    bankStatement: build.query<StatementDetail, string>({
      query: (statementId) => `bank-statements/${path(statementId)}`,
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, statementId) => [{ type: "BankStatement", id: statementId }],
      responseSchema: StatementSent,
    }),
  }),
});

export const {
  useQueuedTotalsQuery,
  usePayoutBatchesQuery,
  usePayoutBatchQuery,
  useBatchTransfersQuery,
  usePrepareBatchMutation,
  useApproveBatchMutation,
  useDiscardBatchMutation,
  useDownloadBatchFileMutation,
  useUploadStatementMutation,
  useBankStatementsQuery,
  useBankStatementQuery,
} = financeApi;
