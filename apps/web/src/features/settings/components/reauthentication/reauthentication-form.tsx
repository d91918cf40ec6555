import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, DialogActions, DialogContent, Stack, Typography } from "@mui/material";
import { type PhoneCodeSent, ReauthenticateRequest } from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useSettingsTranslation } from "../../use-settings-translation";
import { CodeStep } from "@/components/code-step";
import { SubmitButton } from "@/components/form/submit-button";
import { applyFieldErrors, errorMessage } from "@/lib/api-error";
import { useSecondSteps } from "@/lib/second-steps";
import {
  useReauthenticateMutation,
  useReauthenticateWithCodeMutation,
  useSendReauthenticationCodeMutation,
} from "../../api";
import { PasswordField } from "../password/password-field";

export interface ReauthenticationFormProps {
  /** The proof is on the session: the change that asked for it may go on. */
  onProven: () => void;
  onCancel: () => void;
}

/**
 * "Confirm it's you" before the e-mail address or phone changes (docs/security.md): the current
 * password, or a code texted to the current phone for whoever does not have it at hand. Laid out
 * as a dialog's content and actions: shown in its own dialog, or in place of the form of the
 * dialog that asked (one dialog at a time).
 */
export function ReauthenticationForm({ onProven, onCancel }: ReauthenticationFormProps) {
  const { t } = useSettingsTranslation();
  const [codeSent, setCodeSent] = useState<PhoneCodeSent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ReauthenticateRequest), defaultValues: { password: "" } });
  const [reauthenticate] = useReauthenticateMutation();
  const [sendCode, sending] = useSendReauthenticationCodeMutation();
  const [withCode] = useReauthenticateWithCodeMutation();
  // With an authenticator app or a passkey, the step asks for those, and texts nothing unless asked.
  const strong = useSecondSteps().some((step) => step !== "sms");

  const withPassword = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await reauthenticate(password).unwrap();
      onProven();
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFailure(errorMessage(error));
    }
  });

  const askForCode = async () => {
    setFailure(null);
    try {
      setCodeSent(await sendCode().unwrap());
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  if (codeSent) {
    return (
      <DialogContent>
        <CodeStep
          phoneHint={codeSent.phoneHint}
          resendIn={codeSent.resendIn}
          onConfirm={async (code) => {
            await withCode(code).unwrap();
            onProven();
          }}
          onResend={() => sendCode().unwrap()}
          onBack={() => setCodeSent(null)}
          headingLevel="h3"
          purpose="reauthenticate"
        />
      </DialogContent>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void withPassword(event)}>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t("settings.reauthentication.intro")}</Typography>
          <PasswordField
            control={form.control}
            name="password"
            label={t("settings.reauthentication.password")}
            autoComplete="current-password"
            autoFocus
            required
          />
          {failure && <Alert severity="error">{failure}</Alert>}
          <Button
            variant="text"
            color="secondary"
            onClick={() => void askForCode()}
            disabled={form.formState.isSubmitting || sending.isLoading}
            sx={{ alignSelf: "flex-start", ml: -1 }}
          >
            {strong ? t("settings.reauthentication.useStrongMethod") : t("settings.reauthentication.useCode")}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onCancel} color="secondary" disabled={form.formState.isSubmitting}>
          {t("common.cancel")}
        </Button>
        <SubmitButton pending={form.formState.isSubmitting} fullWidth={false} size="medium">
          {t("settings.reauthentication.confirm")}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
