import type { Currency, PayoutKind, PayoutStatus } from "@portal/contracts";
import { and, count, desc, eq, gt, gte, ilike, inArray, lt, or, type SQL, sql, sum } from "drizzle-orm";
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

/** A payout and its application's name; in the scope when one is given (an event's subscriber reads it whatever the scope). */
export async function findPayout(q: Queryable, scope: Scope | null, id: string) {
  const [row] = await q
    .select({ payout: payouts, appName: applications.appName })
    .from(payouts)
    .innerJoin(applications, eq(applications.id, payouts.appId))
    .where(and(eq(payouts.id, id), scope ? inScope(scope, payouts.accountId, payouts.appId) : undefined));
  return row;
}

/** A payout whatever its scope (the caller checks it); `lock` takes the row's lock, under which its status changes. */
export async function payoutById(q: Queryable, id: string, lock = false): Promise<PayoutRow | undefined> {
  const query = q.select().from(payouts).where(eq(payouts.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function insertPayout(q: Queryable, values: typeof payouts.$inferInsert): Promise<PayoutRow> {
  const [row] = await q.insert(payouts).values(values).returning();
  return row!;
}

/** Writes a payout's review or the bank's answer; the row as it is now. */
export async function updatePayout(
  q: Queryable,
  id: string,
  changes: Partial<typeof payouts.$inferInsert>,
): Promise<PayoutRow> {
  const [row] = await q.update(payouts).set(changes).where(eq(payouts.id, id)).returning();
  return row!;
}

/** What payouts waiting for review hold back, per application and currency (amount and fee). */
export function payoutsInReview(q: Queryable, scope: Scope) {
  return q
    .select({
      appId: payouts.appId,
      currency: payouts.currency,
      amount: sum(sql`${payouts.amount} + ${payouts.fee}`).mapWith(BigInt),
    })
    .from(payouts)
    .where(and(inScope(scope, payouts.accountId, payouts.appId), eq(payouts.status, "review")))
    .groupBy(payouts.appId, payouts.currency);
}

/**
 * The account's payout rules as its row holds them; `lock` takes the row's lock, which
 * serialises the account's payouts. `NO KEY UPDATE`, not `UPDATE`: the rows that name the
 * account (a transfer into one of its wallets, a payout) take a key-share lock on it, and a
 * full update lock would wait for them while they wait for the wallet this payout holds next
 * (money-properties.test.ts found that deadlock).
 */
export async function payoutRulesOf(q: Queryable, accountId: string, lock = false) {
  const query = q
    .select({
      reviewThreshold: accounts.payoutReviewThreshold,
      reviewNewRecipients: accounts.reviewNewRecipients,
      dailyCap: accounts.payoutDailyCap,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const [row] = lock ? await query.for("no key update") : await query;
  return row!;
}

export async function setPayoutRules(
  q: Queryable,
  accountId: string,
  rules: { reviewThreshold?: bigint; reviewNewRecipients?: boolean },
) {
  await q
    .update(accounts)
    .set({ payoutReviewThreshold: rules.reviewThreshold, reviewNewRecipients: rules.reviewNewRecipients })
    .where(eq(accounts.id, accountId));
}

/** Payouts and top-ups whose money left or waits to leave: everything but the rejected and the failed, whose money came back. */
const leaving = inArray(payouts.status, ["review", "inProgress", "sent"]);

/** What the account sent (or holds for review) since `since`, per currency: the rolling sums of the threshold and the daily cap. */
export function sentSince(q: Queryable, accountId: string, since: Date) {
  return q
    .select({ currency: payouts.currency, sent: sum(payouts.amount).mapWith(BigInt) })
    .from(payouts)
    .where(and(eq(payouts.accountId, accountId), gt(payouts.createdAt, since), leaving))
    .groupBy(payouts.currency);
}

/** Whether the account ever paid this recipient: a payout to them sent, or on its way to the bank. */
export async function paidBefore(q: Queryable, accountId: string, recipientKey: string) {
  const [row] = await q
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        eq(payouts.accountId, accountId),
        eq(payouts.recipientKey, recipientKey),
        inArray(payouts.status, ["inProgress", "sent"]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** One currency's sum out of `sentSince`'s answer. */
export const sentIn = (sums: { currency: Currency; sent: bigint }[], currency: Currency) =>
  sums.find((s) => s.currency === currency)?.sent ?? 0n;

/** Payouts the bank has not answered yet, oldest first, for the settling job. */
export function payoutsInProgress(q: Queryable, limit: number) {
  return q
    .select({ id: payouts.id })
    .from(payouts)
    .where(eq(payouts.status, "inProgress"))
    .orderBy(payouts.createdAt)
    .limit(limit);
}
