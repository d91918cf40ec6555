import { createHash, randomUUID } from "node:crypto";
import {
  calendarDateIn,
  type Decoded,
  maskIban,
  pageFrom,
  type PayoutBatch,
  type PrepareBatchRequest,
  type QueuedTotals,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import { AppError } from "@/lib/app-error";
import { actorOf } from "@/modules/operators/operator-accounts.service";
import { recordOperatorAction } from "@/modules/operators/operator-audit.repo";
import type { OperatorContext } from "@/plugins/operator-auth";
import { buildPain001, endToEndIdOf } from "@/providers/payout-bank/iso20022/pain001";
import {
  type BankTransferRow,
  claimQueued,
  queuedTotals,
  releaseBatch,
  stateCounts,
  transfersOfBatch,
  transfersPage,
} from "./bank-transfers.repo";
import { batchById, batchesPage, insertBatch, type PayoutBatchRow, updateBatch } from "./payout-batches.repo";

export const BATCH_PAGE_SIZE = 20;

type BatchView = Omit<PayoutBatchRow, "file">;

/** The file's message id: the day it was prepared and the batch's own id, unique and within the 35 characters allowed. */
const messageIdOf = (id: string, day: string) => `PB${day.replaceAll("-", "")}-${id.slice(0, 8).toUpperCase()}`;

/**
 * Payout batches (docs/bank-files.md): a finance operator gathers the transfers of one
 * currency queued up to a cut-off; a second finance operator approves, which writes the
 * pain.001 file once; the file is then downloaded, always the same bytes, and sent to the bank.
 */
export function payoutBatchesService(app: FastifyInstance) {
  const { db, clock, config } = app;

  async function view(batch: BatchView): Promise<Decoded<typeof PayoutBatch>> {
    const counts = (await stateCounts(db, [batch.id])).get(batch.id) ?? {};
    return viewWith(batch, counts);
  }

  function viewWith(batch: BatchView, counts: { sent?: number; returned?: number }): Decoded<typeof PayoutBatch> {
    return {
      id: batch.id,
      messageId: batch.messageId,
      currency: batch.currency,
      cutoff: batch.cutoff.toISOString(),
      status: batch.status,
      count: batch.transferCount,
      total: batch.total,
      preparedBy: { id: batch.preparedById, name: batch.preparedByName },
      preparedAt: batch.preparedAt.toISOString(),
      approvedBy: batch.approvedById ? { id: batch.approvedById, name: batch.approvedByName! } : null,
      approvedAt: batch.approvedAt?.toISOString() ?? null,
      executionDate: batch.executionDate,
      fileSha256: batch.fileSha256,
      firstDownloadedAt: batch.firstDownloadedAt?.toISOString() ?? null,
      sent: counts.sent ?? 0,
      returned: counts.returned ?? 0,
    };
  }

  async function queued(): Promise<Decoded<typeof QueuedTotals>> {
    const rows = await queuedTotals(db);
    return {
      currencies: rows.map((r) => ({
        currency: r.currency,
        count: r.count,
        total: r.total,
        oldestQueuedAt: r.oldest!.toISOString(),
      })),
    };
  }

  async function list(page: number) {
    const { rows, total } = await batchesPage(db, page, BATCH_PAGE_SIZE);
    const counts = await stateCounts(
      db,
      rows.map((r) => r.id),
    );
    return pageFrom(
      rows.map((r) => viewWith(r, counts.get(r.id) ?? {})),
      page,
      BATCH_PAGE_SIZE,
      total,
    );
  }

  async function found(id: string) {
    const batch = await batchById(db, id);
    if (!batch) throw new AppError("NOT_FOUND", "No such payout batch.");
    return batch;
  }

  async function transfers(id: string, page: number) {
    await found(id);
    const { rows, total } = await transfersPage(db, id, page, BATCH_PAGE_SIZE);
    return pageFrom(
      rows.map(({ transfer, appName }) => transferView(transfer, appName)),
      page,
      BATCH_PAGE_SIZE,
      total,
    );
  }

  async function prepare(
    context: OperatorContext,
    input: z.output<typeof PrepareBatchRequest>,
    timeZone: string,
  ): Promise<Decoded<typeof PayoutBatch>> {
    const at = clock();
    // A cut-off ahead of now takes what is queued now: nothing later can join a prepared batch.
    const cutoff = input.cutoff && new Date(input.cutoff) < at ? new Date(input.cutoff) : at;
    const id = randomUUID();
    const batch = await db.transaction(async (tx) => {
      await insertBatch(tx, {
        id,
        messageId: messageIdOf(id, calendarDateIn(at, timeZone)),
        currency: input.currency,
        cutoff,
        status: "prepared",
        transferCount: 0,
        total: 0n,
        preparedById: context.operator.id,
        preparedByName: context.operator.name,
        preparedAt: at,
      });
      const claimed = await claimQueued(tx, id, input.currency, cutoff);
      if (claimed.count === 0)
        throw new AppError("INVALID_STATE", `No ${input.currency} transfers are queued up to the cut-off.`);
      const prepared = await updateBatch(tx, id, { transferCount: claimed.count, total: claimed.total });
      await recordOperatorAction(
        tx,
        actorOf(context),
        {
          action: "batch.prepared",
          target: { type: "payoutBatch", id },
          after: { currency: input.currency, count: claimed.count, total: claimed.total.toString(), cutoff },
        },
        at,
      );
      return prepared;
    });
    return viewWith(batch, {});
  }

  /** The pain.001 of a batch's transfers, paid from the provider's settlement account on `executionDate`. */
  function fileOf(batch: BatchView, rows: BankTransferRow[], executionDate: string, at: Date): Buffer {
    const debtor = { name: config.SETTLEMENT_NAME!, iban: config.SETTLEMENT_IBAN!, bic: config.SETTLEMENT_BIC! };
    const xml = buildPain001({
      messageId: batch.messageId,
      createdAt: at,
      initiatingParty: debtor.name,
      blocks: [
        {
          debtor,
          executionDate,
          transfers: rows.map((t) => ({
            endToEndId: endToEndIdOf(t.id),
            amount: t.amount,
            currency: t.currency,
            creditor: { name: t.creditorName, iban: t.creditorIban },
            remittance: t.remittance,
          })),
        },
      ],
    });
    return Buffer.from(xml, "utf8");
  }

  async function approve(context: OperatorContext, id: string, timeZone: string) {
    const at = clock();
    const batch = await db.transaction(async (tx) => {
      const batch = await batchById(tx, id, true);
      if (!batch) throw new AppError("NOT_FOUND", "No such payout batch.");
      if (batch.status !== "prepared") throw new AppError("INVALID_STATE", "Only a prepared batch can be approved.");
      if (batch.preparedById === context.operator.id)
        throw new AppError("INVALID_STATE", "A second finance operator approves a batch: not the one who prepared it.");
      const executionDate = calendarDateIn(at, timeZone);
      const file = fileOf(batch, await transfersOfBatch(tx, id), executionDate, at);
      const approved = await updateBatch(tx, id, {
        status: "approved",
        approvedById: context.operator.id,
        approvedByName: context.operator.name,
        approvedAt: at,
        executionDate,
        file,
        fileSha256: createHash("sha256").update(file).digest("hex"),
      });
      await recordOperatorAction(
        tx,
        actorOf(context),
        {
          action: "batch.approved",
          target: { type: "payoutBatch", id },
          before: { status: "prepared" },
          after: { status: "approved", executionDate, fileSha256: approved.fileSha256 },
        },
        at,
      );
      return approved;
    });
    return view(batch);
  }

  async function discard(context: OperatorContext, id: string) {
    const at = clock();
    const batch = await db.transaction(async (tx) => {
      const batch = await batchById(tx, id, true);
      if (!batch) throw new AppError("NOT_FOUND", "No such payout batch.");
      if (batch.status !== "prepared") throw new AppError("INVALID_STATE", "Only a prepared batch can be discarded.");
      await releaseBatch(tx, id);
      const discarded = await updateBatch(tx, id, { status: "discarded" });
      await recordOperatorAction(
        tx,
        actorOf(context),
        {
          action: "batch.discarded",
          target: { type: "payoutBatch", id },
          before: { status: "prepared" },
          after: { status: "discarded" },
        },
        at,
      );
      return discarded;
    });
    return view(batch);
  }

  /** The approved file, the same bytes every time; each download is in the audit trail. */
  async function file(context: OperatorContext, id: string) {
    const at = clock();
    return db.transaction(async (tx) => {
      const batch = await batchById(tx, id, true);
      if (!batch) throw new AppError("NOT_FOUND", "No such payout batch.");
      if (batch.status !== "approved" || !batch.file)
        throw new AppError("INVALID_STATE", "A batch's file can be downloaded once a second operator approved it.");
      if (!batch.firstDownloadedAt) await updateBatch(tx, id, { firstDownloadedAt: at });
      await recordOperatorAction(
        tx,
        actorOf(context),
        { action: "batch.downloaded", target: { type: "payoutBatch", id }, after: { fileSha256: batch.fileSha256 } },
        at,
      );
      return { name: `${batch.messageId}.xml`, file: batch.file };
    });
  }

  return {
    queued,
    list,
    detail: async (id: string) => view(await found(id)),
    transfers,
    prepare,
    approve,
    discard,
    file,
  };
}

/** A transfer as finance sees it: the IBAN masked, the legal name whole (it is what the bank is told). */
export function transferView(t: BankTransferRow, appName: string) {
  return {
    id: t.id,
    endToEndId: endToEndIdOf(t.id),
    operation: t.operation,
    accountId: t.accountId,
    appId: t.appId,
    merchantName: appName,
    creditorName: t.creditorName,
    creditorIban: maskIban(t.creditorIban),
    amount: t.amount,
    currency: t.currency,
    state: t.state,
    batchId: t.batchId,
    queuedAt: t.queuedAt.toISOString(),
    settledAt: t.settledAt?.toISOString() ?? null,
    returnCode: t.returnCode,
    returnReason: t.returnReason,
  };
}
