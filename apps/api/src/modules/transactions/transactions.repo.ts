import { type Decoded, netAmountOf, type Transaction } from "@portal/contracts";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { applications, invoices, transactions } from "@/db/schema";
import { inScope, type Scope } from "@/lib/scope";
import { installmentOf } from "@/modules/invoices/invoices.repo";

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;

/** The invoice fields a transaction is shown and searched with. */
export const invoiceFieldsOfTransaction = {
  invoiceCode: invoices.invoiceCode,
  bookingId: invoices.bookingId,
  description: invoices.description,
  /** The merchant API's id of the order it pays (the invoice's), when the API made it: the export and receipt show it beside the order id. */
  apiOrderId: sql<string | null>`case when ${invoices.source} = 'api' then ${invoices.id} end`,
};
export type InvoiceFieldsOfTransaction = {
  invoiceCode: string;
  bookingId: string;
  description: string;
  apiOrderId: string | null;
};

export function toTransaction(
  row: TransactionRow,
  invoice: Omit<InvoiceFieldsOfTransaction, "apiOrderId">,
  appName: string,
): Decoded<typeof Transaction> {
  return {
    id: row.id,
    orderId: row.orderId,
    sessionId: row.sessionId,
    invoiceId: row.invoiceId,
    // Named one by one: a whole invoice row passed here would bring its own `id` and more.
    invoiceCode: invoice.invoiceCode,
    bookingId: invoice.bookingId,
    description: invoice.description,
    fullName: row.fullName,
    appName,
    amount: row.amount,
    currency: row.currency,
    paymentMethod: "card",
    status: row.status,
    responseCode: row.responseCode,
    responseDescription: row.responseDescription,
    orderLanguage: row.orderLanguage,
    createdAt: row.createdAt.toISOString(),
    completionDate: row.completionDate?.toISOString() ?? null,
    cardNumber: row.maskedPan,
    cardBrand: row.cardBrand,
    cardHolder: row.cardHolder,
    rrn: row.rrn,
    approvalCode: row.approvalCode,
    installment: installmentOf(row),
    capturedAmount: row.capturedAmount,
    totalReversed: row.totalReversed,
    totalRefunded: row.totalRefunded,
    netAmount: netAmountOf(row),
    refundableAmount: refundableOf(row),
    preAuthExpiresAt: row.preAuthExpiresAt?.toISOString() ?? null,
  };
}

/** What a refund may still take (DESIGN §4: refunds never exceed what was captured). */
export const refundableOf = (row: Pick<TransactionRow, "capturedAmount" | "totalRefunded" | "refundPending">) =>
  row.capturedAmount - row.totalRefunded - row.refundPending;

export async function insertTransaction(q: Queryable, values: NewTransaction): Promise<TransactionRow> {
  const [row] = await q.insert(transactions).values(values).returning();
  return row!;
}

/** One attempt by id, locked for update when asked (after its invoice: see `settle`). */
export async function transactionById(q: Queryable, id: string, lock = false): Promise<TransactionRow | undefined> {
  const query = q.select().from(transactions).where(eq(transactions.id, id));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

export async function updateTransaction(
  q: Queryable,
  id: string,
  set: Partial<TransactionRow>,
): Promise<TransactionRow> {
  const [row] = await q.update(transactions).set(set).where(eq(transactions.id, id)).returning();
  return row!;
}

/** The invoice's attempts, newest first (`limit` for the checkout, which reads only the latest). */
export async function transactionsOfInvoice(
  q: Queryable,
  invoiceId: string,
  limit?: number,
): Promise<TransactionRow[]> {
  const query = q
    .select()
    .from(transactions)
    .where(eq(transactions.invoiceId, invoiceId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
  return limit === undefined ? query : query.limit(limit);
}

/**
 * A transaction in the scope with its invoice's fields and application's name; another
 * account's, or another application's, does not exist.
 */
export async function findTransaction(q: Queryable, scope: Scope, id: string) {
  const [row] = await q
    .select({ transaction: transactions, invoice: invoiceFieldsOfTransaction, appName: applications.appName })
    .from(transactions)
    .innerJoin(invoices, eq(invoices.id, transactions.invoiceId))
    .innerJoin(applications, eq(applications.id, transactions.appId))
    .where(and(eq(transactions.id, id), inScope(scope, transactions.accountId, transactions.appId)));
  return row;
}

/** An invoice's attempt still open on a hosted acquirer's page, if any. */
export async function openHostedAttempt(q: Queryable, invoiceId: string): Promise<TransactionRow | undefined> {
  const [row] = await q
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.invoiceId, invoiceId),
        eq(transactions.status, "inProgress"),
        eq(transactions.cardEntry, "hosted"),
      ),
    );
  return row;
}

/** Attempts still open on hosted acquirers' pages, those whose deadline comes first first. */
export function openHostedAttempts(q: Queryable, limit: number): Promise<TransactionRow[]> {
  return q
    .select()
    .from(transactions)
    .where(and(eq(transactions.status, "inProgress"), eq(transactions.cardEntry, "hosted")))
    .orderBy(asc(transactions.attemptExpiresAt))
    .limit(limit);
}
