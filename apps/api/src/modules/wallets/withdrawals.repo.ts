import { and, asc, eq, isNull } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { withdrawals } from "@/db/schema";
import { inScope, type Scope } from "@/lib/scope";

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export async function findWithdrawal(q: Queryable, scope: Scope, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await q
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), inScope(scope, withdrawals.accountId, withdrawals.appId)));
  return row;
}

/** A withdrawal whatever its scope, for settling it; `lock` takes the row's lock, under which the bank's answer is written once. */
export async function withdrawalById(q: Queryable, id: string, lock = false): Promise<WithdrawalRow | undefined> {
  const query = q.select().from(withdrawals).where(eq(withdrawals.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function insertWithdrawal(q: Queryable, values: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
  const [row] = await q.insert(withdrawals).values(values).returning();
  return row!;
}

/** Writes the bank's answer; the row as it is now. */
export async function updateWithdrawal(
  q: Queryable,
  id: string,
  changes: Partial<typeof withdrawals.$inferInsert>,
): Promise<WithdrawalRow> {
  const [row] = await q.update(withdrawals).set(changes).where(eq(withdrawals.id, id)).returning();
  return row!;
}

/** Withdrawals the bank has not answered yet, oldest first, for the settling job; `unsentOnly`: those the bank never took. */
export function withdrawalsInProgress(q: Queryable, limit: number, unsentOnly = false) {
  return q
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.status, "inProgress"), unsentOnly ? isNull(withdrawals.bankReference) : undefined))
    .orderBy(asc(withdrawals.createdAt))
    .limit(limit);
}
