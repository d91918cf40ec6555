import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, DialogActions, DialogContent, Stack } from "@mui/material";
import { PasswordProof } from "@portal/contracts";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { useSettingsTranslation } from "../../use-settings-translation";
import { SubmitButton } from "@/components/form/submit-button";
import { applyFieldErrors, errorMessage } from "@/lib/api-error";
import { PasswordField } from "../password/password-field";

export interface PasswordFormProps {
  /** What the password is asked for, above the field. */
  intro: ReactNode;
  submitLabel: string;
  /** Red for what takes a method away. */
  tone?: "danger" | "default";
  /** Does the change with the password; rejects with the failed call's error. */
  onSubmit: (password: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * The current password, asked before a sign-in method is added, removed or its codes renewed
 * (a stolen session must not change them). Laid out as a dialog's content and actions; a wrong
 * password shows at the field.
 */
export function PasswordForm({ intro, submitLabel, tone = "default", onSubmit, onCancel }: PasswordFormProps) {
  const { t } = useSettingsTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasswordProof>({ resolver: zodResolver(PasswordProof), defaultValues: { password: "" } });

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await onSubmit(password);
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFailure(errorMessage(error));
    }
  });
  const pending = form.formState.isSubmitting;

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent>
        <Stack spacing={2}>
          {intro}
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
        <Button onClick={onCancel} color="secondary" disabled={pending}>
          {t("common.cancel")}
        </Button>
        <SubmitButton
          pending={pending}
          fullWidth={false}
          size="medium"
          color={tone === "danger" ? "error" : "primary"}
          // The error red is too light behind white text (WCAG AA); its dark shade is not.
          sx={{ bgcolor: tone === "danger" ? "error.dark" : undefined }}
        >
          {submitLabel}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
