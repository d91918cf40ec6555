import type { PayoutKind, PayoutStatus } from "@portal/contracts";
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql, sum } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { accounts, applications, payouts } from "@/db/schema";
import { inScope, type Scope } from "@/lib/scope";

export type PayoutRow = typeof payouts.$inferSelect;

export interface PayoutFilters {
  appId?: string;
  kind?: PayoutKind;
  status?: PayoutStatus;
  /** Instants: the first moment of `from`'s day and of the day after `to`, in the region's time zone. */
  from?: Date;
  before?: Date;
  amount?: bigint;
  recipient?: string;
  page: number;
  size: number;
}

/** `%`, `_` and `\` typed into a search are letters, not patterns. */
const literally = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the scope's payouts and top-ups, newest first, with their applications' names. */
export async function listPayouts(q: Queryable, scope: Scope, f: PayoutFilters) {
  const where: SQL[] = [inScope(scope, payouts.accountId, payouts.appId)];
  if (f.appId) where.push(eq(payouts.appId, f.appId));
  if (f.kind) where.push(eq(payouts.kind, f.kind));
  if (f.status) where.push(eq(payouts.status, f.status));
  if (f.from) where.push(gte(payouts.createdAt, f.from));
  if (f.before) where.push(lt(payouts.createdAt, f.before));
  if (f.amount !== undefined) where.push(eq(payouts.amount, f.amount));
  if (f.recipient) {
    const pattern = `%${literally(f.recipient)}%`;
    where.push(or(ilike(payouts.recipientAccount, pattern), ilike(payouts.recipientName, pattern))!);
  }
  const rows = await q
    .select({ payout: payouts, appName: applications.appName })
    .from(payouts)
    .innerJoin(applications, eq(applications.id, payouts.appId))
    .where(and(...where))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(f.size)
    .offset(f.page * f.size);
  const [counted] = await q
    .select({ n: count() })
    .from(payouts)
    .where(and(...where));
  return { rows, total: counted?.n ?? 0 };
}

export async function findPayout(q: Queryable, scope: Scope, id: string) {
  const [row] = await q
    .select({ payout: payouts, appName: applications.appName })
    .from(payouts)
    .innerJoin(applications, eq(applications.id, payouts.appId))
    .where(and(eq(payouts.id, id), inScope(scope, payouts.accountId, payouts.appId)));
  return row;
}

/** What payouts waiting for review hold back, per application and currency (amount and fee). */
export function payoutsInReview(q: Queryable, scope: Scope) {
  return q
    .select({ appId: payouts.appId, currency: payouts.currency, amount: sum(sql`${payouts.amount} + ${payouts.fee}`).mapWith(BigInt) })
    .from(payouts)
    .where(and(inScope(scope, payouts.accountId, payouts.appId), eq(payouts.status, "review")))
    .groupBy(payouts.appId, payouts.currency);
}

export async function reviewThresholdOf(q: Queryable, accountId: string): Promise<bigint> {
  const [row] = await q.select({ threshold: accounts.payoutReviewThreshold }).from(accounts).where(eq(accounts.id, accountId));
  return row!.threshold;
}

export async function setReviewThreshold(q: Queryable, accountId: string, threshold: bigint) {
  await q.update(accounts).set({ payoutReviewThreshold: threshold }).where(eq(accounts.id, accountId));
}

/** Payouts the bank has not answered yet, oldest first, for the settling job. */
export function payoutsInProgress(q: Queryable, limit: number) {
  return q.select({ id: payouts.id }).from(payouts).where(eq(payouts.status, "inProgress")).orderBy(payouts.createdAt).limit(limit);
}
