import {
  type AnyWebhookEventType,
  WEBHOOK_MANUAL_SENDS,
  type WebhookEventType,
  webhookEventTypes,
} from "@portal/contracts";
import { errorMessage, serverError } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { type ScreenT, useScreenTranslation } from "@/lib/screen-translation";

/** The webhooks section's texts: a namespace of their own, loaded with its code (locales/index.ts, `lazyNamespaces`). */
export const useWebhooksTranslation = () => useScreenTranslation("webhooks");
export type WebhooksT = ScreenT<"webhooks">;

/** The event picker's groups, in the order a merchant thinks of them: what customers pay, then what follows. */
export const eventGroups = ["order", "invoice", "refund", "payout"] as const;
type EventGroup = (typeof eventGroups)[number];

export const eventsOf = (group: EventGroup): WebhookEventType[] =>
  webhookEventTypes.filter((type) => type.startsWith(`${group}.`));

/** An event's name for people; its code (`order.paid`) is shown beside it, as receivers see it. */
export const eventLabel = (t: WebhooksT, type: AnyWebhookEventType) => t(`webhooks.events.${type}`);

/**
 * A failed test event or redelivery in words. The server sends only a few by hand (per
 * endpoint a minute, per account an hour) and answers 429 with the seconds left: the clock
 * time to come back, rounded up to the minute so nobody comes back too early.
 */
export function useSendFailureText() {
  const { t } = useWebhooksTranslation();
  const { formatDateTimeInZone } = useFormat();
  return (error: unknown) => {
    const retryAfter = serverError(error)?.retryAfter;
    if (retryAfter === undefined) return errorMessage(error);
    const at = Math.ceil((Date.now() + retryAfter * 1000) / 60_000) * 60_000;
    return t("webhooks.tooOften", {
      perEndpoint: WEBHOOK_MANUAL_SENDS.perEndpointPerMinute,
      perAccount: WEBHOOK_MANUAL_SENDS.perAccountPerHour,
      time: formatDateTimeInZone(at, { timeStyle: "short" }),
    });
  };
}
