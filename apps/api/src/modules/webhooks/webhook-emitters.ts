import type { TransactionStatus, WebhookEventType } from "@portal/contracts";
import type { Queryable } from "@/db/client";
import type { payouts, withdrawals } from "@/db/schema";
import { toApiInvoice, toApiOperation, toApiOrder, toApiPayout } from "@/modules/api-views/api-views";
import { attemptEvents, operationEvents, withdrawalEvents } from "@/modules/events/domain-events";
import type { EventBus } from "@/modules/events/event-bus";
import { invoiceById, type InvoiceRow } from "@/modules/invoices/invoices.repo";
import { operationById, type OperationRow } from "@/modules/transactions/transaction-operations.repo";
import { transactionsOfInvoice } from "@/modules/transactions/transactions.repo";
import { payoutById } from "@/modules/wallets/payouts.repo";
import { withdrawalById } from "@/modules/wallets/withdrawals.repo";
import { recordWebhookEvent } from "./webhook-events";
import { afterCommit } from "@/db/after-commit";

/*
 * Which domain event is which webhook event (docs/merchant-api.md "Webhooks", docs/events.md).
 * The webhooks subscribe in the transaction that makes the change, so the change and its
 * webhook event commit together, with the data as it stands then; `kick` sends them once it
 * has committed. An order is an invoice of
 * source `api`; every other invoice (the portal's, bulk, QR, pay buttons, recurring) has the
 * `invoice.*` events. `origin` is where the payment links in the data point (PUBLIC_URL).
 */

const isOrder = (invoice: InvoiceRow) => invoice.source === "api";

/** The event about an order, with its attempts as they stand in this transaction, or about an invoice. */
async function aboutInvoice(
  q: Queryable,
  invoice: InvoiceRow,
  type: WebhookEventType | null,
  at: Date,
  origin: string,
): Promise<number> {
  if (!type) return 0;
  const { deliveries } = await recordWebhookEvent(q, {
    accountId: invoice.accountId,
    appId: invoice.appId,
    type,
    at,
    data: async (merchantId) =>
      isOrder(invoice)
        ? toApiOrder(invoice, await transactionsOfInvoice(q, invoice.id), merchantId, origin)
        : toApiInvoice(invoice, origin),
  });
  return deliveries;
}

/**
 * An attempt ended (the acquirer's answer, or an attempt abandoned past its deadline): an
 * order is paid, authorised (held) or failed. Another invoice has `invoice.paid` once money
 * is captured (its own event), and a declined attempt on it, which leaves the link payable, is no event.
 */
function attemptEnded(q: Queryable, invoice: InvoiceRow, attempt: TransactionStatus, at: Date, origin: string) {
  const order: Partial<Record<TransactionStatus, WebhookEventType>> = {
    success: "order.paid",
    preAuth: "order.authorized",
    declined: "order.failed",
    failed: "order.failed",
  };
  return aboutInvoice(q, invoice, isOrder(invoice) ? (order[attempt] ?? null) : null, at, origin);
}

/**
 * A capture, refund or reversal the acquirer answered. A refund of any invoice is a
 * `refund.*` event with the operation; a captured hold is `order.captured` (another invoice is
 * then paid: its `invoice.paid`); a reversed hold cancels an order. A refused capture or reversal
 * leaves the hold as it was: no event.
 */
async function operationEnded(
  q: Queryable,
  invoice: InvoiceRow,
  operation: OperationRow,
  at: Date,
  origin: string,
): Promise<number> {
  const succeeded = operation.status === "succeeded";
  if (operation.kind === "refund") {
    const { deliveries } = await recordWebhookEvent(q, {
      accountId: invoice.accountId,
      appId: invoice.appId,
      type: succeeded ? "refund.succeeded" : "refund.failed",
      at,
      data: toApiOperation(operation, invoice.id),
    });
    return deliveries;
  }
  if (!succeeded) return 0;
  if (operation.kind === "capture")
    return aboutInvoice(q, invoice, isOrder(invoice) ? "order.captured" : null, at, origin);
  return aboutInvoice(q, invoice, isOrder(invoice) ? "order.canceled" : null, at, origin);
}

