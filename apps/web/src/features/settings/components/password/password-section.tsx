import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Box, Stack } from "@mui/material";
import { ChangePasswordRequest } from "@portal/contracts";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useSettingsTranslation } from "../../use-settings-translation";
import { SubmitButton } from "@/components/form/submit-button";
import { SectionCard } from "@/components/section-card";
import { applyFieldErrors, errorMessage } from "@/lib/api-error";
import { useChangePasswordMutation } from "../../api";
import { PasswordField } from "./password-field";
import { PasswordRules } from "./password-rules";

const empty: ChangePasswordRequest = { oldPassword: "", newPassword: "", confirmPassword: "" };

/**
 * The current password and a new one twice, checked by the shared schema. The server signs
 * out every other session of the user; the success message says so.
 */
export function PasswordSection() {
  const { t } = useSettingsTranslation();
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(ChangePasswordRequest),
    mode: "onTouched",
    defaultValues: empty,
  });
  const newPassword = useWatch({ control: form.control, name: "newPassword" });
  const [changePassword] = useChangePasswordMutation();
  const [outcome, setOutcome] = useState<{ severity: "success" | "error"; text: string } | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await changePassword(values).unwrap();
      form.reset(empty);
      setOutcome({ severity: "success", text: t("settings.password.changed") });
    } catch (error) {
      // A wrong current password, a leaked or unchanged new one: on their fields. Too many tries: said as a whole.
      if (!applyFieldErrors(error, form)) setOutcome({ severity: "error", text: errorMessage(error) });
    }
  });

  return (
    <SectionCard title={t("settings.password.title")} description={t("settings.password.description")}>
      <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2.5} sx={{ maxWidth: 560 }}>
        <PasswordField
          control={form.control}
          name="oldPassword"
          label={t("settings.password.current")}
          autoComplete="current-password"
          required
        />
        <Stack spacing={1}>
          <PasswordField
            control={form.control}
            name="newPassword"
            label={t("settings.password.new")}
            autoComplete="new-password"
            required
          />
          <PasswordRules password={newPassword} />
        </Stack>
        <PasswordField
          control={form.control}
          name="confirmPassword"
          label={t("settings.password.confirm")}
          autoComplete="new-password"
          required
        />
        {outcome && (
          <Alert severity={outcome.severity} role={outcome.severity === "success" ? "status" : "alert"}>
            {outcome.text}
          </Alert>
        )}
        <Box>
          <SubmitButton pending={form.formState.isSubmitting} fullWidth={false} size="medium">
            {t("settings.password.submit")}
          </SubmitButton>
        </Box>
      </Stack>
    </SectionCard>
  );
}
