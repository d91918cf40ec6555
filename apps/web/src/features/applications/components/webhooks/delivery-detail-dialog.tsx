import Close from "@mui/icons-material/Close";
import Replay from "@mui/icons-material/Replay";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
} from "@mui/material";
import type { Theme } from "@mui/material/styles";
import type { WebhookDelivery } from "@portal/contracts";
import { useState } from "react";
import { CodeBlock, pretty } from "@/components/code-block";
import { FieldList } from "@/components/detail/field-list";
import { LoadError } from "@/components/load-error";
import { errorMessage } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { useRedeliverWebhookMutation, useWebhookDeliveryQuery } from "../../webhooks-api";
import { DeliveryStatusChip } from "./delivery-columns";
import { DeliveryOutcome } from "./delivery-outcome";
import { eventLabel, useSendFailureText, useWebhooksTranslation } from "./webhook-texts";

interface DeliveryDetailDialogProps {
  deliveryId: string;
  /** A disabled endpoint's events cannot be sent again until it is enabled. */
  endpointActive: boolean;
  onClose: () => void;
}

/**
 * One delivery: its tries, the event exactly as it was signed and sent, and the start of the
 * receiver's answer (or why there was none); Redeliver sends it again now and says how it went.
 */
export function DeliveryDetailDialog({ deliveryId, endpointActive, onClose }: DeliveryDetailDialogProps) {
  const { t } = useWebhooksTranslation();
  const { formatDateTimeInZone, formatNumber } = useFormat();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"), { noSsr: true });
  const delivery = useWebhookDeliveryQuery(deliveryId, { refetchOnMountOrArgChange: true });
  const [redeliver, redelivering] = useRedeliverWebhookMutation();
  const [outcome, setOutcome] = useState<WebhookDelivery | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sendFailureText = useSendFailureText();
  const { data } = delivery;
  const time = (instant: string | null) => (instant ? formatDateTimeInZone(instant) : null);

  const sendAgain = async () => {
    setOutcome(null);
    setFailure(null);
    try {
      setOutcome(await redeliver(deliveryId).unwrap());
    } catch (error) {
      setFailure(sendFailureText(error));
    }
  };

  const content = () => {
    if (delivery.isLoading)
      return <Skeleton variant="rounded" height={320} aria-label={t("webhooks.detail.loading")} />;
    if (!data)
      return (
        <LoadError
          message={errorMessage(delivery.error)}
          onRetry={() => void delivery.refetch()}
          retrying={delivery.isFetching}
        />
      );
    const answered = data.responseStatus !== null;
    return (
      <Stack spacing={2.5}>
        <FieldList
          items={[
            { label: t("webhooks.log.columns.event"), value: data.eventType, code: true },
            { label: t("webhooks.log.columns.eventId"), value: data.eventId, code: true },
            { label: t("webhooks.log.columns.status"), value: <DeliveryStatusChip status={data.status} t={t} /> },
            { label: t("webhooks.log.columns.attempts"), value: formatNumber(data.attempts) },
            {
              label: t("webhooks.log.columns.response"),
              value: answered ? String(data.responseStatus) : data.attempts > 0 ? t("webhooks.log.noAnswer") : null,
            },
            {
              label: t("webhooks.log.columns.duration"),
              value:
                data.durationMs === null
                  ? null
                  : t("webhooks.log.durationMs", { duration: formatNumber(data.durationMs) }),
            },
            { label: t("webhooks.detail.created"), value: formatDateTimeInZone(data.createdAt) },
            { label: t("webhooks.log.columns.lastAttempt"), value: time(data.lastAttemptAt) },
            { label: t("webhooks.log.columns.nextAttempt"), value: time(data.nextAttemptAt) },
            ...(data.error ? [{ label: t("webhooks.detail.error"), value: data.error }] : []),
          ]}
        />
        {/* The copy is the payload exactly as signed: a receiver's signature check needs every byte. */}
        <CodeBlock
          title={t("webhooks.detail.payload")}
          text={pretty(data.payload)}
          copy={{ value: data.payload, label: t("webhooks.detail.copyPayload") }}
        />
        {data.responseBody !== null && data.responseBody !== "" ? (
          <CodeBlock title={t("webhooks.detail.responseBody")} text={data.responseBody} />
        ) : (
          answered && (
            <Typography variant="body2" color="text.secondary">
              {t("webhooks.detail.noBody")}
            </Typography>
          )
        )}
      </Stack>
    );
  };

  const pendingDelivery = data?.status === "pending";
  const note = !endpointActive
    ? t("webhooks.detail.disabledNote")
    : pendingDelivery
      ? t("webhooks.detail.pendingNote")
      : null;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle sx={{ pr: 7, overflowWrap: "anywhere" }}>
        {data ? eventLabel(t, data.eventType) : t("webhooks.detail.title")}
      </DialogTitle>
      <IconButton aria-label={t("webhooks.close")} onClick={onClose} sx={{ position: "absolute", right: 12, top: 12 }}>
        <Close />
      </IconButton>
      <DialogContent dividers>{content()}</DialogContent>
      {data && (
        <DialogActions sx={{ px: 3, py: 2, flexWrap: "wrap", gap: 1.5, "& > :not(style) ~ :not(style)": { ml: 0 } }}>
          {outcome && (
            <Box sx={{ width: "100%" }}>
              <DeliveryOutcome delivery={outcome} onClose={() => setOutcome(null)} />
            </Box>
          )}
          {failure && (
            <Alert
              severity="error"
              onClose={() => setFailure(null)}
              closeText={t("webhooks.close")}
              sx={{ width: "100%" }}
            >
              {failure}
            </Alert>
          )}
          {note && (
            <Typography variant="body2" color="text.secondary" sx={{ flex: "1 1 16rem" }}>
              {note}
            </Typography>
          )}
          <Button
            variant="contained"
            startIcon={redelivering.isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Replay />}
            onClick={() => void sendAgain()}
            disabled={note !== null || redelivering.isLoading}
            aria-busy={redelivering.isLoading}
            sx={{ ml: "auto" }}
          >
            {t("webhooks.detail.redeliver")}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
