import * as z from "zod/mini";
import { messages } from "./fields";
import { pageOf, PageQuery } from "./pages";
import { WEBHOOK_TEST_EVENT, webhookEventTypes } from "./webhook-events";

/*
 * Webhook endpoints as the portal manages them (the configure-application screen's "Webhooks"
 * section; docs/merchant-api.md "Webhooks"): where an application's events are delivered,
 * their signing secrets, the delivery log, redelivery and test events.
 */

export * from "./webhook-events";

export const WEBHOOK_URL_MAX_LENGTH = 2000;

/**
 * A receiver's address as typed: http or https, a host, no user name or password (they would
 * travel in every delivery's logs), no fragment. Production also needs https and a host on the
 * public internet; the server checks those (`validation.webhookUrlHttps`, `…Private`).
 */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === "https:" || url.protocol === "http:") &&
      url.hostname !== "" &&
      !url.username &&
      !url.password &&
      !url.hash
    );
  } catch {
    return false;
  }
}

export const webhookUrlField = z
  .string({ error: messages.required })
  .check(
    z.trim(),
    z.minLength(1, messages.required),
    z.maxLength(WEBHOOK_URL_MAX_LENGTH, messages.tooLong),
    z.refine(isWebhookUrl, messages.webhookUrl),
  );

export const WebhookEventType = z.enum(webhookEventTypes);
// The schema's name hides webhook-events.ts's type of the same name from `export *`: declared again here.
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** The events an endpoint receives, each once: named, for the documents to state it (`uniqueItems`). */
export const webhookEventsField = z.array(WebhookEventType).check(
  z.minLength(1, messages.webhookEvents),
  z.refine((events) => new Set(events).size === events.length, messages.invalid),
);

export const webhookEndpointStatuses = ["active", "disabled"] as const;
/** Why an endpoint is disabled: the merchant turned it off, or it kept failing and the product did. */
export const webhookDisabledReasons = ["merchant", "failing"] as const;

export const WebhookEndpoint = z.object({
  id: z.uuid(),
  appId: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventType),
  status: z.enum(webhookEndpointStatuses),
  disabledReason: z.nullable(z.enum(webhookDisabledReasons)),
  /** Since when every delivery failed (null while the last one succeeded, or none was tried). */
  failingSince: z.nullable(z.iso.datetime()),
  /** Until when the secret replaced last still signs too (null when none is being replaced). */
  previousSecretExpiresAt: z.nullable(z.iso.datetime()),
  createdAt: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

/** `POST api/apps/{appId}/webhooks`. */
export const CreateWebhookEndpointRequest = z.object({
  url: webhookUrlField,
  description: z._default(z.string().check(z.trim(), z.maxLength(200, messages.tooLong)), ""),
  events: webhookEventsField,
});
export type CreateWebhookEndpointRequest = z.input<typeof CreateWebhookEndpointRequest>;

/**
 * `PATCH api/webhooks/{endpointId}`: what is sent changes; `status: active` turns a disabled
 * endpoint back on. Strict: every field is optional, so a misspelt one would otherwise change
 * nothing and say nothing.
 */
export const UpdateWebhookEndpointRequest = z.strictObject(
  {
    url: z.optional(webhookUrlField),
    description: z.optional(z.string().check(z.trim(), z.maxLength(200, messages.tooLong))),
    events: z.optional(webhookEventsField),
    status: z.optional(z.enum(webhookEndpointStatuses)),
  },
  { error: messages.invalid },
);
export type UpdateWebhookEndpointRequest = z.input<typeof UpdateWebhookEndpointRequest>;

/** An endpoint with its signing secret (`whsec_…`): answered when made and when the secret is rolled, and never again. */
export const WebhookEndpointWithSecret = z.object({ endpoint: WebhookEndpoint, signingSecret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecret>;

export const WebhookEndpointParams = z.object({ endpointId: z.uuid() });
export const WebhookDeliveryParams = z.object({ deliveryId: z.uuid() });

export const webhookDeliveryStatuses = ["pending", "succeeded", "failed"] as const;

/** One event sent (or being sent) to one endpoint, as the delivery log lists it. */
export const WebhookDelivery = z.object({
  id: z.uuid(),
  endpointId: z.uuid(),
  eventId: z.string(),
  eventType: z.enum([...webhookEventTypes, WEBHOOK_TEST_EVENT]),
  /** `pending` while tries remain; `failed` once the retry window passed (or the endpoint was disabled). */
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().check(z.int()),
  /** The receiver's HTTP status of the last try; null when it gave none (refused, timed out, unreachable). */
  responseStatus: z.nullable(z.number().check(z.int())),
  /** How long the last try took, in milliseconds. */
  durationMs: z.nullable(z.number().check(z.int())),
  /** Why the last try failed without an answer, in English (never the address the host resolved to). */
  error: z.nullable(z.string()),
  lastAttemptAt: z.nullable(z.iso.datetime()),
  nextAttemptAt: z.nullable(z.iso.datetime()),
  createdAt: z.iso.datetime(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

/** A delivery with what was sent (the event, exactly as signed) and the start of the receiver's answer. */
export const WebhookDeliveryDetail = z.extend(WebhookDelivery, {
  payload: z.string(),
  responseBody: z.nullable(z.string()),
});
export type WebhookDeliveryDetail = z.infer<typeof WebhookDeliveryDetail>;

export const WebhookDeliveryQuery = z.extend(PageQuery, { status: z.optional(z.enum(webhookDeliveryStatuses)) });
export const WebhookDeliveryPage = pageOf(WebhookDelivery);
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPage>;
