import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from "@mui/material";
import type { WebhookEndpoint } from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormTextField } from "@/components/form/form-text-field";
import { SubmitButton } from "@/components/form/submit-button";
import { applyFieldErrors, errorMessage } from "@/lib/api-error";
import { useCreateWebhookEndpointMutation, useUpdateWebhookEndpointMutation } from "../../webhooks-api";
import { NewSecret } from "../new-secret";
import { type EndpointOutput, endpointResolver, type EndpointValues, endpointValues } from "./endpoint-form";
import { EventPicker } from "./event-picker";
import { useWebhooksTranslation } from "./webhook-texts";

interface EndpointFormDialogProps {
  appId: string;
  /** The endpoint to edit; null to add one. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  notify: (text: string) => void;
}

/**
 * Adds an endpoint (then shows its signing secret, this once) or edits one: its URL,
 * description and events, checked by the contracts' rules here and again by the server,
 * whose refusals land on the same fields. Mounted anew for each opening.
 */
export function EndpointFormDialog({ appId, endpoint, onClose, notify }: EndpointFormDialogProps) {
  const { t } = useWebhooksTranslation();
  const form = useForm<EndpointValues, unknown, EndpointOutput>({
    resolver: endpointResolver,
    mode: "onTouched",
    defaultValues: endpointValues(endpoint),
  });
  const [create, creating] = useCreateWebhookEndpointMutation();
  const [update, updating] = useUpdateWebhookEndpointMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // The new endpoint's secret: only this dialog holds it, until it closes.
  const [secret, setSecret] = useState<string | null>(null);
  const pending = creating.isLoading || updating.isLoading;

  const add = async (values: EndpointOutput) => {
    const request = create({ appId, endpoint: values });
    try {
      setSecret((await request.unwrap()).signingSecret);
    } finally {
      // The secret must not stay in the store.
      request.reset();
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (endpoint) {
        await update({ id: endpoint.id, changes: values }).unwrap();
        notify(t("webhooks.notices.saved"));
        onClose();
      } else {
        await add(values);
      }
    } catch (error) {
      if (!applyFieldErrors(error, form)) {
        setFailure(errorMessage(error));
        return;
      }
      setFailure(t("webhooks.form.fixFields"));
      if (form.getFieldState("url").error) form.setFocus("url");
    }
  });

  return (
    <Dialog
      open
      // Neither a stray click outside nor Escape while saving: what was typed, or the secret shown once, would be lost.
      onClose={(_event, reason) => {
        if (reason !== "backdropClick" && !pending) onClose();
      }}
      fullWidth
      maxWidth="sm"
      sx={{ "& .MuiDialog-paper": { m: 2, width: "calc(100% - 32px)" } }}
    >
      <DialogTitle>
        {secret !== null
          ? t("webhooks.secret.title")
          : endpoint
            ? t("webhooks.form.editTitle")
            : t("webhooks.form.addTitle")}
      </DialogTitle>
      {secret !== null ? (
        <NewSecret
          secret={secret}
          texts={{
            created: t("webhooks.secret.created"),
            label: t("webhooks.secret.label"),
            copy: t("webhooks.secret.copy"),
            onceWarning: t("webhooks.secret.onceWarning"),
            done: t("webhooks.secret.done"),
          }}
          onClose={onClose}
        />
      ) : (
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: "contents" }}>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <FormTextField
                control={form.control}
                name="url"
                label={t("webhooks.fields.url")}
                hint={t("webhooks.fields.urlHint")}
                type="url"
                autoComplete="off"
                required
                autoFocus
                slotProps={{ htmlInput: { spellCheck: false } }}
              />
              <FormTextField
                control={form.control}
                name="description"
                label={t("webhooks.fields.description")}
                hint={t("webhooks.fields.descriptionHint")}
              />
              <EventPicker control={form.control} />
              {failure && <Alert severity="error">{failure}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
            <Button onClick={onClose} color="secondary" disabled={pending}>
              {t("common.cancel")}
            </Button>
            <SubmitButton pending={pending} fullWidth={false} size="medium">
              {endpoint ? t("webhooks.form.save") : t("webhooks.form.create")}
            </SubmitButton>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
