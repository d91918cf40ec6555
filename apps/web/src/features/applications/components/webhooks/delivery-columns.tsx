import { Chip, Link, Stack, Typography } from "@mui/material";
import type { WebhookDelivery } from "@portal/contracts";
import type { Column } from "@/components/rows-table";
import type { WebhookDeliveryStatus } from "../../webhooks-api";
import { eventLabel, type WebhooksT } from "./webhook-texts";

export interface DeliveryContext {
  t: WebhooksT;
  formatDateTime: (instant: string) => string;
  /** A heading over times, saying their clock: "Date (Baku, GMT+4)" (DESIGN §3). */
  inZone: (text: string) => string;
  formatNumber: (value: number) => string;
  /** Opens the delivery's detail: its payload and the receiver's answer. */
  onOpen: (delivery: WebhookDelivery) => void;
}

const statusColour = { succeeded: "success", pending: "default", failed: "error" } as const;

export function DeliveryStatusChip({ status, t }: { status: WebhookDeliveryStatus; t: WebhooksT }) {
  const colour = statusColour[status];
  return (
    <Chip
      size="small"
      color={colour}
      variant={colour === "default" ? "outlined" : "filled"}
      label={t(`webhooks.log.status.${status}`)}
    />
  );
}

/** The event's name, the way into its detail for keyboards and screen readers, over its code. */
export function EventCell({
  delivery,
  context: { t, onOpen },
}: {
  delivery: WebhookDelivery;
  context: DeliveryContext;
}) {
  return (
    <Stack sx={{ alignItems: "flex-start", minWidth: 0 }}>
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => onOpen(delivery)}
        sx={{ textAlign: "left", fontWeight: "fontWeightMedium" }}
      >
        {eventLabel(t, delivery.eventType)}
      </Link>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ fontFamily: "monospace" }}>
        {delivery.eventType}
      </Typography>
    </Stack>
  );
}

const dash = "—";
const timeOf = (instant: string | null, { formatDateTime }: DeliveryContext) =>
  instant ? formatDateTime(instant) : dash;

/** The receiver's HTTP status; "no answer" once tried without one (refused, timed out, unreachable). */
const responseOf = ({ attempts, responseStatus }: WebhookDelivery, { t }: DeliveryContext) =>
  responseStatus !== null ? String(responseStatus) : attempts > 0 ? t("webhooks.log.noAnswer") : dash;

/** The delivery log's columns; the event and the status head a phone's card. */
export const deliveryColumns: Column<WebhookDelivery, DeliveryContext>[] = [
  {
    id: "event",
    header: (_t, { t }) => t("webhooks.log.columns.event"),
    cell: (delivery, context) => <EventCell delivery={delivery} context={context} />,
    inCard: false,
  },
  {
    id: "eventId",
    header: (_t, { t }) => t("webhooks.log.columns.eventId"),
    cell: (delivery) => (
      <Typography component="span" variant="body2" sx={{ fontFamily: "monospace", overflowWrap: "anywhere" }}>
        {delivery.eventId}
      </Typography>
    ),
    inCard: true,
  },
  {
    id: "status",
    header: (_t, { t }) => t("webhooks.log.columns.status"),
    cell: (delivery, { t }) => <DeliveryStatusChip status={delivery.status} t={t} />,
    inCard: false,
    noWrap: true,
  },
  {
    id: "attempts",
    header: (_t, { t }) => t("webhooks.log.columns.attempts"),
    cell: (delivery, { formatNumber }) => formatNumber(delivery.attempts),
    inCard: true,
    numeric: true,
    narrow: true,
  },
  {
    id: "response",
    header: (_t, { t }) => t("webhooks.log.columns.response"),
    cell: responseOf,
    inCard: (delivery) => delivery.attempts > 0,
    noWrap: true,
  },
  {
    id: "duration",
    header: (_t, { t }) => t("webhooks.log.columns.duration"),
    cell: ({ durationMs }, { t, formatNumber }) =>
      durationMs === null ? dash : t("webhooks.log.durationMs", { duration: formatNumber(durationMs) }),
    inCard: (delivery) => delivery.durationMs !== null,
    numeric: true,
    noWrap: true,
  },
  {
    id: "lastAttempt",
    header: (_t, { t, inZone }) => inZone(t("webhooks.log.columns.lastAttempt")),
    cell: (delivery, context) => timeOf(delivery.lastAttemptAt, context),
    inCard: (delivery) => delivery.lastAttemptAt !== null,
    noWrap: true,
  },
  {
    id: "nextAttempt",
    header: (_t, { t, inZone }) => inZone(t("webhooks.log.columns.nextAttempt")),
    cell: (delivery, context) => timeOf(delivery.nextAttemptAt, context),
    inCard: (delivery) => delivery.nextAttemptAt !== null,
    noWrap: true,
  },
];
