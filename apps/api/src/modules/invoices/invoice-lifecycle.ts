import { calendarDateOf, addDays, isUnpaid } from "@portal/contracts";
import type { Db, Queryable } from "@/db/client";
import { failAbandonedAttempts } from "./attempt-lifecycle";
import { ownerOf } from "@/modules/events/domain-events";
import type { EventBus } from "@/modules/events/event-bus";
import {
  dueRecurringInvoices,
  expiryOf,
  hasAttemptInProgress,
  insertInvoice,
  type InvoiceRow,
  newInvoiceCode,
  overdueUnpaidInvoices,
  updateInvoice,
} from "./invoices.repo";
import { logEvent, SYSTEM } from "@/modules/invoice-history/invoice-history.repo";

const SWEEP_BATCH = 200;

/**
 * An unpaid invoice whose link expiration passed becomes expired (DESIGN §4). Caller holds
 * the row lock. An attempt still in progress (a 3-D Secure challenge) finishes first.
 */
export async function expireIfDue(q: Queryable, events: EventBus, row: InvoiceRow, now: Date): Promise<InvoiceRow> {
  if (!isUnpaid(row.status) || row.expiresAt > now) return row;
  await failAbandonedAttempts(q, events, row.id, now);
  if (await hasAttemptInProgress(q, row.id)) return row;
  const expired = await updateInvoice(q, row.id, { status: "expired" });
  await logEvent(q, { invoiceId: row.id, action: "expired", status: "expired", actor: SYSTEM, at: now });
  await events.publish(q, { ...ownerOf(row), type: "invoice.expired", invoiceId: row.id }, now);
  return expired;
}

/** The job's sweep: expires every overdue unpaid invoice; returns how many. */
export async function expireOverdueInvoices(db: Db, events: EventBus, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await overdueUnpaidInvoices(tx, now, SWEEP_BATCH);
      let expired = 0;
      for (const row of due) if ((await expireIfDue(tx, events, row, now)).status === "expired") expired += 1;
      return { seen: due.length, expired };
    });
    total += done.expired;
    // A full batch of attempts still in progress would come back unchanged: stop there too.
    if (done.seen < SWEEP_BATCH || done.expired === 0) return total;
  }
}

function nextDate(date: string, recurrence: InvoiceRow["recurrence"]): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (recurrence === "weekly") d.setUTCDate(d.getUTCDate() + 7);
  else if (recurrence === "monthly") d.setUTCMonth(d.getUTCMonth() + 1);
  else d.setUTCFullYear(d.getUTCFullYear() + 1);
  return calendarDateOf(d);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Issues the next invoice of every recurring invoice whose scheduled date has come: a copy
 * whose link lives as long as the original's did. Returns the new invoices, to be sent
 * once committed. A recurrence that missed several dates (the server was down) issues one
 * invoice and moves on to its next future date.
 */
export async function issueDueRecurringInvoices(
  db: Db,
  now: Date,
): Promise<{ invoice: InvoiceRow; parent: InvoiceRow }[]> {
  const today = calendarDateOf(now);
  return db.transaction(async (tx) => {
    const due = await dueRecurringInvoices(tx, today, SWEEP_BATCH);
    const issued: { invoice: InvoiceRow; parent: InvoiceRow }[] = [];
    for (const parent of due) {
      const lifetime = Math.max(1, daysBetween(calendarDateOf(parent.createdAt), parent.linkExpirationDate));
      const linkExpirationDate = addDays(today, lifetime);
      const { id: _id, invoiceCode: _code, createdAt: _at, ...copy } = parent;
      const child = await insertInvoice(
        tx,
        {
          ...copy,
          invoiceCode: newInvoiceCode(),
          linkExpirationDate,
          expiresAt: expiryOf(linkExpirationDate),
          recurrence: "none",
          scheduledPaymentDate: null,
          recurrenceStoppedAt: null,
          parentInvoiceId: parent.id,
          status: "created",
          source: "recurring",
          paidAmount: 0n,
          refundedAmount: 0n,
          completedByName: null,
          lastModifiedByName: null,
          lastModifiedAt: null,
          createdAt: now,
        },
        SYSTEM,
        { recurringFrom: parent.invoiceCode },
      );
      let next = nextDate(parent.scheduledPaymentDate!, parent.recurrence);
      while (next <= today) next = nextDate(next, parent.recurrence);
      await updateInvoice(tx, parent.id, { scheduledPaymentDate: next });
      await logEvent(tx, {
        invoiceId: parent.id,
        action: "recurringIssued",
        status: parent.status,
        actor: SYSTEM,
        at: now,
        details: { invoiceCode: child.invoiceCode, next },
      });
      issued.push({ invoice: child, parent: { ...parent, scheduledPaymentDate: next } });
    }
    return issued;
  });
}
