import Add from "@mui/icons-material/Add";
import OpenInNew from "@mui/icons-material/OpenInNew";
import Webhook from "@mui/icons-material/Webhook";
import { Box, Button, Dialog, DialogTitle, Link, Skeleton, Stack, Typography } from "@mui/material";
import { type ApplicationDetail, WEBHOOK_ENDPOINTS_PER_APPLICATION, type WebhookEndpoint } from "@portal/contracts";
import { type Ref, Suspense, useImperativeHandle, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { CopyButton } from "@/components/copy-button";
import { LoadError } from "@/components/load-error";
import { SectionCard } from "@/components/section-card";
import { runtimeConfig } from "@/config/runtime-config";
import { errorMessage } from "@/lib/api-error";
import {
  useDeleteWebhookEndpointMutation,
  useRollWebhookSecretMutation,
  useUpdateWebhookEndpointMutation,
  useWebhookEndpointsQuery,
} from "../../webhooks-api";
import { NewSecret } from "../new-secret";
import { EndpointCard, type EndpointCardActions } from "./endpoint-card";
import { DeliveriesDialog, EndpointFormDialog, loadEndpointForm } from "./webhook-dialogs";
import { useWebhooksTranslation } from "./webhook-texts";

type Confirmation = "roll" | "disable" | "delete";

const confirmationTexts = {
  roll: { title: "webhooks.roll.title", text: "webhooks.roll.text", confirm: "webhooks.roll.confirm" },
  disable: { title: "webhooks.disable.title", text: "webhooks.disable.text", confirm: "webhooks.disable.confirm" },
  delete: { title: "webhooks.delete.title", text: "webhooks.delete.text", confirm: "webhooks.delete.confirm" },
} as const;

/** What the sandbox receives is shown on its page: a newcomer's first endpoint, on the server itself. */
const sandboxReceiverUrl = () => new URL("/sandbox/webhooks", runtimeConfig().apiBaseUrl).href;

/** No endpoint yet: what webhooks are for, where the documentation is, and, outside production, an endpoint to try them on. */
function NoEndpoints() {
  const { t } = useWebhooksTranslation();
  const { documentationUrl, sandbox } = runtimeConfig();
  return (
    <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "flex-start" }}>
        <Webhook color="action" aria-hidden sx={{ mt: 0.25 }} />
        <Stack spacing={0.5}>
          <Typography component="h3" variant="subtitle1">
            {t("webhooks.empty.title")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("webhooks.empty.text")}
          </Typography>
        </Stack>
      </Stack>
      <Link
        href={documentationUrl}
        target="_blank"
        rel="noopener noreferrer"
        variant="body2"
        sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}
      >
        {t("webhooks.empty.docs")}
        <OpenInNew fontSize="inherit" aria-hidden />
      </Link>
      {sandbox && (
        <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: "action.hover", width: "100%", minWidth: 0 }}>
          <Typography variant="body2">{t("webhooks.sandbox.text")}</Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontFamily: "monospace", overflowWrap: "anywhere" }}>
              {sandboxReceiverUrl()}
            </Typography>
            <CopyButton value={sandboxReceiverUrl()} label={t("webhooks.sandbox.copy")} />
          </Stack>
          <Link href={sandboxReceiverUrl()} target="_blank" rel="noopener" variant="body2">
            {t("webhooks.sandbox.open")}
          </Link>
        </Box>
      )}
    </Stack>
  );
}

/** What the screen may ask of the section: the API log's "Webhook deliveries" brings the merchant here. */
export interface WebhooksSectionHandle {
  /** To the endpoints, each with its deliveries; with none yet, to adding one. The screen scrolls. */
  focus: () => void;
}

interface WebhooksSectionProps {
  app: ApplicationDetail;
  notify: (text: string) => void;
  ref?: Ref<WebhooksSectionHandle>;
}

/**
 * The application's webhooks (docs/merchant-api.md "Webhooks"): where its events are sent,
 * their signing secrets, and each endpoint's delivery log. Offered to who may configure the
 * application; this module, its texts and its dialogs load after the screen (webhook-dialogs.ts).
 */
