import type { TransactionStatus } from "@portal/contracts";
import type { Queryable } from "@/db/client";
import { type attemptEvents, type operationEvents, ownerOf } from "@/modules/events/domain-events";
import type { EventBus } from "@/modules/events/event-bus";
import type { InvoiceRow } from "@/modules/invoices/invoices.repo";
import type { OperationRow } from "./transaction-operations.repo";
import type { TransactionRow } from "./transactions.repo";

const attemptEventOf: Partial<Record<TransactionStatus, (typeof attemptEvents)[number]>> = {
  success: "payment.succeeded",
  preAuth: "payment.authorized",
  declined: "payment.declined",
  failed: "payment.failed",
};

/**
 * The events of a payment attempt that ended, in its transaction: how it ended, and
 * `invoice.paid` when it paid the invoice (`before` is the invoice as it was).
 */
export async function publishAttemptEnd(
  events: EventBus,
  q: Queryable,
  before: InvoiceRow,
  after: InvoiceRow,
  t: TransactionRow,
  at: Date,
) {
  const type = attemptEventOf[t.status];
  if (type) await events.publish(q, { ...ownerOf(t), type, invoiceId: t.invoiceId, transactionId: t.id }, at);
  await publishIfPaid(events, q, before, after, at);
}

/** `invoice.paid` when this change paid the invoice (a payment, or a captured hold). */
export async function publishIfPaid(events: EventBus, q: Queryable, before: InvoiceRow, after: InvoiceRow, at: Date) {
  if (before.status !== "paid" && after.status === "paid")
    await events.publish(q, { ...ownerOf(after), type: "invoice.paid", invoiceId: after.id }, at);
}

const operationEventOf = {
  refund: { succeeded: "refund.succeeded", failed: "refund.failed" },
  capture: { succeeded: "hold.captured", failed: "hold.capture_failed" },
  reversal: { succeeded: "hold.reversed", failed: "hold.reverse_failed" },
} as const satisfies Record<OperationRow["kind"], Record<"succeeded" | "failed", (typeof operationEvents)[number]>>;

/** The events of a capture, refund or reversal the acquirer answered, in the transaction that writes its answer. */
export async function publishOperationEnd(
  events: EventBus,
  q: Queryable,
  before: InvoiceRow,
  after: InvoiceRow,
  operation: OperationRow,
  at: Date,
) {
  if (operation.status === "inProgress") return;
  const type = operationEventOf[operation.kind][operation.status];
  const ids = { invoiceId: after.id, transactionId: operation.transactionId, operationId: operation.id };
  await events.publish(q, { ...ownerOf(after), type, ...ids }, at);
  await publishIfPaid(events, q, before, after, at);
}
