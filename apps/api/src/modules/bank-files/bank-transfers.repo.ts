import type { BankTransferState, Currency } from "@portal/contracts";
import { and, asc, count, eq, inArray, lte, min, sum } from "drizzle-orm";
import type { Queryable, Tx } from "@/db/client";
import { applications, bankTransfers } from "@/db/schema";

export type BankTransferRow = typeof bankTransfers.$inferSelect;

/** A withdrawal handed to the file bank: queued once, however often the job hands it over again. */
export async function queueTransfer(q: Queryable, row: typeof bankTransfers.$inferInsert) {
  await q.insert(bankTransfers).values(row).onConflictDoNothing({ target: bankTransfers.id });
}

/** What waits for a batch, per currency. */
export function queuedTotals(q: Queryable) {
  return q
    .select({
      currency: bankTransfers.currency,
      count: count(),
      total: sum(bankTransfers.amount).mapWith((v) => BigInt(v ?? 0)),
      oldest: min(bankTransfers.queuedAt),
    })
    .from(bankTransfers)
    .where(eq(bankTransfers.state, "queued"))
    .groupBy(bankTransfers.currency)
    .orderBy(asc(bankTransfers.currency));
}

/**
 * Moves every transfer of `currency` queued up to `cutoff` into the batch, in one UPDATE:
 * under READ COMMITTED a row another transaction claimed first fails the `state = 'queued'`
 * re-check once its lock is released, so no transfer ever lands in two batches.
 */
export async function claimQueued(tx: Tx, batchId: string, currency: Currency, cutoff: Date) {
  const claimed = await tx
    .update(bankTransfers)
    .set({ state: "batched", batchId })
    .where(
      and(eq(bankTransfers.state, "queued"), eq(bankTransfers.currency, currency), lte(bankTransfers.queuedAt, cutoff)),
    )
    .returning({ amount: bankTransfers.amount });
  return { count: claimed.length, total: claimed.reduce((s, r) => s + r.amount, 0n) };
}

/** A discarded batch's transfers wait for the next one. */
export async function releaseBatch(tx: Tx, batchId: string) {
  await tx
    .update(bankTransfers)
    .set({ state: "queued", batchId: null })
    .where(and(eq(bankTransfers.batchId, batchId), eq(bankTransfers.state, "batched")));
}

/** Every transfer of a batch, in the file's order. */
export function transfersOfBatch(q: Queryable, batchId: string) {
  return q
    .select()
    .from(bankTransfers)
    .where(eq(bankTransfers.batchId, batchId))
    .orderBy(asc(bankTransfers.queuedAt), asc(bankTransfers.id));
}

/** One page of a batch's transfers with the merchant's application name. */
export async function transfersPage(q: Queryable, batchId: string, page: number, size: number) {
  const where = eq(bankTransfers.batchId, batchId);
  const [rows, [counted]] = await Promise.all([
    q
      .select({ transfer: bankTransfers, appName: applications.appName })
      .from(bankTransfers)
      .innerJoin(applications, eq(applications.id, bankTransfers.appId))
      .where(where)
      .orderBy(asc(bankTransfers.queuedAt), asc(bankTransfers.id))
      .limit(size)
      .offset(page * size),
    q.select({ n: count() }).from(bankTransfers).where(where),
  ]);
  return { rows, total: counted!.n };
}

/** How many of each batch's transfers stand in each state. */
export async function stateCounts(q: Queryable, batchIds: string[]) {
  if (batchIds.length === 0) return new Map<string, Partial<Record<BankTransferState, number>>>();
  const rows = await q
    .select({ batchId: bankTransfers.batchId, state: bankTransfers.state, n: count() })
    .from(bankTransfers)
    .where(inArray(bankTransfers.batchId, batchIds))
    .groupBy(bankTransfers.batchId, bankTransfers.state);
  const counts = new Map<string, Partial<Record<BankTransferState, number>>>();
  for (const r of rows) counts.set(r.batchId!, { ...counts.get(r.batchId!), [r.state]: r.n });
  return counts;
}

/** A transfer locked for a statement's line. */
export async function lockTransfer(tx: Tx, id: string) {
  const [row] = await tx.select().from(bankTransfers).where(eq(bankTransfers.id, id)).for("update");
  return row;
}

export async function concludeTransfer(
  tx: Tx,
  id: string,
  set: { state: "sent" | "returned"; settledAt: Date; returnCode?: string | null; returnReason?: string | null },
) {
  await tx.update(bankTransfers).set(set).where(eq(bankTransfers.id, id));
}
