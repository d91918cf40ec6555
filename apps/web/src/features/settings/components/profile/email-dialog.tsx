import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from "@mui/material";
import { emailField } from "@portal/contracts";
import { type ReactNode, useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { useSettingsTranslation } from "../../use-settings-translation";
import { FormTextField } from "@/components/form/form-text-field";
import { applyFieldErrors, errorMessage } from "@/lib/api-error";
import { wasCancelled } from "../reauthentication/use-reauthentication";

/** The contract's e-mail rules, and not the address the user already has. */
const newEmail = (current: string) =>
  z
    .object({ email: emailField })
    .check(z.refine((v) => v.email !== current.toLowerCase(), { message: "settings.email.same", path: ["email"] }));
type NewEmail = ReturnType<typeof newEmail>;

interface EmailDialogProps {
  open: boolean;
  current: string;
  onClose: () => void;
  /** Sends the link; rejects with the failed call's error, which lands on the field (a taken address) or in the dialog (429), or when the user gave up proving who they are. */
  onSubmit: (email: string) => Promise<unknown>;
  /** "Confirm it's you", asked while sending: shown in place of the form. */
  proof: ReactNode;
}

/** A new e-mail address, sent a link that makes it the user's. Mounted afresh (a new `key`) for each opening, so it starts clean. */
export function EmailDialog({ open, current, onClose, onSubmit, proof }: EmailDialogProps) {
  const { t } = useSettingsTranslation();
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => newEmail(current), [current]);
  const form = useForm<z.input<NewEmail>, unknown, z.output<NewEmail>>({
    resolver: zodResolver(schema),
    defaultValues: { email: "" },
  });
  const pending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await onSubmit(email);
      onClose();
    } catch (error) {
      // The user gave up proving who they are: the form is back as it was, to send or cancel.
      if (wasCancelled(error)) return;
      if (!applyFieldErrors(error, form)) setFailure(errorMessage(error));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      sx={{ "& .MuiDialog-paper": { m: 2, width: "calc(100% - 32px)" } }}
    >
      {proof && (
        // Opened from within the profile's form: React would carry a submit on to that one too.
        <Box onSubmit={(event) => event.stopPropagation()}>
          <DialogTitle id={titleId}>{t("settings.reauthentication.title")}</DialogTitle>
          {proof}
        </Box>
      )}
      {/* Kept while the question shows: what was typed is there again if the user gives up. */}
      <form
        noValidate
        hidden={proof !== null}
        onSubmit={(event) => {
          // Opened from within the profile's form: React would carry the submit on to that one too.
          event.stopPropagation();
          void submit(event);
        }}
      >
        <DialogTitle id={proof ? undefined : titleId}>{t("settings.email.dialogTitle")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {t("settings.email.current")}
              </Typography>
              <Typography sx={{ overflowWrap: "anywhere" }}>{current}</Typography>
            </Box>
            <FormTextField
              control={form.control}
              name="email"
              label={t("settings.email.new")}
              type="email"
              autoComplete="email"
              autoFocus
              required
              fullWidth
            />
            <Typography variant="body2" color="text.secondary">
              {t("settings.email.notice")}
            </Typography>
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
          <Button onClick={onClose} color="secondary" disabled={pending}>
            {t("common.cancel")}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={pending}
            aria-busy={pending}
            startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {t("settings.email.submit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
