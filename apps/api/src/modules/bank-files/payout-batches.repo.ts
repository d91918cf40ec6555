import { count, desc, eq, getTableColumns } from "drizzle-orm";
import type { Queryable, Tx } from "@/db/client";
import { payoutBatches } from "@/db/schema";

export type PayoutBatchRow = typeof payoutBatches.$inferSelect;

export async function insertBatch(tx: Tx, row: typeof payoutBatches.$inferInsert) {
  const [batch] = await tx.insert(payoutBatches).values(row).returning();
  return batch!;
}

export async function updateBatch(tx: Tx, id: string, set: Partial<typeof payoutBatches.$inferInsert>) {
  const [batch] = await tx.update(payoutBatches).set(set).where(eq(payoutBatches.id, id)).returning();
  return batch!;
}

export async function batchById(q: Queryable, id: string, lock = false) {
  const query = q.select().from(payoutBatches).where(eq(payoutBatches.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The newest first, without the files. */
export async function batchesPage(q: Queryable, page: number, size: number) {
  const { file: _file, ...columns } = getTableColumns(payoutBatches);
  const [rows, [counted]] = await Promise.all([
    q
      .select(columns)
      .from(payoutBatches)
      .orderBy(desc(payoutBatches.preparedAt), desc(payoutBatches.id))
      .limit(size)
      .offset(page * size),
    q.select({ n: count() }).from(payoutBatches),
  ]);
  return { rows, total: counted!.n };
}
