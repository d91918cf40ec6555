import { randomBytes } from "node:crypto";
import type { AnyWebhookEventType, ApiWebhookEvent } from "@portal/contracts";
import type { Queryable } from "@/db/client";
import { insertEventWithDeliveries, listeningEndpoints, merchantIdOfApp } from "./webhook-events.repo";

/** `evt_` and 24 characters of base62: about 143 random bits. */
export function newEventId(): string {
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  return `evt_${[...randomBytes(24)].map((b) => alphabet[b % 62]).join("")}`;
}

export interface NewWebhookEvent {
  accountId: string;
  appId: string;
  type: AnyWebhookEventType;
  /**
   * The object the event is about, as the merchant API reads it (modules/api-views/api-views.ts);
   * or what builds it from the application's merchant id, called only when an endpoint listens,
   * so a payment of an application without endpoints reads nothing more.
   */
  data: object | ((merchantId: string) => Promise<object>);
  at: Date;
  /** A test event goes to this endpoint alone, whatever it listens to. */
  onlyEndpointId?: string;
}

/**
 * Records an event and a pending delivery to every active endpoint of the application that
 * listens to its type, in the caller's transaction: the change and its telling commit or roll
 * back together, so a committed payment is never left untold (at least once). Returns the
 * event's id and how many deliveries wait, so the caller may nudge the sender after commit.
 */
export async function recordWebhookEvent(
  q: Queryable,
  event: NewWebhookEvent,
): Promise<{ eventId: string; deliveries: number }> {
  const endpoints = await listeningEndpoints(q, event.appId, event.type, event.onlyEndpointId);
  const eventId = newEventId();
  // An application without endpoints keeps no events: nothing would ever read them.
  if (endpoints.length === 0) return { eventId, deliveries: 0 };
  const merchantId = await merchantIdOfApp(q, event.appId);
  const data = typeof event.data === "function" ? await event.data(merchantId) : event.data;
  const body: ApiWebhookEvent = {
    id: eventId,
    object: "event",
    type: event.type,
    createdAt: event.at.toISOString(),
    merchantId,
    data: data as Record<string, unknown>,
  };
  await insertEventWithDeliveries(
    q,
    {
      id: eventId,
      accountId: event.accountId,
      appId: event.appId,
      type: event.type,
      payload: JSON.stringify(body),
      createdAt: event.at,
    },
    endpoints,
  );
  return { eventId, deliveries: endpoints.length };
}
