import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from "@mui/material";
import { type MethodAdded, PasskeyRegistration, PasswordProof } from "@portal/contracts";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { useSettingsTranslation } from "../../use-settings-translation";
import { FormTextField } from "@/components/form/form-text-field";
import { SubmitButton } from "@/components/form/submit-button";
import { applyFieldErrors } from "@/lib/api-error";
import { createPasskey, passkeyErrorMessage } from "@/lib/webauthn";
import { useAddPasskeyMutation, usePasskeyOptionsMutation } from "../../security-api";
import { PasswordField } from "../password/password-field";

const NewPasskey = z.object({ name: PasskeyRegistration.shape.name, password: PasswordProof.shape.password });
type NewPasskey = z.input<typeof NewPasskey>;

interface PasskeyDialogProps {
  open: boolean;
  onClose: () => void;
  onAdded: (added: MethodAdded) => void;
}

/** Adding a passkey: a name to tell it by and the current password, then the browser's own prompt. */
export function PasskeyDialog({ open, onClose, onAdded }: PasskeyDialogProps) {
  const { t } = useSettingsTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      sx={{ "& .MuiDialog-paper": { m: 2, width: "calc(100% - 32px)" } }}
    >
      <DialogTitle id={titleId}>{t("settings.security.passkeys.dialogTitle")}</DialogTitle>
      {open && <PasskeyForm onClose={onClose} onAdded={onAdded} />}
    </Dialog>
  );
}

function PasskeyForm({ onClose, onAdded }: Omit<PasskeyDialogProps, "open">) {
  const { t } = useSettingsTranslation();
  const [askOptions] = usePasskeyOptionsMutation();
  const [addPasskey] = useAddPasskeyMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewPasskey>({
    resolver: zodResolver(NewPasskey),
    defaultValues: { name: t("settings.security.passkeys.defaultName"), password: "" },
  });

  const submit = form.handleSubmit(async ({ name, password }) => {
    setFailure(null);
    try {
      const options = await askOptions({ password }).unwrap();
      const response = await createPasskey(options);
      onAdded(await addPasskey({ name, response }).unwrap());
    } catch (error) {
      // A wrong password at its field; the browser's refusal (cancelled, timed out) or the server's, said as a whole.
      if (!applyFieldErrors(error, form)) setFailure(passkeyErrorMessage(error));
    }
  });
  const pending = form.formState.isSubmitting;

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t("settings.security.passkeys.intro")}</DialogContentText>
          <FormTextField
            control={form.control}
            name="name"
            label={t("settings.security.passkeys.name")}
            hint={t("settings.security.passkeys.nameHint")}
            autoComplete="off"
            required
          />
          <PasswordField
            control={form.control}
            name="password"
            label={t("settings.security.password")}
            autoComplete="current-password"
            autoFocus
            required
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose} color="secondary" disabled={pending}>
          {t("common.cancel")}
        </Button>
        <SubmitButton pending={pending} fullWidth={false} size="medium">
          {t("settings.security.passkeys.create")}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
