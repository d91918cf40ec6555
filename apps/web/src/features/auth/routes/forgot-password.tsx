import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Link, Stack, Typography } from "@mui/material";
import { EmailBody } from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { FormTextField } from "@/components/form/form-text-field";
import { SubmitButton } from "@/components/form/submit-button";
import { paths } from "@/config/paths";
import { applyFieldErrors, errorMessage } from "@/lib/api-error";
import { useForgotPasswordMutation } from "../api";

/** `/auth/forgot-password`: asks for a reset link; the answer never says whether the e-mail exists. */
export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  const [forgotPassword, { isSuccess }] = useForgotPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(EmailBody), defaultValues: { email: "" } });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await forgotPassword(values).unwrap();
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFailure(errorMessage(error));
    }
  });

  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h5">
        {t("auth.forgotPassword.title")}
      </Typography>
      {isSuccess ? (
        <Alert severity="success">{t("auth.forgotPassword.sent")}</Alert>
      ) : (
        <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
          <Typography color="text.secondary">{t("auth.forgotPassword.intro")}</Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
          <FormTextField control={form.control} name="email" label={t("auth.fields.email")} type="email" autoComplete="email" />
          <SubmitButton pending={form.formState.isSubmitting}>{t("auth.forgotPassword.submit")}</SubmitButton>
        </Stack>
      )}
      <Link component={RouterLink} to={paths.auth.signIn} variant="body2" sx={{ alignSelf: "center" }}>
        {t("auth.backToSignIn")}
      </Link>
    </Stack>
  );
}
