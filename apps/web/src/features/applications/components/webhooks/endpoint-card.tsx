import Block from "@mui/icons-material/Block";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import History from "@mui/icons-material/History";
import Key from "@mui/icons-material/Key";
import PlayArrow from "@mui/icons-material/PlayArrow";
import Send from "@mui/icons-material/Send";
import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Typography } from "@mui/material";
import {
  WEBHOOK_DISABLE_AFTER_FAILING_HOURS,
  type WebhookDelivery,
  type WebhookEndpoint,
  webhookEventTypes,
} from "@portal/contracts";
import { useState } from "react";
import { errorMessage } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { useSendWebhookTestMutation, useUpdateWebhookEndpointMutation } from "../../webhooks-api";
import { DeliveryOutcome } from "./delivery-outcome";
import { loadDeliveriesDialog, loadEndpointForm } from "./webhook-dialogs";
import { eventLabel, useSendFailureText, useWebhooksTranslation } from "./webhook-texts";

/** What the section does for a card: open a dialog about its endpoint. */
export interface EndpointCardActions {
  onDeliveries: (endpoint: WebhookEndpoint) => void;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onRoll: (endpoint: WebhookEndpoint) => void;
  onDisable: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
  notify: (text: string) => void;
}

const pending = (busy: boolean) => (busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined);

/** Active, or disabled and why: the merchant turned it off, or it kept failing and the product did. */
function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useWebhooksTranslation();
  if (endpoint.status === "active")
    return <Chip size="small" color="success" label={t("webhooks.status.active")} sx={{ width: "fit-content" }} />;
  return (
    <Stack spacing={0.5} sx={{ alignItems: { xs: "flex-start", sm: "flex-end" } }}>
      <Chip size="small" variant="outlined" label={t("webhooks.status.disabled")} sx={{ width: "fit-content" }} />
      {endpoint.disabledReason && (
        <Typography variant="caption" color={endpoint.disabledReason === "failing" ? "error.dark" : "text.secondary"}>
          {endpoint.disabledReason === "failing"
            ? t("webhooks.disabledReason.failing", { days: WEBHOOK_DISABLE_AFTER_FAILING_HOURS / 24 })
            : t("webhooks.disabledReason.merchant")}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * One endpoint: where it is, what it hears, how it is doing, and what can be done to it. A
 * test event is sent from here and its outcome said here; the rest opens the section's dialogs.
 */
export function EndpointCard({ endpoint, actions }: { endpoint: WebhookEndpoint; actions: EndpointCardActions }) {
  const { t } = useWebhooksTranslation();
  const { formatDateTimeInZone } = useFormat();
  const [sendTest, test] = useSendWebhookTestMutation();
  const [update, enabling] = useUpdateWebhookEndpointMutation();
  const [tested, setTested] = useState<WebhookDelivery | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sendFailureText = useSendFailureText();
  const active = endpoint.status === "active";
  const allEvents = endpoint.events.length === webhookEventTypes.length;

  const runTest = async () => {
    setTested(null);
    setFailure(null);
    try {
      setTested(await sendTest(endpoint.id).unwrap());
    } catch (error) {
      setFailure(sendFailureText(error));
    }
  };

  const enable = async () => {
    setFailure(null);
    try {
      await update({ id: endpoint.id, changes: { status: "active" } }).unwrap();
      actions.notify(t("webhooks.notices.enabled"));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={1}
          sx={{ justifyContent: "space-between", alignItems: { sm: "flex-start" } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography
              component="h3"
              variant="body1"
              sx={{ fontFamily: "monospace", fontWeight: "fontWeightMedium", overflowWrap: "anywhere" }}
            >
              {endpoint.url}
            </Typography>
            {endpoint.description && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {endpoint.description}
              </Typography>
            )}
          </Box>
          <EndpointStatus endpoint={endpoint} />
        </Stack>
        {endpoint.failingSince && (
          <Typography variant="body2" color="error.dark">
            {t("webhooks.failingSince", { time: formatDateTimeInZone(endpoint.failingSince) })}
          </Typography>
        )}
        {endpoint.previousSecretExpiresAt && (
          <Typography variant="body2" color="text.secondary">
            {t("webhooks.previousSecret", { time: formatDateTimeInZone(endpoint.previousSecretExpiresAt) })}
          </Typography>
        )}
        <Stack spacing={0.5}>
          <Typography variant="body2" color="text.secondary">
            {t("webhooks.eventsLabel")}
          </Typography>
          <Stack component="ul" direction="row" sx={{ flexWrap: "wrap", gap: 0.5, listStyle: "none", p: 0, m: 0 }}>
            {(allEvents ? [t("webhooks.allEvents")] : endpoint.events.map((type) => eventLabel(t, type))).map(
              (label) => (
                <li key={label}>
                  <Chip size="small" variant="outlined" label={label} />
                </li>
              ),
            )}
          </Stack>
        </Stack>
        <Stack
          direction="row"
          role="group"
          aria-label={t("webhooks.actions.label", { url: endpoint.url })}
          sx={{ flexWrap: "wrap", gap: 1 }}
        >
          <Button
            size="small"
            variant="outlined"
            color="secondary"
            startIcon={<History />}
            onPointerEnter={() => void loadDeliveriesDialog()}
            onFocus={() => void loadDeliveriesDialog()}
            onClick={() => actions.onDeliveries(endpoint)}
          >
            {t("webhooks.actions.deliveries")}
          </Button>
          {active && (
            <Button
              size="small"
              variant="outlined"
              color="secondary"
              startIcon={pending(test.isLoading) ?? <Send />}
              onClick={() => void runTest()}
              disabled={test.isLoading}
              aria-busy={test.isLoading}
            >
              {t("webhooks.actions.test")}
            </Button>
          )}
          <Button
            size="small"
            color="secondary"
            startIcon={<EditOutlined />}
            onPointerEnter={() => void loadEndpointForm()}
            onFocus={() => void loadEndpointForm()}
            onClick={() => actions.onEdit(endpoint)}
          >
            {t("webhooks.actions.edit")}
          </Button>
          <Button size="small" color="secondary" startIcon={<Key />} onClick={() => actions.onRoll(endpoint)}>
            {t("webhooks.actions.roll")}
          </Button>
          {active ? (
            <Button size="small" color="secondary" startIcon={<Block />} onClick={() => actions.onDisable(endpoint)}>
              {t("webhooks.actions.disable")}
            </Button>
          ) : (
            <Button
              size="small"
              color="secondary"
              startIcon={pending(enabling.isLoading) ?? <PlayArrow />}
              onClick={() => void enable()}
              disabled={enabling.isLoading}
              aria-busy={enabling.isLoading}
            >
              {t("webhooks.actions.enable")}
            </Button>
          )}
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={() => actions.onDelete(endpoint)}
            sx={{ color: "error.dark" }}
          >
            {t("webhooks.actions.delete")}
          </Button>
        </Stack>
        {tested && <DeliveryOutcome delivery={tested} onClose={() => setTested(null)} />}
        {failure && (
          <Alert severity="error" onClose={() => setFailure(null)} closeText={t("webhooks.close")}>
            {failure}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
