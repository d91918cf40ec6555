import { calendarDateOf, messages } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { invoiceColumnsOf, newInvoiceCode } from "@/modules/invoices/invoices.repo";
import { invoicesService } from "@/modules/invoices/invoices.service";
import { notificationTexts } from "@/modules/notifications/notifications.messages";
import { notifySubscribers } from "@/modules/notifications/notify-subscribers";
import { checkRow, valuesOf } from "./bulk-rows";
import { bookingIdsTaken, type BulkInvoiceRow, claimNext } from "./bulk.repo";
import {
  addToCounts,
  applicationIsLive,
  countsOf,
  finishProcessing,
  insertInvoiceEvents,
  insertRowInvoices,
  lockValidRows,
  markRowFailed,
  markRowsCreated,
  markRowsSent,
  rowsToSend,
  setSentChannels,
} from "./bulk-processing.repo";

/** The job's name: sent when a merchant starts processing, and run each minute to take over from a job that died. */
export const PROCESS_BULK_INVOICES = "process-bulk-invoices";

/** How long a job holds a bulk invoice without renewing: a dead job's work is taken over this long after its last batch. */
const LEASE_MS = 30_000;
/** Rows made into invoices per transaction. */
const CREATE_BATCH = 500;
/** Invoices sent between two marks: what a job killed mid-way may send twice. */
const SEND_BATCH = 50;

/**
 * Makes bulk invoices' valid rows into invoices, then sends them (DESIGN §4 "Bulk invoice").
 * Each batch is one transaction that creates the invoices and marks their rows, and the
 * invoices table holds one invoice per (bulk invoice, row): a job killed anywhere and run
 * again creates each row's invoice exactly once. Sending is at least once: a job killed
 * between a batch's messages and their marks sends that batch's messages again.
 */
