/*
 * What a money operation caused, as subscribers read it (docs/events.md). Each is written in
 * the transaction of the change (`EventBus.publish`); its payload holds ids, so a subscriber
 * reads the rows it needs as they stand in that transaction (in-transaction subscribers) or
 * after it (after-commit ones).
 */

/** Where it happened: the account, and the application when it is about one. */
interface Owner {
  accountId: string;
  appId: string | null;
}

/** An attempt's end: the acquirer's answer, or an attempt abandoned past its deadline. */
export const attemptEvents = ["payment.succeeded", "payment.authorized", "payment.declined", "payment.failed"] as const;
/** A capture, refund or reversal the acquirer answered. */
export const operationEvents = [
  "refund.succeeded",
  "refund.failed",
  "hold.captured",
  "hold.capture_failed",
  "hold.reversed",
  "hold.reverse_failed",
] as const;
/** An invoice's own change of state: paid (by a payment or a captured hold), expired unpaid, cancelled. */
export const invoiceEvents = ["invoice.paid", "invoice.expired", "invoice.canceled"] as const;
/** Money out of a wallet that the bank paid or refused, or a payout that waits for a second person. */
export const payoutEvents = ["payout.sent", "payout.failed", "payout.awaiting_review"] as const;
export const withdrawalEvents = ["withdrawal.sent", "withdrawal.failed"] as const;

export type DomainEvent = Owner &
  (
    | { type: (typeof attemptEvents)[number]; invoiceId: string; transactionId: string }
    | { type: (typeof operationEvents)[number]; invoiceId: string; transactionId: string; operationId: string }
    | { type: "hold.lapsed"; invoiceId: string; transactionId: string }
    | { type: (typeof invoiceEvents)[number]; invoiceId: string }
    | { type: (typeof payoutEvents)[number]; payoutId: string }
    | { type: (typeof withdrawalEvents)[number]; withdrawalId: string }
  );

export type DomainEventType = DomainEvent["type"];

/** An event as stored: its id (unique across the product) and when the change happened. */
export type StoredEvent<T extends DomainEventType = DomainEventType> = DomainEvent & { type: T } & {
  id: string;
  occurredAt: Date;
};

/** The account and application of the row an event is about. */
export const ownerOf = (row: { accountId: string; appId: string | null }): Owner => ({
  accountId: row.accountId,
  appId: row.appId,
});
