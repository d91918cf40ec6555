import { Alert, Box, Link, Typography } from "@mui/material";
import type { Subscription, SubscriptionType } from "@portal/contracts";
import { useSettingsTranslation } from "../../use-settings-translation";
import { useFormat } from "@/lib/format";
import { onApiHost } from "./api-host";
import type { ConnectionPhase } from "./connection-phase";

/** Where a connection's messages go, since when, and whether they are getting through. */
export function ConnectionDetails({
  subscription,
  phase,
}: {
  subscription: Subscription;
  phase: Exclude<ConnectionPhase, "notConnected">;
}) {
  const { t } = useSettingsTranslation();
  const { formatDateTimeInZone } = useFormat();
  const failed = subscription.lastDelivery?.status === "failed" ? subscription.lastDelivery : null;
  const details = [
    ...(subscription.address ? [{ label: t("settings.notifications.address"), value: subscription.address }] : []),
    ...(phase === "connected" && subscription.connectedAt
      ? [{ label: t("settings.notifications.connectedAt"), value: formatDateTimeInZone(subscription.connectedAt) }]
      : []),
  ];
  return (
    <>
      {details.length > 0 && (
        <Box
          component="dl"
          sx={{ m: 0, display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 1.5, rowGap: 0.25 }}
        >
          {details.map(({ label, value }) => (
            <Box key={label} sx={{ display: "contents" }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {failed && (
        <Alert severity="warning">
          {failed.error
            ? t("settings.notifications.failed", { error: failed.error })
            : t("settings.notifications.failedNoReason")}
        </Alert>
      )}
    </>
  );
}

/** Messages of this messenger stay in the sandbox's outbox (no bot set up, WhatsApp not live): where to read them. */
export function SandboxNote({ type }: { type: SubscriptionType }) {
  const { t } = useSettingsTranslation();
  return (
    <Alert severity="info">
      {t(`settings.notifications.sandbox.${type}`)}{" "}
      <Link
        href={onApiHost("/sandbox/outbox")}
        target="_blank"
        rel="noopener"
        color="inherit"
        sx={{ fontWeight: "fontWeightBold" }}
      >
        {t("settings.notifications.sandbox.outbox")}
      </Link>
    </Alert>
  );
}