/**
 * An invoice ended without money taken: its link expired unpaid, or its hold lapsed after 7
 * days. An order will then never be paid: `order.canceled` (its `status` says `expired` or
 * `preAuthExpired`); another invoice's expiry is `invoice.expired`, and a lapsed hold on it no event.
 */
function invoiceLapsed(q: Queryable, invoice: InvoiceRow, at: Date, origin: string) {
  const type = isOrder(invoice) ? "order.canceled" : invoice.status === "expired" ? "invoice.expired" : null;
  return aboutInvoice(q, invoice, type, at, origin);
}

/** An unpaid invoice cancelled (the portal's delete, or the API's cancel): an order will never be paid now; another invoice's cancelling is no event. */
function invoiceCanceled(q: Queryable, invoice: InvoiceRow, at: Date, origin: string) {
  return aboutInvoice(q, invoice, isOrder(invoice) ? "order.canceled" : null, at, origin);
}

type PayoutRow = typeof payouts.$inferSelect;
type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Money out of the wallet (a withdrawal, payout or top-up) that the bank paid or refused; a row still in progress is no event. */
async function payoutSettled(
  q: Queryable,
  row: ({ kind: "withdrawal" } & WithdrawalRow) | PayoutRow,
  at: Date,
): Promise<number> {
  if (row.status !== "sent" && row.status !== "failed") return 0;
  const { deliveries } = await recordWebhookEvent(q, {
    accountId: row.accountId,
    appId: row.appId,
    type: row.status === "sent" ? "payout.paid" : "payout.failed",
    at,
    data: toApiPayout(row),
  });
  return deliveries;
}

const attemptStatus: Record<(typeof attemptEvents)[number], TransactionStatus> = {
  "payment.succeeded": "success",
  "payment.authorized": "preAuth",
  "payment.declined": "declined",
  "payment.failed": "failed",
};

/**
 * Subscribes the webhooks to the domain events, in the publishing transaction; `kick` nudges
 * the sender after commit when deliveries wait. `origin` is where the payment links in the
 * data point (PUBLIC_URL).
 */
export function subscribeWebhooks(bus: EventBus, origin: string, kick: () => void) {
  const told = (deliveries: number) => {
    if (deliveries > 0) void afterCommit(kick);
  };
  bus.onPublish(attemptEvents, async (q, e) =>
    told(await attemptEnded(q, await invoiceById(q, e.invoiceId), attemptStatus[e.type], e.occurredAt, origin)),
  );
  bus.onPublish(operationEvents, async (q, e) =>
    told(
      await operationEnded(
        q,
        await invoiceById(q, e.invoiceId),
        await operationById(q, e.operationId),
        e.occurredAt,
        origin,
      ),
    ),
  );
  bus.onPublish(["hold.lapsed", "invoice.expired"], async (q, e) =>
    told(await invoiceLapsed(q, await invoiceById(q, e.invoiceId), e.occurredAt, origin)),
  );
  bus.onPublish(["invoice.canceled"], async (q, e) =>
    told(await invoiceCanceled(q, await invoiceById(q, e.invoiceId), e.occurredAt, origin)),
  );
  bus.onPublish(["invoice.paid"], async (q, e) => {
    const invoice = await invoiceById(q, e.invoiceId);
    if (!isOrder(invoice)) told(await aboutInvoice(q, invoice, "invoice.paid", e.occurredAt, origin));
  });
  bus.onPublish(["payout.sent", "payout.failed"], async (q, e) =>
    told(await payoutSettled(q, (await payoutById(q, e.payoutId))!, e.occurredAt)),
  );
  bus.onPublish(withdrawalEvents, async (q, e) =>
    told(await payoutSettled(q, { ...(await withdrawalById(q, e.withdrawalId))!, kind: "withdrawal" }, e.occurredAt)),
  );
}
