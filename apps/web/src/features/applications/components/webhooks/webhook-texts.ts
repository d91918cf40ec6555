import { type AnyWebhookEventType, type WebhookEventType, webhookEventTypes } from "@portal/contracts";
import { type ScreenT, useScreenTranslation } from "@/lib/screen-translation";

/** The webhooks section's texts: a namespace of their own, loaded with its code (locales/index.ts, `lazyNamespaces`). */
export const useWebhooksTranslation = () => useScreenTranslation("webhooks");
export type WebhooksT = ScreenT<"webhooks">;

/** The event picker's groups, in the order a merchant thinks of them: what customers pay, then what follows. */
export const eventGroups = ["order", "invoice", "refund", "payout"] as const;
type EventGroup = (typeof eventGroups)[number];

export const eventsOf = (group: EventGroup): WebhookEventType[] => webhookEventTypes.filter((type) => type.startsWith(`${group}.`));

/** An event's name for people; its code (`order.paid`) is shown beside it, as receivers see it. */
export const eventLabel = (t: WebhooksT, type: AnyWebhookEventType) => t(`webhooks.events.${type}`);
