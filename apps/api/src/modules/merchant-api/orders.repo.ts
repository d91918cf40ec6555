import type { InvoiceStatus } from "@portal/contracts";
import { and, desc, eq, gte, inArray, lt, notInArray, type SQL } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { invoices, transactions } from "@/db/schema";
import { beyond } from "@/lib/keyset";
import type { InvoiceRow } from "@/modules/invoices/invoices.repo";
import type { TransactionRow } from "@/modules/transactions/transactions.repo";

/*
 * An order is an invoice of source `api` (docs/glossary.md): every query here is of one
 * application's orders, so another application's, or an invoice made otherwise, does not exist.
 */

const ofApplication = (appId: string) => and(eq(invoices.appId, appId), eq(invoices.source, "api"));

export async function findOrder(q: Queryable, appId: string, orderId: string): Promise<InvoiceRow | undefined> {
  const [row] = await q
    .select()
    .from(invoices)
    .where(and(ofApplication(appId), eq(invoices.id, orderId)));
  return row;
}

export interface OrderFilters {
  status?: InvoiceStatus;
  /** Instants: made at or after `from`, before `before`. */
  from?: Date;
  before?: Date;
  bookingId?: string;
  /** The newest first, after this order. */
  after?: { at: Date; id: string };
  limit: number;
}

/** Newest first by `(created_at, id)` from the partial index `invoices_api_orders`; one more than asked, to know whether more follow. */
export function listOrders(q: Queryable, appId: string, f: OrderFilters): Promise<InvoiceRow[]> {
  const where: SQL[] = [ofApplication(appId)!];
  if (f.status) where.push(eq(invoices.status, f.status));
  if (f.from) where.push(gte(invoices.createdAt, f.from));
  if (f.before) where.push(lt(invoices.createdAt, f.before));
  if (f.bookingId) where.push(eq(invoices.bookingId, f.bookingId));
  if (f.after) where.push(beyond(invoices, "<", f.after));
  return q
    .select()
    .from(invoices)
    .where(and(...where))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(f.limit + 1);
}

/** The attempts of several orders at once, newest first. */
export function attemptsOfOrders(q: Queryable, orderIds: string[]): Promise<TransactionRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return q
    .select()
    .from(transactions)
    .where(inArray(transactions.invoiceId, orderIds))
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
}

/**
 * The order's payment: the attempt that was approved (captured, held, refunded or a hold that
 * ended), the only one operations act on. An order has at most one.
 */
export async function paymentOfOrder(q: Queryable, orderId: string): Promise<TransactionRow | undefined> {
  const [row] = await q
    .select()
    .from(transactions)
    .where(
      and(eq(transactions.invoiceId, orderId), notInArray(transactions.status, ["inProgress", "declined", "failed"])),
    )
    .orderBy(desc(transactions.createdAt))
    .limit(1);
  return row;
}
