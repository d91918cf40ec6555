import { and, desc, eq, gte, lte, ne, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Queryable } from "@/db/client";
import { applications, dailyTotals, invoices, transactionOperations, transactions } from "@/db/schema";
import { inScope, type Scope } from "@/lib/scope";

const total = (column: AnyPgColumn) => sql<bigint>`coalesce(sum(${column}), 0)::bigint`.mapWith(BigInt);
const count = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::integer`.mapWith(Number);

/** The daily totals a call may see: its scope's, of one application when asked. */
const visible = (scope: Scope, appId: string | undefined) =>
  and(inScope(scope, dailyTotals.accountId, dailyTotals.appId), appId ? eq(dailyTotals.appId, appId) : undefined);

/** The period's sums per currency, from the daily totals (a year is at most 366 rows per application and currency). */
export async function periodSums(q: Queryable, scope: Scope, appId: string | undefined, from: string, to: string) {
  return q
    .select({
      currency: dailyTotals.currency,
      attempts: count(dailyTotals.attempts),
      approved: count(dailyTotals.approved),
      paid: count(dailyTotals.paid),
      received: total(dailyTotals.received),
      refunded: total(dailyTotals.refunded),
    })
    .from(dailyTotals)
    .where(and(visible(scope, appId), gte(dailyTotals.day, from), lte(dailyTotals.day, to)))
    .groupBy(dailyTotals.currency)
    .orderBy(dailyTotals.currency);
}

/** Held on cards now, per currency (holds lapse after 7 days, so only recent days hold any). */
export async function heldNow(q: Queryable, scope: Scope, appId: string | undefined, since: string) {
  return q
    .select({ currency: dailyTotals.currency, amount: total(dailyTotals.held) })
    .from(dailyTotals)
    .where(and(visible(scope, appId), gte(dailyTotals.day, since)))
    .groupBy(dailyTotals.currency)
    .having(sql`sum(${dailyTotals.held}) <> 0`)
    .orderBy(dailyTotals.currency);
}

/** Sums per month (YYYY-MM) and currency from `since` (the first day of a month). */
export async function monthSums(q: Queryable, scope: Scope, appId: string | undefined, since: string) {
  const month = sql<string>`to_char(${dailyTotals.day}, 'YYYY-MM')`;
  return q
    .select({
      month,
      currency: dailyTotals.currency,
      paid: count(dailyTotals.paid),
      received: total(dailyTotals.received),
      refunded: total(dailyTotals.refunded),
    })
    .from(dailyTotals)
    .where(and(visible(scope, appId), gte(dailyTotals.day, since)))
    .groupBy(month, dailyTotals.currency);
}

const transactionsVisible = (scope: Scope, appId: string | undefined) =>
  and(inScope(scope, transactions.accountId, transactions.appId), appId ? eq(transactions.appId, appId) : undefined);

const itemColumns = {
  transactionId: transactions.id,
  status: transactions.status,
  currency: transactions.currency,
  appId: transactions.appId,
  appName: applications.appName,
  customer: invoices.fullName,
  invoiceCode: invoices.invoiceCode,
};

/** The newest `limit` ended payment attempts in scope, approved or not (the service tells them apart). */
export async function latestPayments(q: Queryable, scope: Scope, appId: string | undefined, limit: number) {
  return q
    .select({ ...itemColumns, amount: transactions.amount, at: transactions.createdAt })
    .from(transactions)
    .innerJoin(invoices, eq(invoices.id, transactions.invoiceId))
    .innerJoin(applications, eq(applications.id, transactions.appId))
    .where(and(transactionsVisible(scope, appId), ne(transactions.status, "inProgress")))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit);
}

/** The newest `limit` operations done (captures, refunds, reversals) on transactions in scope. */
export async function latestOperations(q: Queryable, scope: Scope, appId: string | undefined, limit: number) {
  return q
    .select({
      ...itemColumns,
      kind: transactionOperations.kind,
      amount: transactionOperations.amount,
      at: transactionOperations.completedAt,
    })
    .from(transactionOperations)
    .innerJoin(transactions, eq(transactions.id, transactionOperations.transactionId))
    .innerJoin(invoices, eq(invoices.id, transactions.invoiceId))
    .innerJoin(applications, eq(applications.id, transactions.appId))
    .where(
      and(
        eq(transactionOperations.accountId, scope.accountId),
        eq(transactionOperations.status, "succeeded"),
        sql`${transactionOperations.completedAt} is not null`,
        transactionsVisible(scope, appId),
      ),
    )
    .orderBy(desc(transactionOperations.completedAt), desc(transactionOperations.id))
    .limit(limit);
}
