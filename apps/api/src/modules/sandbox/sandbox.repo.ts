import { desc, eq, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { esignSandboxRequests, outboxMessages, payouts, withdrawals } from "@/db/schema";

/** The newest kept messages, to one recipient or to all; an attachment by its name and size, not its bytes. */
export function newestOutboxMessages(q: Queryable, to: string | undefined, limit: number) {
  return q
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      to: outboxMessages.recipient,
      text: outboxMessages.text,
      createdAt: outboxMessages.createdAt,
      attachmentName: outboxMessages.attachmentName,
      attachmentSize: sql<number | null>`octet_length(${outboxMessages.attachment})`.mapWith(Number),
    })
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.recipient, to) : undefined)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(limit);
}

export async function findOutboxAttachment(q: Queryable, messageId: string) {
  const [row] = await q
    .select({
      name: outboxMessages.attachmentName,
      type: outboxMessages.attachmentType,
      content: outboxMessages.attachment,
    })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, messageId));
  return row;
}

export function newestWithdrawals(q: Queryable, limit: number) {
  return q.select().from(withdrawals).orderBy(desc(withdrawals.createdAt)).limit(limit);
}

export function newestPayouts(q: Queryable, limit: number) {
  return q.select().from(payouts).orderBy(desc(payouts.createdAt)).limit(limit);
}

export function newestESignRequests(q: Queryable, limit: number) {
  return q.select().from(esignSandboxRequests).orderBy(desc(esignSandboxRequests.updatedAt)).limit(limit);
}

/** The signer's answer to an e-signature request; undefined when there is no such request. */
export async function decideESignRequest(
  q: Queryable,
  transactionId: string,
  decision: "confirmed" | "refused",
  at: Date,
) {
  const [row] = await q
    .update(esignSandboxRequests)
    .set({ decision, updatedAt: at })
    .where(eq(esignSandboxRequests.transactionId, transactionId))
    .returning();
  return row;
}
