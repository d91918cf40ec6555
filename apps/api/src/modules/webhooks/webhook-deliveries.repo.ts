import type { webhookDeliveryStatuses } from "@portal/contracts";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, ne } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { webhookDeliveries, webhookEndpoints, webhookEvents } from "@/db/schema";
import { inScope, type Scope } from "@/lib/scope";

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** What a log line of a delivery shows of its event. */
export const eventOfDelivery = { id: webhookEvents.id, type: webhookEvents.type, createdAt: webhookEvents.createdAt };
export type EventOfDelivery = { id: string; type: (typeof webhookEvents.$inferSelect)["type"]; createdAt: Date };

/** A delivery due now, with what it sends and where: the event's payload and the endpoint's address and sealed secrets. */
export interface DueDelivery {
  delivery: DeliveryRow;
  event: EventOfDelivery & { payload: string };
  endpoint: EndpointRow;
}

/**
 * Locks deliveries due at `at` (pending, `next_attempt_at` passed, their endpoint active),
 * oldest first, skipping rows another server has locked; or only `deliveryId`. The caller
 * leases them (`leaseDeliveries`) in the same transaction.
 */
export function dueDeliveries(q: Queryable, at: Date, limit: number, deliveryId?: string): Promise<DueDelivery[]> {
  return q
    .select({
      delivery: webhookDeliveries,
      event: { ...eventOfDelivery, payload: webhookEvents.payload },
      endpoint: webhookEndpoints,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, "pending"),
        lte(webhookDeliveries.nextAttemptAt, at),
        eq(webhookEndpoints.status, "active"),
        deliveryId ? eq(webhookDeliveries.id, deliveryId) : undefined,
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit)
    .for("update", { of: webhookDeliveries, skipLocked: true });
}

/** Holds deliveries being tried until `until`, so no other server takes them meanwhile. */
export async function leaseDeliveries(q: Queryable, ids: string[], until: Date) {
  await q.update(webhookDeliveries).set({ nextAttemptAt: until }).where(inArray(webhookDeliveries.id, ids));
}

export type TryRecord = Pick<
  DeliveryRow,
  "status" | "attempts" | "lastAttemptAt" | "nextAttemptAt" | "responseStatus" | "durationMs" | "error" | "responseBody"
>;

export async function recordTry(q: Queryable, id: string, set: TryRecord) {
  await q.update(webhookDeliveries).set(set).where(eq(webhookDeliveries.id, id));
}

/** Locks the endpoint's row for the write-back of a try (not its key: new deliveries may still reference it); whether it is active. */
export async function lockEndpointIfActive(q: Queryable, endpointId: string): Promise<boolean> {
  const [row] = await q
    .select({ status: webhookEndpoints.status })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId))
    .for("no key update");
  return row?.status === "active";
}

/** A 2xx: the endpoint is not failing (any more). */
export async function endpointAnswered(q: Queryable, endpointId: string) {
  await q
    .update(webhookEndpoints)
    .set({ failingSince: null })
    .where(and(eq(webhookEndpoints.id, endpointId), isNotNull(webhookEndpoints.failingSince)));
}

/** A try begun at `since` failed: the endpoint is failing from then, unless it was already. */
export async function endpointFailed(q: Queryable, endpointId: string, since: Date) {
  await q
    .update(webhookEndpoints)
    .set({ failingSince: since })
    .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.failingSince)));
}

/** Disables the endpoint if it is still active and has been failing since `before` or earlier; the endpoint when this call did. */
export async function disableIfFailingSince(
  q: Queryable,
  endpointId: string,
  before: Date,
  at: Date,
): Promise<EndpointRow | undefined> {
  const [row] = await q
    .update(webhookEndpoints)
    .set({ status: "disabled", disabledReason: "failing", updatedAt: at })
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        eq(webhookEndpoints.status, "active"),
        lte(webhookEndpoints.failingSince, before),
      ),
    )
    .returning();
  return row;
}

/** A disabled endpoint is sent nothing more: what waited for it fails, saying why. */
export async function failPendingDeliveries(q: Queryable, endpointId: string, error: string) {
  await q
    .update(webhookDeliveries)
    .set({ status: "failed", nextAttemptAt: null, error })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, "pending")));
}

/** An endpoint's deliveries, newest first, a page at a time, with how many there are. */
export async function listDeliveries(
  q: Queryable,
  endpointId: string,
  status: DeliveryStatus | undefined,
  page: number,
  size: number,
) {
  const where = and(
    eq(webhookDeliveries.endpointId, endpointId),
    status ? eq(webhookDeliveries.status, status) : undefined,
  );
  const rows = await q
    .select({ delivery: webhookDeliveries, event: eventOfDelivery })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(size)
    .offset(page * size);
  const [total] = await q.select({ n: count() }).from(webhookDeliveries).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One delivery in the scope, with its event's payload and its endpoint's status; another account's does not exist. */
export async function findDelivery(q: Queryable, scope: Scope, deliveryId: string) {
  const [row] = await q
    .select({
      delivery: webhookDeliveries,
      event: { ...eventOfDelivery, payload: webhookEvents.payload },
      endpointStatus: webhookEndpoints.status,
      accountId: webhookEndpoints.accountId,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(eq(webhookDeliveries.id, deliveryId), inScope(scope, webhookEndpoints.accountId, webhookEndpoints.appId)),
    );
  return row;
}

/** Makes a finished delivery due now, once more (`manual`); one still pending is left to its own tries. Whether it did. */
export async function queueAgain(q: Queryable, deliveryId: string, at: Date): Promise<boolean> {
  const rows = await q
    .update(webhookDeliveries)
    .set({ status: "pending", nextAttemptAt: at, manual: true })
    .where(and(eq(webhookDeliveries.id, deliveryId), ne(webhookDeliveries.status, "pending")))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/** The delivery of one event to one endpoint. */
export async function deliveryOf(q: Queryable, eventId: string, endpointId: string) {
  const [row] = await q
    .select({ delivery: webhookDeliveries, event: eventOfDelivery })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.eventId, eventId), eq(webhookDeliveries.endpointId, endpointId)));
  return row;
}
