import EmailOutlined from "@mui/icons-material/EmailOutlined";
import SmsOutlined from "@mui/icons-material/SmsOutlined";
import Telegram from "@mui/icons-material/Telegram";
import WhatsApp from "@mui/icons-material/WhatsApp";
import { Chip, Stack, Typography } from "@mui/material";
import type { MessageDelivery } from "@portal/contracts";
import type { SettingsT } from "../../use-settings-translation";
import type { Column } from "@/components/rows-table";

export interface DeliveryContext {
  t: SettingsT;
  formatDateTime: (instant: string) => string;
  /** A heading over times, saying their clock: "Date (Baku, GMT+4)" (DESIGN §3). */
  inZone: (text: string) => string;
}

const statusColor = { sent: "success", queued: "default", failed: "error" } as const;
const channelIcon = { sms: SmsOutlined, email: EmailOutlined, telegram: Telegram, whatsapp: WhatsApp } as const;

/** SMS, e-mail or a messenger, with its icon. */
export function Channel({
  delivery,
  t,
  strong = false,
}: {
  delivery: MessageDelivery;
  t: SettingsT;
  strong?: boolean;
}) {
  const Icon = channelIcon[delivery.channel];
  return (
    <Stack component="span" direction="row" spacing={1} sx={{ alignItems: "center", display: "inline-flex" }}>
      <Icon fontSize="small" color="action" aria-hidden />
      <Typography component="span" variant="body2" sx={{ fontWeight: strong ? "fontWeightBold" : undefined }}>
        {t(`settings.deliveries.channel.${delivery.channel}`)}
      </Typography>
    </Stack>
  );
}

export function DeliveryStatusChip({ delivery, t }: { delivery: MessageDelivery; t: SettingsT }) {
  const color = statusColor[delivery.status];
  return (
    <Chip
      size="small"
      color={color}
      variant={color === "default" ? "outlined" : "filled"}
      label={t(`settings.deliveries.status.${delivery.status}`)}
    />
  );
}

/** The tries, when it failed or is being retried, and the provider's last answer; a sandbox message was never delivered. */
const detailLines = (delivery: MessageDelivery, t: SettingsT): string[] => [
  ...(delivery.status === "failed" || (delivery.status === "queued" && delivery.attempts > 0)
    ? [t("settings.deliveries.attempts", { attempts: delivery.attempts })]
    : []),
  ...(delivery.lastError !== null && delivery.status !== "sent"
    ? [t("settings.deliveries.error", { error: delivery.lastError })]
    : []),
  ...(delivery.provider === "sandbox" ? [t("settings.deliveries.sandbox")] : []),
];

export const hasDetails = (delivery: MessageDelivery, t: SettingsT) => detailLines(delivery, t).length > 0;

function Details({ delivery, t }: { delivery: MessageDelivery; t: SettingsT }) {
  return detailLines(delivery, t).map((line) => (
    <Typography
      key={line}
      component="span"
      variant="caption"
      color="text.secondary"
      sx={{ display: "block", overflowWrap: "anywhere" }}
    >
      {line}
    </Typography>
  ));
}

/** The log's columns; the channel and the status head a phone's card, the details follow it. */
export const deliveryColumns: Column<MessageDelivery, DeliveryContext>[] = [
  {
    id: "at",
    header: (_t, { t, inZone }) => inZone(t("settings.deliveries.columns.at")),
    cell: (delivery, { formatDateTime }) => formatDateTime(delivery.createdAt),
    inCard: true,
    noWrap: true,
  },
  {
    id: "channel",
    header: (_t, { t }) => t("settings.deliveries.columns.channel"),
    cell: (delivery, { t }) => <Channel delivery={delivery} t={t} />,
    inCard: false,
    noWrap: true,
  },
  {
    id: "recipient",
    header: (_t, { t }) => t("settings.deliveries.columns.recipient"),
    cell: (delivery) => (
      <Typography component="span" variant="body2" sx={{ overflowWrap: "anywhere" }}>
        {delivery.recipient}
      </Typography>
    ),
    inCard: true,
  },
  {
    id: "subject",
    header: (_t, { t }) => t("settings.deliveries.columns.subject"),
    cell: (delivery) => delivery.subject ?? "—",
    inCard: (delivery) => delivery.subject !== null,
  },
  {
    // In the table the status column says what happened; a card's head has only the chip.
    id: "status",
    header: (_t, { t }) => t("settings.deliveries.columns.status"),
    cell: (delivery, { t }) => (
      <Stack spacing={0.5} sx={{ alignItems: "flex-start", minWidth: 0 }}>
        <DeliveryStatusChip delivery={delivery} t={t} />
        <Details delivery={delivery} t={t} />
      </Stack>
    ),
    inCard: false,
  },
  {
    id: "details",
    header: (_t, { t }) => t("settings.deliveries.columns.details"),
    cell: (delivery, { t }) => <Details delivery={delivery} t={t} />,
    inCard: (delivery, { t }) => hasDetails(delivery, t),
    inTable: false,
  },
];
