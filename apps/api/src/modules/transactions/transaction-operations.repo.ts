import type { Decoded, TransactionOperation } from "@portal/contracts";
import { and, asc, desc, eq, inArray, lt } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { transactionOperations } from "@/db/schema";

export type OperationRow = typeof transactionOperations.$inferSelect;

export function toOperation(row: OperationRow): Decoded<typeof TransactionOperation> {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    responseDescription: row.responseDescription,
    actorName: row.actorName,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

type NewOperation = typeof transactionOperations.$inferInsert;

/** What an operation keeps beyond what every operation has: its command's own columns (operation-commands.ts). */
export type OperationDetails = Omit<
  NewOperation,
  | "id"
  | "transactionId"
  | "accountId"
  | "kind"
  | "amount"
  | "currency"
  | "status"
  | "responseDescription"
  | "actorUserId"
  | "actorName"
  | "createdAt"
  | "completedAt"
>;

export async function insertOperation(q: Queryable, values: NewOperation): Promise<OperationRow> {
  const [row] = await q.insert(transactionOperations).values(values).returning();
  return row!;
}

export async function finishOperation(
  q: Queryable,
  id: string,
  set: Pick<OperationRow, "status" | "responseDescription" | "completedAt">,
): Promise<OperationRow> {
  const [row] = await q.update(transactionOperations).set(set).where(eq(transactionOperations.id, id)).returning();
  return row!;
}

/** A capture or reversal of the hold that is running or done: the hold can end only once. */
export async function holdEnding(q: Queryable, transactionId: string): Promise<OperationRow | undefined> {
  const [row] = await q
    .select()
    .from(transactionOperations)
    .where(
      and(
        eq(transactionOperations.transactionId, transactionId),
        inArray(transactionOperations.kind, ["capture", "reversal"]),
        inArray(transactionOperations.status, ["inProgress", "succeeded"]),
      ),
    )
    .limit(1);
  return row;
}

export async function operationById(q: Queryable, id: string): Promise<OperationRow> {
  const [row] = await q.select().from(transactionOperations).where(eq(transactionOperations.id, id));
  return row!;
}

/** The transaction's operation history, newest first. */
export async function operationsOf(q: Queryable, transactionId: string): Promise<OperationRow[]> {
  return q
    .select()
    .from(transactionOperations)
    .where(eq(transactionOperations.transactionId, transactionId))
    .orderBy(desc(transactionOperations.createdAt), desc(transactionOperations.id));
}

/** Whether the operation still waits for the acquirer's word; read under the invoice's lock, which every settling takes first. */
export async function stillInProgress(q: Queryable, id: string): Promise<boolean> {
  const [row] = await q
    .select({ id: transactionOperations.id })
    .from(transactionOperations)
    .where(and(eq(transactionOperations.id, id), eq(transactionOperations.status, "inProgress")));
  return row !== undefined;
}

/** Operations in progress since before `startedBefore`, oldest first (the partial index transaction_operations_in_progress). */
export async function staleOperations(q: Queryable, startedBefore: Date, limit: number): Promise<OperationRow[]> {
  return q
    .select()
    .from(transactionOperations)
    .where(and(eq(transactionOperations.status, "inProgress"), lt(transactionOperations.createdAt, startedBefore)))
    .orderBy(asc(transactionOperations.createdAt))
    .limit(limit);
}
