import type { RefundReason, TransactionExportQuery } from "@portal/contracts";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type * as z from "zod/mini";
import type { Queryable } from "@/db/client";
import { applications, invoices, transactionOperations, transactions } from "@/db/schema";
import type { Scope } from "@/lib/scope";
import { filterConditions } from "./transaction-list.repo";
import { invoiceFieldsOfTransaction } from "./transactions.repo";

/** The list's filters as the export takes them: everything but the paging and the delivery. */
export type ExportFilters = Omit<z.output<typeof TransactionExportQuery>, "offset" | "isEmail">;

/** Rows read a query at a time: enough to keep the database busy, few enough to hold in memory. */
export const EXPORT_BATCH_SIZE = 1_000;

const exportedFields = {
  id: transactions.id,
  /**
   * The key the next batch starts after, as the database's own text: `created_at` may carry
   * microseconds (rows written by SQL), which a JavaScript Date would round away, and the
   * keyset would then skip or repeat rows.
   */
  key: sql<string>`${transactions.createdAt}::text`,
  createdAt: transactions.createdAt,
  orderId: transactions.orderId,
  apiOrderId: invoiceFieldsOfTransaction.apiOrderId,
  appName: applications.appName,
  fullName: transactions.fullName,
  maskedPan: transactions.maskedPan,
  cardBrand: transactions.cardBrand,
  amount: transactions.amount,
  currency: transactions.currency,
  status: transactions.status,
  capturedAmount: transactions.capturedAmount,
  totalRefunded: transactions.totalRefunded,
  totalReversed: transactions.totalReversed,
  rrn: transactions.rrn,
  approvalCode: transactions.approvalCode,
  invoiceCode: invoices.invoiceCode,
  bookingId: invoices.bookingId,
  description: invoices.description,
  /** The reasons given for its refunds that went through, each once, comma-separated (null: none given). */
  refundReasons: sql<string | null>`(
    select string_agg(distinct ${transactionOperations.reason}, ',' order by ${transactionOperations.reason})
    from ${transactionOperations}
    where ${transactionOperations.transactionId} = ${transactions.id}
      and ${transactionOperations.kind} = 'refund' and ${transactionOperations.status} = 'succeeded'
  )`,
};

/** The reasons `refundReasons` holds. */
export const refundReasonsOf = (t: { refundReasons: string | null }) =>
  (t.refundReasons?.split(",") ?? []) as RefundReason[];

const batchQuery = (q: Queryable, where: SQL | undefined, size: number) =>
  q
    .select(exportedFields)
    .from(transactions)
    .innerJoin(invoices, eq(invoices.id, transactions.invoiceId))
    .innerJoin(applications, eq(applications.id, transactions.appId))
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(size);

export type ExportedTransaction = Awaited<ReturnType<typeof batchQuery>>[number];

/**
 * Every transaction in the scope the filters match (the list's own conditions), newest
 * first, in batches read by keyset: each query starts after the last row of the one before,
 * so the millionth row costs what the first does and no query holds a connection for long
 * (PGlite has only one). Not one snapshot: a row written while the export runs may be in it
 * or not, as it would be on the list's next page.
 */
export async function* exportedTransactions(
  q: Queryable,
  scope: Scope,
  filters: ExportFilters,
  timeZone: string,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<ExportedTransaction[]> {
  const conditions = filterConditions(scope, filters, timeZone);
  let after: { key: string; id: string } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? sql`(${transactions.createdAt}, ${transactions.id}) < (${after.key}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const rows = await batchQuery(q, and(...conditions, keyset), batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const last = rows.at(-1)!;
    after = { key: last.key, id: last.id };
  }
}
