import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { domainEvents } from "@/db/schema";
import type { DomainEvent, StoredEvent } from "./domain-events";

type EventRow = typeof domainEvents.$inferSelect;

const toStored = (row: EventRow): StoredEvent & { seq: number } =>
  ({
    ...row.payload,
    type: row.type,
    accountId: row.accountId,
    appId: row.appId,
    id: row.id,
    occurredAt: row.occurredAt,
    seq: row.seq,
  }) as StoredEvent & { seq: number };

/** Writes an event; `dispatched` when no after-commit subscriber waits for it. */
export async function insertEvent(q: Queryable, event: DomainEvent, at: Date, dispatched: boolean) {
  const { type, accountId, appId, ...payload } = event;
  const [row] = await q
    .insert(domainEvents)
    .values({ type, accountId, appId, payload, occurredAt: at, dispatchedAt: dispatched ? at : null })
    .returning();
  return toStored(row!);
}

/**
 * The next event still to dispatch (the one named, or the oldest after `afterSeq`), locked; one
 * another server holds is skipped, as it is being dispatched there.
 */
export async function claimEvent(q: Queryable, which: { id: string } | { afterSeq: number }) {
  const [row] = await q
    .select()
    .from(domainEvents)
    .where(
      and(
        isNull(domainEvents.dispatchedAt),
        "id" in which ? eq(domainEvents.id, which.id) : gt(domainEvents.seq, which.afterSeq),
      ),
    )
    .orderBy(asc(domainEvents.seq))
    .limit(1)
    .for("update", { skipLocked: true });
  return row ? toStored(row) : undefined;
}

export async function markDispatched(q: Queryable, seq: number, at: Date) {
  await q.update(domainEvents).set({ dispatchedAt: at }).where(eq(domainEvents.seq, seq));
}
