import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { applications, bulkInvoiceRows, bulkInvoices, invoiceEvents, invoices } from "@/db/schema";

type NewInvoice = typeof invoices.$inferInsert;
type NewInvoiceEvent = typeof invoiceEvents.$inferInsert;

/** The next valid rows of a bulk invoice still to be made into invoices, in the file's order, locked. */
export function lockValidRows(q: Queryable, bulkInvoiceId: string, limit: number) {
  return q
    .select()
    .from(bulkInvoiceRows)
    .where(and(eq(bulkInvoiceRows.bulkInvoiceId, bulkInvoiceId), eq(bulkInvoiceRows.outcome, "valid")))
    .orderBy(asc(bulkInvoiceRows.rowNumber))
    .limit(limit)
    .for("update");
}

export async function applicationIsLive(q: Queryable, appId: string): Promise<boolean> {
  const [application] = await q
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, appId));
  return application?.status === "live";
}

/** Rows' invoices, one per (bulk invoice, row): a row whose invoice an earlier run made is skipped, not made again. */
export function insertRowInvoices(q: Queryable, values: NewInvoice[]) {
  return q
    .insert(invoices)
    .values(values)
    .onConflictDoNothing({ target: [invoices.bulkInvoiceId, invoices.bulkRowNumber] })
    .returning({ id: invoices.id, status: invoices.status, rowNumber: invoices.bulkRowNumber });
}

/** History entries of many invoices at once. */
export async function insertInvoiceEvents(q: Queryable, events: NewInvoiceEvent[]) {
  if (events.length > 0) await q.insert(invoiceEvents).values(events);
}

/** Valid rows between two row numbers whose invoice exists are marked created with it, found by the unique key. */
export async function markRowsCreated(q: Queryable, bulkInvoiceId: string, fromRow: number, toRow: number) {
  await q.execute(sql`
    update ${bulkInvoiceRows} r set outcome = 'created', invoice_id = i.id
    from ${invoices} i
    where i.bulk_invoice_id = r.bulk_invoice_id and i.bulk_row_number = r.row_number
      and r.bulk_invoice_id = ${bulkInvoiceId} and r.outcome = 'valid'
      and r.row_number between ${fromRow} and ${toRow}`);
}

export async function markRowFailed(
  q: Queryable,
  bulkInvoiceId: string,
  rowNumber: number,
  errors: Record<string, string>,
) {
  await q
    .update(bulkInvoiceRows)
    .set({ outcome: "failed", errors })
    .where(and(eq(bulkInvoiceRows.bulkInvoiceId, bulkInvoiceId), eq(bulkInvoiceRows.rowNumber, rowNumber)));
}

/** The bulk invoice's counts move on by a batch, and its lease with them. */
export async function addToCounts(
  q: Queryable,
  bulkInvoiceId: string,
  add: { created?: number; failed?: number; sent?: number },
  leaseUntil: Date,
) {
  await q
    .update(bulkInvoices)
    .set({
      createdRows: sql`${bulkInvoices.createdRows} + ${add.created ?? 0}`,
      failedRows: sql`${bulkInvoices.failedRows} + ${add.failed ?? 0}`,
      sentRows: sql`${bulkInvoices.sentRows} + ${add.sent ?? 0}`,
      leaseUntil,
    })
    .where(eq(bulkInvoices.id, bulkInvoiceId));
}

/** The next rows whose invoice is made and not yet sent, in the file's order, with their invoice. */
export function rowsToSend(q: Queryable, bulkInvoiceId: string, limit: number) {
  return q
    .select({ rowNumber: bulkInvoiceRows.rowNumber, invoice: invoices })
    .from(bulkInvoiceRows)
    .innerJoin(invoices, eq(invoices.id, bulkInvoiceRows.invoiceId))
    .where(
      and(
        eq(bulkInvoiceRows.bulkInvoiceId, bulkInvoiceId),
        eq(bulkInvoiceRows.outcome, "created"),
        isNull(bulkInvoiceRows.sentAt),
      ),
    )
    .orderBy(asc(bulkInvoiceRows.rowNumber))
    .limit(limit);
}

export async function markRowsSent(q: Queryable, bulkInvoiceId: string, rowNumbers: number[], at: Date) {
  await q
    .update(bulkInvoiceRows)
    .set({ sentAt: at })
    .where(and(eq(bulkInvoiceRows.bulkInvoiceId, bulkInvoiceId), inArray(bulkInvoiceRows.rowNumber, rowNumbers)));
}

/** How these invoices were sent. */
export async function setSentChannels(q: Queryable, invoiceIds: string[], channels: { sms: boolean; email: boolean }) {
  if (invoiceIds.length === 0) return;
  await q
    .update(invoices)
    .set({ sentBySms: channels.sms, sentByEmail: channels.email })
    .where(inArray(invoices.id, invoiceIds));
}

export async function countsOf(q: Queryable, bulkInvoiceId: string) {
  const [counts] = await q
    .select({ created: bulkInvoices.createdRows, failed: bulkInvoices.failedRows, sent: bulkInvoices.sentRows })
    .from(bulkInvoices)
    .where(eq(bulkInvoices.id, bulkInvoiceId));
  return counts!;
}

/** Ends a bulk invoice still processing; false when another run ended it first. */
export async function finishProcessing(q: Queryable, bulkInvoiceId: string, status: "done" | "failed", at: Date) {
  const finished = await q
    .update(bulkInvoices)
    .set({ status, finishedAt: at, leaseUntil: null })
    .where(and(eq(bulkInvoices.id, bulkInvoiceId), eq(bulkInvoices.status, "processing")))
    .returning({ id: bulkInvoices.id });
  return finished.length > 0;
}
