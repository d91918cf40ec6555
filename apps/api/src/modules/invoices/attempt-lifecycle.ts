import type { Queryable } from "@/db/client";
import { logEvent, SYSTEM } from "@/modules/invoice-history/invoice-history.repo";
import { type AttemptsToFail, failAttemptsInProgress, moveInvoiceStatus } from "./invoices.repo";
import { ownerOf } from "@/modules/events/domain-events";
import type { EventBus } from "@/modules/events/event-bus";

/**
 * Attempts left in progress past their deadline fail, so the link takes a new attempt (an order's
 * `order.failed`). Only attempts whose card was typed on our checkout: one on
 * a hosted acquirer's page may still be paid there, and only the acquirer can say
 * (`reconcileHostedPayments` reads it first).
 */
export async function failAbandonedAttempts(q: Queryable, events: EventBus, invoiceId: string | null, now: Date) {
  return failAttempts(q, events, { directOverdueAt: now, invoiceId }, now, {
    responseCode: "challengeExpired",
    responseDescription: "The attempt was not finished in time",
  });
}

/** One attempt, if still in progress, fails with the reason given, its invoice with it. */
export const failAttempt = (
  q: Queryable,
  events: EventBus,
  id: string,
  now: Date,
  reason: Parameters<typeof failAttempts>[4],
) => failAttempts(q, events, { id }, now, reason);

/** Attempts still in progress among those `which` names fail with the reason given, their invoices with them. */
export async function failAttempts(
  q: Queryable,
  events: EventBus,
  which: AttemptsToFail,
  now: Date,
  reason: { responseCode: "challengeExpired"; responseDescription: string },
) {
  const abandoned = await failAttemptsInProgress(q, which, now, reason);
  for (const { invoiceId: id, ...t } of abandoned) {
    const row = await moveInvoiceStatus(q, id, ["created", "declined", "failed"], "failed");
    if (row) {
      await logEvent(q, {
        invoiceId: id,
        action: "paymentFailed",
        status: "failed",
        actor: SYSTEM,
        at: now,
        details: { responseCode: "challengeExpired" },
      });
      await events.publish(q, { ...ownerOf(t), type: "payment.failed", invoiceId: id, transactionId: t.id }, now);
    }
  }
  return abandoned.length;
}