export function bulkProcessing(app: FastifyInstance) {
  const { db, clock } = app;
  const invoiceDelivery = invoicesService(app);
  const leaseFromNow = () => new Date(clock().getTime() + LEASE_MS);

  async function createBatch(bulk: BulkInvoiceRow): Promise<number> {
    return db.transaction(async (tx) => {
      const rows = await lockValidRows(tx, bulk.id, CREATE_BATCH);
      if (rows.length === 0) return 0;
      const now = clock();
      const live = await applicationIsLive(tx, bulk.appId);
      // The rules are checked again: a day has passed since the upload, or an invoice took a booking id since.
      const checked = rows.map((row) => ({
        row,
        check: checkRow(valuesOf(row.cells, bulk.columnIndexes), calendarDateOf(now)),
      }));
      const bookingIds = checked.flatMap((c) => (c.check.fields ? [c.check.fields.bookingId] : []));
      const taken = await bookingIdsTaken(tx, bulk.accountId, bookingIds, bulk.id);
      const good = [];
      const failed: { rowNumber: number; errors: Record<string, string> }[] = [];
      for (const { row, check } of checked) {
        if (!live) failed.push({ rowNumber: row.rowNumber, errors: { appId: messages.appNotLive } });
        else if (!check.fields) failed.push({ rowNumber: row.rowNumber, errors: check.errors });
        else if (taken.has(check.fields.bookingId))
          failed.push({ rowNumber: row.rowNumber, errors: { bookingId: messages.bookingIdTaken } });
        else good.push({ row, fields: check.fields });
      }
      const created =
        good.length === 0
          ? []
          : await insertRowInvoices(
              tx,
              good.map(({ row, fields }) => ({
                ...invoiceColumnsOf(fields),
                accountId: bulk.accountId,
                appId: bulk.appId,
                invoiceCode: newInvoiceCode(),
                source: "bulk" as const,
                bulkInvoiceId: bulk.id,
                bulkRowNumber: row.rowNumber,
                createdById: bulk.createdById,
                createdByName: bulk.createdByName,
                createdAt: now,
              })),
            );
      await insertInvoiceEvents(
        tx,
        created.map((c) => ({
          invoiceId: c.id,
          action: "created" as const,
          status: c.status,
          actorType: "user" as const,
          actorName: bulk.createdByName,
          details: { bulkInvoiceId: bulk.id, rowNumber: c.rowNumber },
          createdAt: now,
        })),
      );
      // A row's invoice made by an earlier run that died before marking it is found by the unique key, not made again.
      await markRowsCreated(tx, bulk.id, rows[0]!.rowNumber, rows.at(-1)!.rowNumber);
      for (const f of failed) await markRowFailed(tx, bulk.id, f.rowNumber, f.errors);
      // Every good row has its invoice now: the counts move with the rows, in the same transaction.
      await addToCounts(tx, bulk.id, { created: good.length, failed: failed.length }, leaseFromNow());
      return rows.length;
    });
  }

  async function sendBatch(bulk: BulkInvoiceRow): Promise<number> {
    const due = await rowsToSend(db, bulk.id, SEND_BATCH);
    if (due.length === 0) return 0;
    const sent: { invoice: (typeof due)[number]["invoice"]; channels: { sms: boolean; email: boolean } }[] = [];
    for (const { invoice } of due) {
      const channels = { sms: bulk.sendBySms, email: bulk.sendByEmail && Boolean(invoice.email) };
      if (!channels.sms && !channels.email) continue;
      await invoiceDelivery.deliver(invoice, channels, bulk.language, bulk.publicOrigin ?? app.config.PUBLIC_URL);
      sent.push({ invoice, channels });
    }
    // The batch's marks together: a job killed before them sends this batch's messages again, never skips one.
    const now = clock();
    await db.transaction(async (tx) => {
      const rowNumbers = due.map((d) => d.rowNumber);
      await markRowsSent(tx, bulk.id, rowNumbers, now);
      for (const byEmail of [false, true]) {
        const ids = sent.filter((s) => s.channels.email === byEmail).map((s) => s.invoice.id);
        await setSentChannels(tx, ids, { sms: bulk.sendBySms, email: byEmail });
      }
      await insertInvoiceEvents(
        tx,
        sent.map(({ invoice, channels }) => ({
          invoiceId: invoice.id,
          action: "sent" as const,
          status: invoice.status,
          actorType: "user" as const,
          actorName: bulk.createdByName,
          details: {
            channels: [channels.sms && "sms", channels.email && "email"].filter((c): c is string => Boolean(c)),
          },
          createdAt: now,
        })),
      );
      await addToCounts(tx, bulk.id, { sent: sent.length }, leaseFromNow());
    });
    return due.length;
  }

  async function finish(bulk: BulkInvoiceRow) {
    const counts = await countsOf(db, bulk.id);
    // Failed: not one invoice could be made (the application stopped being live, or every row broke a rule by then).
    if (!(await finishProcessing(db, bulk.id, counts.created > 0 ? "done" : "failed", clock()))) return;
    await notifySubscribers(app, {
      accountId: bulk.accountId,
      appId: bulk.appId,
      event: "bulkUploadFinished",
      action: "bulkUpload",
      text: (language) => notificationTexts(language).bulkFinished({ fileName: bulk.fileName, ...counts }),
      path: `/billing/bulk-invoice/${bulk.id}`,
    });
  }

  async function run(bulk: BulkInvoiceRow) {
    while ((await createBatch(bulk)) > 0);
    if (bulk.sendBySms || bulk.sendByEmail) while ((await sendBatch(bulk)) > 0);
    await finish(bulk);
  }

  /** Processes every bulk invoice waiting and not held by another job; returns how many. */
  async function processPending(): Promise<number> {
    let done = 0;
    for (;;) {
      const bulk = await claimNext(db, clock(), leaseFromNow());
      if (!bulk) return done;
      try {
        await run(bulk);
        done += 1;
      } catch (err) {
        // Left to its lease: the next run (each minute) takes it over where it stopped.
        app.log.error({ err, bulkInvoiceId: bulk.id }, "bulk invoice processing stopped");
        return done;
      }
    }
  }

  return { processPending };
}
