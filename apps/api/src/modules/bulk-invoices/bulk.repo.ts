import { type BulkInvoice, type BulkRowOutcome, PAGE_SIZE } from "@portal/contracts";
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { applications, bulkInvoiceRows, bulkInvoices, invoices } from "@/db/schema";
import { inScope, type Scope } from "@/lib/scope";

export type BulkInvoiceRow = typeof bulkInvoices.$inferSelect;
export type BulkRowRow = typeof bulkInvoiceRows.$inferSelect;

export function toBulkInvoice(row: BulkInvoiceRow, appName: string): BulkInvoice {
  return {
    id: row.id,
    appId: row.appId,
    appName,
    fileName: row.fileName,
    status: row.status,
    totalRows: row.totalRows,
    validRows: row.validRows,
    invalidRows: row.totalRows - row.validRows,
    createdRows: row.createdRows,
    failedRows: row.failedRows,
    sentRows: row.sentRows,
    sendBySms: row.sendBySms,
    sendByEmail: row.sendByEmail,
    createdBy: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** A bulk invoice in the scope, with its application's name; another account's, or another application's, does not exist. */
export async function findBulkInvoice(q: Queryable, scope: Scope, id: string, lock = false) {
  const query = q
    .select({ bulk: bulkInvoices, appName: applications.appName })
    .from(bulkInvoices)
    .innerJoin(applications, eq(applications.id, bulkInvoices.appId))
    .where(and(inScope(scope, bulkInvoices.accountId, bulkInvoices.appId), eq(bulkInvoices.id, id)));
  const [row] = await (lock ? query.for("update", { of: bulkInvoices }) : query);
  return row;
}

export async function listBulkInvoices(q: Queryable, appId: string, page: number) {
  const where = eq(bulkInvoices.appId, appId);
  const [rows, [total]] = await Promise.all([
    q
      .select()
      .from(bulkInvoices)
      .where(where)
      .orderBy(desc(bulkInvoices.createdAt), desc(bulkInvoices.id))
      .limit(PAGE_SIZE)
      .offset(page * PAGE_SIZE),
    q.select({ n: count() }).from(bulkInvoices).where(where),
  ]);
  return { rows, total: total!.n };
}

export async function listRows(q: Queryable, bulkInvoiceId: string, page: number, outcome?: BulkRowOutcome) {
  const where = and(
    eq(bulkInvoiceRows.bulkInvoiceId, bulkInvoiceId),
    outcome ? eq(bulkInvoiceRows.outcome, outcome) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    q
      .select({ row: bulkInvoiceRows, invoiceCode: invoices.invoiceCode })
      .from(bulkInvoiceRows)
      .leftJoin(invoices, eq(invoices.id, bulkInvoiceRows.invoiceId))
      .where(where)
      .orderBy(asc(bulkInvoiceRows.rowNumber))
      .limit(PAGE_SIZE)
      .offset(page * PAGE_SIZE),
    q.select({ n: count() }).from(bulkInvoiceRows).where(where),
  ]);
  return { rows, total: total!.n };
}

/** Rows in file order from after a row number on, with the invoice made of each: the result file reads them a slice at a time. */
export function rowsAfter(q: Queryable, bulkInvoiceId: string, afterRow: number, limit: number) {
  return q
    .select({ row: bulkInvoiceRows, invoice: invoices })
    .from(bulkInvoiceRows)
    .leftJoin(invoices, eq(invoices.id, bulkInvoiceRows.invoiceId))
    .where(and(eq(bulkInvoiceRows.bulkInvoiceId, bulkInvoiceId), gt(bulkInvoiceRows.rowNumber, afterRow)))
    .orderBy(asc(bulkInvoiceRows.rowNumber))
    .limit(limit);
}

/**
 * Of these booking ids, those an invoice of the account already carries and still bills: a
 * canceled or expired invoice bills nothing, so its booking may be billed again.
 */
export async function bookingIdsTaken(
  q: Queryable,
  accountId: string,
  bookingIds: string[],
  exceptBulkInvoiceId?: string,
): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let i = 0; i < bookingIds.length; i += 1000) {
    const slice = bookingIds.slice(i, i + 1000);
    const rows = await q
      .select({ bookingId: invoices.bookingId })
      .from(invoices)
      .where(
        and(
          eq(invoices.accountId, accountId),
          inArray(invoices.bookingId, slice),
          notInArray(invoices.status, ["canceled", "expired"]),
          exceptBulkInvoiceId
            ? or(isNull(invoices.bulkInvoiceId), sql`${invoices.bulkInvoiceId} <> ${exceptBulkInvoiceId}`)
            : undefined,
        ),
      );
    for (const row of rows) taken.add(row.bookingId);
  }
  return taken;
}

/**
 * Takes the next bulk invoice waiting for processing that no live job holds (none ever did,
 * or its holder stopped renewing), and holds it until `leaseUntil`.
 */
export async function claimNext(q: Queryable, now: Date, leaseUntil: Date): Promise<BulkInvoiceRow | undefined> {
  const waiting = q
    .select({ id: bulkInvoices.id })
    .from(bulkInvoices)
    .where(
      and(eq(bulkInvoices.status, "processing"), or(isNull(bulkInvoices.leaseUntil), lt(bulkInvoices.leaseUntil, now))),
    )
    .orderBy(asc(bulkInvoices.startedAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [claimed] = await q
    .update(bulkInvoices)
    .set({ leaseUntil })
    .where(inArray(bulkInvoices.id, waiting))
    .returning();
  return claimed;
}

export async function insertBulkInvoice(
  q: Queryable,
  values: typeof bulkInvoices.$inferInsert,
): Promise<BulkInvoiceRow> {
  const [row] = await q.insert(bulkInvoices).values(values).returning();
  return row!;
}

export async function insertRows(q: Queryable, rows: (typeof bulkInvoiceRows.$inferInsert)[]) {
  await q.insert(bulkInvoiceRows).values(rows);
}

/** The file's row counts, once all its rows are kept. */
export async function setRowCounts(
  q: Queryable,
  id: string,
  totalRows: number,
  validRows: number,
): Promise<BulkInvoiceRow> {
  const [row] = await q.update(bulkInvoices).set({ totalRows, validRows }).where(eq(bulkInvoices.id, id)).returning();
  return row!;
}

/** Moves an uploaded bulk invoice to processing; undefined when it has left `uploaded` already, so it starts once. */
export async function markProcessing(
  q: Queryable,
  id: string,
  values: Pick<BulkInvoiceRow, "startedAt" | "sendBySms" | "sendByEmail" | "language" | "publicOrigin">,
): Promise<BulkInvoiceRow | undefined> {
  const [row] = await q
    .update(bulkInvoices)
    .set({ status: "processing", ...values })
    .where(and(eq(bulkInvoices.id, id), eq(bulkInvoices.status, "uploaded")))
    .returning();
  return row;
}
