import { Alert } from "@mui/material";
import type { WebhookDelivery } from "@portal/contracts";
import { useFormat } from "@/lib/format";
import { type WebhooksT, useWebhooksTranslation } from "./webhook-texts";

/** What became of an event sent just now (a test event, a redelivery): the receiver's answer, or why there was none. */
function deliveryOutcome(
  delivery: WebhookDelivery,
  t: WebhooksT,
  { formatDateTimeInZone, formatNumber }: ReturnType<typeof useFormat>,
) {
  const { status, attempts, responseStatus, durationMs, error, nextAttemptAt } = delivery;
  if (status === "succeeded") {
    return {
      severity: "success",
      text: t("webhooks.outcome.succeeded", { status: responseStatus ?? "", duration: formatNumber(durationMs ?? 0) }),
    } as const;
  }
  if (status === "pending" && attempts === 0) return { severity: "info", text: t("webhooks.outcome.queued") } as const;
  const reason =
    responseStatus !== null
      ? t("webhooks.outcome.answered", { status: responseStatus })
      : (error ?? t("webhooks.outcome.noAnswer"));
  if (status === "pending" && nextAttemptAt) {
    return {
      severity: "warning",
      text: t("webhooks.outcome.retrying", { reason, time: formatDateTimeInZone(nextAttemptAt) }),
    } as const;
  }
  return { severity: "error", text: t("webhooks.outcome.failed", { reason }) } as const;
}

/** The outcome where the button that sent it is, said politely; it stays until dismissed or replaced. */
export function DeliveryOutcome({ delivery, onClose }: { delivery: WebhookDelivery; onClose: () => void }) {
  const { t } = useWebhooksTranslation();
  const format = useFormat();
  const { severity, text } = deliveryOutcome(delivery, t, format);
  return (
    <Alert severity={severity} role="status" onClose={onClose} closeText={t("webhooks.close")}>
      {text}
    </Alert>
  );
}
