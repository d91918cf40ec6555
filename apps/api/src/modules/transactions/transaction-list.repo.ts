import {
  addDays,
  cardDigitsOf,
  PAGE_SIZE,
  startOfDayIn,
  TRANSACTION_COUNT_CAP,
  type TransactionFilters,
  toMinorUnits,
} from "@portal/contracts";
import { and, asc, desc, eq, gte, ilike, lt, or, type SQL, sql, sum } from "drizzle-orm";
import type * as z from "zod/mini";
import type { Queryable } from "@/db/client";
import { beyond, decodeCursor, type KeysetPage, keysetPage } from "@/lib/keyset";
import { applications, invoices, transactions } from "@/db/schema";
import { inScope, type Scope } from "@/lib/scope";
import { invoiceFieldsOfTransaction } from "./transactions.repo";

export type ListFilters = z.output<typeof TransactionFilters>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * SPEC §3's transaction filters. Names and descriptions match anywhere, in any case (trigram
 * indexes); identifiers (booking id, invoice code, RRN, order id, card digits) match exactly.
 */
export function filterConditions(scope: Scope, f: ListFilters, timeZone: string): SQL[] {
  const where: SQL[] = [inScope(scope, transactions.accountId, transactions.appId)];
  if (f.status) where.push(eq(transactions.status, f.status));
  if (f.from) where.push(gte(transactions.createdAt, startOfDayIn(f.from, timeZone)));
  if (f.to) where.push(lt(transactions.createdAt, startOfDayIn(addDays(f.to, 1), timeZone)));
  const amount = f.amount ? toMinorUnits(f.amount) : null;
  if (amount !== null) where.push(eq(transactions.amount, amount));
  if (f.fullName)
    where.push(
      or(
        ilike(transactions.fullName, likePattern(f.fullName)),
        ilike(transactions.cardHolder, likePattern(f.fullName)),
      )!,
    );
  const card = f.cardNumber ? cardDigitsOf(f.cardNumber) : null;
  if (card) {
    where.push(sql`right(${transactions.maskedPan}, 4) = ${card.last4}`);
    if (card.first6) where.push(sql`left(${transactions.maskedPan}, 6) = ${card.first6}`);
  }
  if (f.bookingId) where.push(eq(invoices.bookingId, f.bookingId));
  if (f.invoiceCode) where.push(eq(invoices.invoiceCode, f.invoiceCode.toUpperCase()));
  if (f.rrn) where.push(eq(transactions.rrn, f.rrn));
  if (f.orderId) where.push(eq(transactions.orderId, f.orderId));
  if (f.name) where.push(ilike(applications.appName, likePattern(f.name)));
  if (f.description) where.push(ilike(invoices.description, likePattern(f.description)));
  return where;
}

const rowsQuery = (q: Queryable, where: SQL | undefined) =>
  q
    .select({ transaction: transactions, invoice: invoiceFieldsOfTransaction, appName: applications.appName })
    .from(transactions)
    .innerJoin(invoices, eq(invoices.id, transactions.invoiceId))
    .innerJoin(applications, eq(applications.id, transactions.appId))
    .where(where);

export type ListedTransaction = Awaited<ReturnType<typeof rowsQuery>>[number];

/** Whether the filters read the invoice or the application, so the count must join them. */
const needsInvoice = (f: ListFilters) => Boolean(f.bookingId || f.invoiceCode || f.description);

/** How many match, counted up to one past the cap (a million rows are never counted); joins only what the filters read. */
async function cappedCount(
  q: Queryable,
  f: ListFilters,
  where: SQL | undefined,
): Promise<{ total: number; capped: boolean }> {
  let query = q
    .select({ one: sql`1` })
    .from(transactions)
    .$dynamic();
  if (needsInvoice(f)) query = query.innerJoin(invoices, eq(invoices.id, transactions.invoiceId));
  if (f.name) query = query.innerJoin(applications, eq(applications.id, transactions.appId));
  const matching = query
    .where(where)
    .limit(TRANSACTION_COUNT_CAP + 1)
    .as("matching");
  const [row] = await q.select({ n: sql<number>`count(*)::int` }).from(matching);
  const n = row?.n ?? 0;
  return { total: Math.min(n, TRANSACTION_COUNT_CAP), capped: n > TRANSACTION_COUNT_CAP };
}

export type ListedPage = KeysetPage<ListedTransaction>;

/** One page, newest first: by keyset from a cursor (page 5,000 costs what page 1 does), or by `page` as an offset. */
export function listTransactions(q: Queryable, scope: Scope, f: ListFilters, timeZone: string): Promise<ListedPage> {
  const conditions = filterConditions(scope, f, timeZone);
  return keysetPage({
    cursor: decodeCursor(f.cursor),
    page: f.page,
    size: PAGE_SIZE,
    count: cappedCount(q, f, and(...conditions)),
    read: ({ order, limit, offset, beyond: from }) =>
      rowsQuery(q, and(...conditions, ...(from ? [beyond(transactions, from.op, from)] : [])))
        .orderBy(
          ...(order === "newest"
            ? [desc(transactions.createdAt), desc(transactions.id)]
            : [asc(transactions.createdAt), asc(transactions.id)]),
        )
        .limit(limit)
        .offset(offset),
  });
}

/** Received (captured), refunded and reversed sums per currency over everything the filters match: one pass over the rows. */
export async function transactionTotals(q: Queryable, scope: Scope, f: ListFilters, timeZone: string) {
  return q
    .select({
      currency: transactions.currency,
      received: sum(transactions.capturedAmount).mapWith(BigInt),
      reversed: sum(transactions.totalReversed).mapWith(BigInt),
      refunded: sum(transactions.totalRefunded).mapWith(BigInt),
    })
    .from(transactions)
    .innerJoin(invoices, eq(invoices.id, transactions.invoiceId))
    .innerJoin(applications, eq(applications.id, transactions.appId))
    .where(and(...filterConditions(scope, f, timeZone)))
    .groupBy(transactions.currency)
    .orderBy(transactions.currency);
}
