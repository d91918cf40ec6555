import type { WebhookDelivery, WebhookDeliveryDetail, WebhookEndpoint } from "@portal/contracts";
import type { DeliveryRow, EndpointRow, EventOfDelivery } from "./webhook-deliveries.repo";

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** An endpoint as the portal shows it at `now`: never its secrets, and a replaced secret's end only while it still signs. */
export function toWebhookEndpoint(row: EndpointRow, now: Date): WebhookEndpoint {
  return {
    id: row.id,
    appId: row.appId,
    url: row.url,
    description: row.description,
    events: row.events,
    status: row.status,
    disabledReason: row.disabledReason,
    failingSince: iso(row.failingSince),
    previousSecretExpiresAt:
      row.previousSecretExpiresAt && row.previousSecretExpiresAt > now
        ? row.previousSecretExpiresAt.toISOString()
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toWebhookDelivery(row: { delivery: DeliveryRow; event: EventOfDelivery }): WebhookDelivery {
  const { delivery, event } = row;
  return {
    id: delivery.id,
    endpointId: delivery.endpointId,
    eventId: event.id,
    eventType: event.type,
    status: delivery.status,
    attempts: delivery.attempts,
    responseStatus: delivery.responseStatus,
    durationMs: delivery.durationMs,
    error: delivery.error,
    lastAttemptAt: iso(delivery.lastAttemptAt),
    // A delivery that ended has no next try, whatever its lease left behind.
    nextAttemptAt: delivery.status === "pending" ? iso(delivery.nextAttemptAt) : null,
    createdAt: delivery.createdAt.toISOString(),
  };
}

export function toWebhookDeliveryDetail(row: {
  delivery: DeliveryRow;
  event: EventOfDelivery & { payload: string };
}): WebhookDeliveryDetail {
  return { ...toWebhookDelivery(row), payload: row.event.payload, responseBody: row.delivery.responseBody };
}