export function WebhooksSection({ app, notify, ref }: WebhooksSectionProps) {
  const { t } = useWebhooksTranslation();
  const endpoints = useWebhookEndpointsQuery(app.id);
  // The form's endpoint: null to add one. Mounted while open, so each opening starts afresh.
  const [form, setForm] = useState<{ endpoint: WebhookEndpoint | null } | null>(null);
  const [log, setLog] = useState<WebhookEndpoint | null>(null);
  // Kept while the dialog closes, so its text does not change under the transition.
  const [confirmation, setConfirmation] = useState<{
    kind: Confirmation;
    endpoint: WebhookEndpoint;
    open: boolean;
  } | null>(null);
  // A rolled secret, shown once; it lives only here, while its dialog is open.
  const [rolledSecret, setRolledSecret] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => (list.current ?? addButton.current)?.focus({ preventScroll: true }),
  }));
  const [roll] = useRollWebhookSecretMutation();
  const [update] = useUpdateWebhookEndpointMutation();
  const [remove] = useDeleteWebhookEndpointMutation();

  const atLimit = (endpoints.data?.length ?? 0) >= WEBHOOK_ENDPOINTS_PER_APPLICATION;
  const ask = (kind: Confirmation) => (endpoint: WebhookEndpoint) => setConfirmation({ kind, endpoint, open: true });
  const actions: EndpointCardActions = {
    onDeliveries: setLog,
    onEdit: (endpoint) => setForm({ endpoint }),
    onRoll: ask("roll"),
    onDisable: ask("disable"),
    onDelete: ask("delete"),
    notify,
  };

  const rollSecret = async (endpointId: string) => {
    const request = roll(endpointId);
    try {
      return (await request.unwrap()).signingSecret;
    } finally {
      // The secret must not stay in the store: only its dialog keeps it, while it is open.
      request.reset();
    }
  };

  /** The confirmation of `kind`, about the endpoint it was asked for. */
  const confirmationOf = (kind: Confirmation) => {
    const texts = confirmationTexts[kind];
    const url = confirmation?.endpoint.url ?? "";
    return {
      open: confirmation?.kind === kind && confirmation.open,
      onClose: () => setConfirmation((current) => current && { ...current, open: false }),
      title: t(texts.title),
      text: t(texts.text, { url }),
      confirmLabel: t(texts.confirm),
    };
  };
  const target = () => confirmation!.endpoint.id;

  const content = () => {
    const { data, error, isLoading, isFetching, refetch } = endpoints;
    if (isLoading) return <Skeleton variant="rounded" height={120} aria-label={t("webhooks.loading")} />;
    if (error || !data)
      return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.length === 0) return <NoEndpoints />;
    return (
      <Stack
        component="ul"
        ref={list}
        tabIndex={-1}
        aria-label={t("webhooks.list")}
        spacing={1.5}
        sx={{ listStyle: "none", p: 0, m: 0, "&:focus": { outline: "none" } }}
      >
        {data.map((endpoint) => (
          <EndpointCard key={endpoint.id} endpoint={endpoint} actions={actions} />
        ))}
      </Stack>
    );
  };

  return (
    <SectionCard title={t("webhooks.title")} description={t("webhooks.description")}>
      {content()}
      {endpoints.data && (
        <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
          <Button
            ref={addButton}
            variant="outlined"
            color="secondary"
            startIcon={<Add />}
            onPointerEnter={() => void loadEndpointForm()}
            onFocus={() => void loadEndpointForm()}
            onClick={() => setForm({ endpoint: null })}
            disabled={atLimit}
          >
            {t("webhooks.add")}
          </Button>
          {atLimit && (
            <Typography variant="body2" color="text.secondary">
              {t("webhooks.limit", { max: WEBHOOK_ENDPOINTS_PER_APPLICATION })}
            </Typography>
          )}
        </Stack>
      )}
      <Suspense fallback={null}>
        {form && (
          <EndpointFormDialog appId={app.id} endpoint={form.endpoint} onClose={() => setForm(null)} notify={notify} />
        )}
        {log && <DeliveriesDialog endpoint={log} onClose={() => setLog(null)} />}
      </Suspense>
      <ConfirmDialog
        {...confirmationOf("roll")}
        tone="default"
        onConfirm={() => rollSecret(target())}
        onDone={setRolledSecret}
      />
      <ConfirmDialog
        {...confirmationOf("disable")}
        onConfirm={() => update({ id: target(), changes: { status: "disabled" } }).unwrap()}
        onDone={() => notify(t("webhooks.notices.disabled"))}
      />
      <ConfirmDialog
        {...confirmationOf("delete")}
        onConfirm={() => remove(target()).unwrap()}
        onDone={() => notify(t("webhooks.notices.deleted"))}
        // The deleted endpoint's buttons went with it: focus goes to adding another.
        onExited={() => addButton.current?.focus()}
      />
      <Dialog
        open={rolledSecret !== null}
        // Not on a stray click outside: the secret is shown only once.
        onClose={(_event, reason) => {
          if (reason !== "backdropClick") setRolledSecret(null);
        }}
        fullWidth
        maxWidth="sm"
        sx={{ "& .MuiDialog-paper": { m: 2, width: "calc(100% - 32px)" } }}
      >
        <DialogTitle>{t("webhooks.secret.title")}</DialogTitle>
        {rolledSecret !== null && (
          <NewSecret
            secret={rolledSecret}
            texts={{
              created: t("webhooks.secret.rolled"),
              label: t("webhooks.secret.label"),
              copy: t("webhooks.secret.copy"),
              onceWarning: t("webhooks.secret.onceWarning"),
              done: t("webhooks.secret.done"),
            }}
            onClose={() => setRolledSecret(null)}
          />
        )}
      </Dialog>
    </SectionCard>
  );
}
