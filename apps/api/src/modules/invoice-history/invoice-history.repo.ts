import { desc, eq } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { type EventDetails, invoiceEvents, type invoices } from "@/db/schema";

/**
 * An invoice's history: what happened to it, who did it, and the status it left. Every
 * module that changes an invoice or its payments writes here, so it sits below them all.
 */
export type HistoryAction = (typeof invoiceEvents.$inferInsert)["action"];

export interface Actor {
  type: "user" | "customer" | "system";
  name: string | null;
}

/** The jobs' changes: nobody's but the product's. */
export const SYSTEM: Actor = { type: "system", name: null };

export async function logEvent(
  q: Queryable,
  event: {
    invoiceId: string;
    action: HistoryAction;
    status: (typeof invoices.$inferSelect)["status"];
    actor: Actor;
    at: Date;
    details?: EventDetails;
  },
) {
  await q.insert(invoiceEvents).values({
    invoiceId: event.invoiceId,
    action: event.action,
    status: event.status,
    actorType: event.actor.type,
    actorName: event.actor.name,
    details: event.details ?? {},
    createdAt: event.at,
  });
}

export async function invoiceHistory(q: Queryable, invoiceId: string) {
  return q.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, invoiceId)).orderBy(desc(invoiceEvents.seq));
}
