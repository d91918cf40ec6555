import { addDays, cardDigitsOf, PAGE_SIZE, startOfDayIn, TRANSACTION_COUNT_CAP, type TransactionFilters, toMinorUnits } from "@portal/contracts";
import { and, asc, desc, eq, gte, ilike, lt, or, type SQL, sql, sum } from "drizzle-orm";
import type * as z from "zod/mini";
import type { Queryable } from "@/db/client";
import { applications, invoices, transactions } from "@/db/schema";
import { invoiceFieldsOfTransaction } from "./transactions.repo";

export type ListFilters = z.output<typeof TransactionFilters>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * SPEC §3's transaction filters. Names and descriptions match anywhere, in any case (trigram
 * indexes); identifiers (booking id, invoice code, RRN, order id, card digits) match exactly.
 */
export function filterConditions(accountId: string, f: ListFilters, timeZone: string): SQL[] {
  const where: SQL[] = [eq(transactions.accountId, accountId)];
  if (f.status) where.push(eq(transactions.status, f.status));
  if (f.from) where.push(gte(transactions.createdAt, startOfDayIn(f.from, timeZone)));
  if (f.to) where.push(lt(transactions.createdAt, startOfDayIn(addDays(f.to, 1), timeZone)));
  const amount = f.amount ? toMinorUnits(f.amount) : null;
  if (amount !== null) where.push(eq(transactions.amount, amount));
  if (f.fullName) where.push(or(ilike(transactions.fullName, likePattern(f.fullName)), ilike(transactions.cardHolder, likePattern(f.fullName)))!);
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

/** Where a page starts: after or before a row already shown (newest first), or the end of the list. */
type Cursor = { kind: "after" | "before"; at: Date; id: string } | { kind: "last" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(kind: "after" | "before", row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${kind === "after" ? "a" : "b"}.${row.createdAt.getTime()}.${row.id}`).toString("base64url");
}

/** A cursor this server did not make reads as none: the list starts from `page`. */
export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  if (value === "last") return { kind: "last" };
  const [kind, ms, id] = Buffer.from(value, "base64url").toString().split(".");
  const at = new Date(Number(ms));
  if ((kind !== "a" && kind !== "b") || !id || !UUID.test(id) || Number.isNaN(at.getTime())) return null;
  return { kind: kind === "a" ? "after" : "before", at, id };
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
async function cappedCount(q: Queryable, f: ListFilters, where: SQL | undefined): Promise<number> {
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
  return row?.n ?? 0;
}

const newestFirst = [desc(transactions.createdAt), desc(transactions.id)];
const oldestFirst = [asc(transactions.createdAt), asc(transactions.id)];
const keyset = (op: "<" | ">", c: { at: Date; id: string }) =>
  sql`(${transactions.createdAt}, ${transactions.id}) ${sql.raw(op)} (${c.at.toISOString()}::timestamptz, ${c.id}::uuid)`;

export interface ListedPage {
  rows: ListedTransaction[];
  /** Zero-based; null on the last page of a list too long to count. */
  page: number | null;
  total: number;
  capped: boolean;
  hasNext: boolean;
  hasPrevious: boolean;
}

/**
 * One page, newest first. A cursor moves by keyset from the row it names, so page 5,000
 * costs what page 1 does; without one, `page` is an offset (a bookmarked or typed page).
 */
export async function listTransactions(q: Queryable, accountId: string, f: ListFilters, timeZone: string): Promise<ListedPage> {
  const conditions = filterConditions(accountId, f, timeZone);
  const cursor = decodeCursor(f.cursor);
  const countAll = cappedCount(q, f, and(...conditions));
  if (cursor?.kind === "last") {
    const total = await countAll;
    const capped = total > TRANSACTION_COUNT_CAP;
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    // The last page of a counted list holds what is left over, so its rows are the ones paging would reach.
    const size = capped ? PAGE_SIZE : total - (pages - 1) * PAGE_SIZE || PAGE_SIZE;
    const rows = await rowsQuery(q, and(...conditions))
      .orderBy(...oldestFirst)
      .limit(size + 1);
    return {
      rows: rows.slice(0, size).reverse(),
      page: capped ? null : pages - 1,
      total: Math.min(total, TRANSACTION_COUNT_CAP),
      capped,
      hasNext: false,
      hasPrevious: rows.length > size,
    };
  }
  if (cursor) {
    const forward = cursor.kind === "after";
    const [rows, total] = await Promise.all([
      rowsQuery(q, and(...conditions, keyset(forward ? "<" : ">", cursor)))
        .orderBy(...(forward ? newestFirst : oldestFirst))
        .limit(PAGE_SIZE + 1),
      countAll,
    ]);
    const more = rows.length > PAGE_SIZE;
    const page = rows.slice(0, PAGE_SIZE);
    return {
      rows: forward ? page : page.reverse(),
      page: f.page,
      total: Math.min(total, TRANSACTION_COUNT_CAP),
      capped: total > TRANSACTION_COUNT_CAP,
      hasNext: forward ? more : true,
      hasPrevious: forward ? true : more,
    };
  }
  const [rows, total] = await Promise.all([
    rowsQuery(q, and(...conditions))
      .orderBy(...newestFirst)
      .limit(PAGE_SIZE + 1)
      .offset(f.page * PAGE_SIZE),
    countAll,
  ]);
  return {
    rows: rows.slice(0, PAGE_SIZE),
    page: f.page,
    total: Math.min(total, TRANSACTION_COUNT_CAP),
    capped: total > TRANSACTION_COUNT_CAP,
    hasNext: rows.length > PAGE_SIZE,
    hasPrevious: f.page > 0,
  };
}

/** Reversed and refunded sums per currency over everything the filters match. */
export async function transactionTotals(q: Queryable, accountId: string, f: ListFilters, timeZone: string) {
  return q
    .select({
      currency: transactions.currency,
      reversed: sum(transactions.totalReversed).mapWith(BigInt),
      refunded: sum(transactions.totalRefunded).mapWith(BigInt),
    })
    .from(transactions)
    .innerJoin(invoices, eq(invoices.id, transactions.invoiceId))
    .innerJoin(applications, eq(applications.id, transactions.appId))
    .where(and(...filterConditions(accountId, f, timeZone)))
    .groupBy(transactions.currency)
    .orderBy(transactions.currency);
}
