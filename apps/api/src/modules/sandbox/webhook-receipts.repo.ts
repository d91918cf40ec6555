import { desc, inArray } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { sandboxWebhookReceipts } from "@/db/schema";

export type ReceiptRow = typeof sandboxWebhookReceipts.$inferSelect;

export async function insertReceipt(q: Queryable, values: typeof sandboxWebhookReceipts.$inferInsert) {
  await q.insert(sandboxWebhookReceipts).values(values);
}

export function newestReceipts(q: Queryable, limit: number): Promise<ReceiptRow[]> {
  return q
    .select()
    .from(sandboxWebhookReceipts)
    .orderBy(desc(sandboxWebhookReceipts.receivedAt), desc(sandboxWebhookReceipts.id))
    .limit(limit);
}

/** Forgets all but the newest `keep` receipts. */
export async function pruneReceipts(q: Queryable, keep: number) {
  const older = q
    .select({ id: sandboxWebhookReceipts.id })
    .from(sandboxWebhookReceipts)
    .orderBy(desc(sandboxWebhookReceipts.receivedAt), desc(sandboxWebhookReceipts.id))
    .offset(keep);
  await q.delete(sandboxWebhookReceipts).where(inArray(sandboxWebhookReceipts.id, older));
}
