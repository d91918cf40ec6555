/*
 * The events a merchant's webhook endpoints can hear (docs/merchant-api.md "Webhooks"). Free
 * of zod, so the portal's event picker and the server's senders share one list.
 *
 * - `order.*`: what became of an order made through the merchant API (an invoice of source
 *   `api`): paid, a payment attempt failed, a hold authorised, captured or cancelled.
 * - `invoice.*`: the same application's other invoices (the portal's, bulk, QR, pay buttons).
 * - `refund.*`: any refund of the application's payments, once the card processor answered.
 * - `payout.*`: money that left the application's wallet (withdrawals, payouts, top-ups).
 */
export const webhookEventTypes = [
  "order.paid",
  "order.failed",
  "order.authorized",
  "order.captured",
  "order.canceled",
  "refund.succeeded",
  "refund.failed",
  "invoice.paid",
  "invoice.expired",
  "payout.paid",
  "payout.failed",
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** What "send a test event" delivers: to the one endpoint asked, whatever it listens to. */
export const WEBHOOK_TEST_EVENT = "webhook.test" as const;
export type AnyWebhookEventType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

/** The header a delivery's signature travels in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = "Portal-Signature";
/** How far a signature's time may be from the receiver's clock before it is taken for a replay. */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;

/** Deliveries are tried again, backing off, for this long after the event; then they fail. */
export const WEBHOOK_RETRY_WINDOW_HOURS = 72;
/** An endpoint none of whose deliveries succeeded for this long is disabled, and the merchant told. */
export const WEBHOOK_DISABLE_AFTER_FAILING_HOURS = 72;
/** A receiver's answer counts if it comes within this. */
export const WEBHOOK_TIMEOUT_SECONDS = 10;
/** After a signing secret is rolled, the old one still signs (beside the new) this long, so receivers can switch. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;
/** Endpoints an application may have. */
export const WEBHOOK_ENDPOINTS_PER_APPLICATION = 10;
/**
 * Test events and redeliveries sent by hand (each a POST to the receiver, at once): at most
 * this many per endpoint a minute, and per account an hour; beyond, 429 RATE_LIMITED with the
 * seconds left. Enough to debug a receiver; too few to make the product flood someone's server.
 */
export const WEBHOOK_MANUAL_SENDS = { perEndpointPerMinute: 10, perAccountPerHour: 60 } as const;
