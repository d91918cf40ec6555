import type { WebhookDelivery, WebhookDeliveryDetail, WebhookEndpoint } from "@portal/contracts";
import { testApplication } from "@/testing/application";

export const endpointId = "3b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
export const deliveryId = "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d";
export const signingSecret = "whsec_4fQ9zL2mN8vR1tX6bK3cH7pW5yD0sA2e";

/** An active endpoint as `GET api/apps/{appId}/webhooks` lists it; a test overrides what it looks at. */
export const webhookEndpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: endpointId,
  appId: testApplication().id,
  url: "https://shop.example.com/hooks/portal",
  description: "Order fulfilment",
  events: ["order.paid", "order.failed", "refund.succeeded"],
  status: "active",
  disabledReason: null,
  failingSince: null,
  previousSecretExpiresAt: null,
  createdAt: "2026-03-14T10:00:00.000Z",
  ...overrides,
});

/** A delivery the receiver took at the first try. */
export const webhookDelivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: deliveryId,
  endpointId,
  eventId: "evt_01HZX3Q8M2K7T5R9W4N6B1C0D",
  eventType: "order.paid",
  status: "succeeded",
  attempts: 1,
  responseStatus: 200,
  durationMs: 123,
  error: null,
  lastAttemptAt: "2026-03-14T10:05:00.000Z",
  nextAttemptAt: null,
  createdAt: "2026-03-14T10:05:00.000Z",
  ...overrides,
});

export const webhookDeliveryDetail = (overrides: Partial<WebhookDeliveryDetail> = {}): WebhookDeliveryDetail => ({
  ...webhookDelivery(),
  payload: '{"id":"evt_01HZX3Q8M2K7T5R9W4N6B1C0D","type":"order.paid","data":{"amount":2550}}',
  responseBody: "ok",
  ...overrides,
});
