import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Link, Stack, Typography } from "@mui/material";
import { type OtpSent, RegisterRequest } from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { FormTextField } from "@/components/form/form-text-field";
import { PhoneField } from "@/components/form/phone-field";
import { SubmitButton } from "@/components/form/submit-button";
import { paths } from "@/config/paths";
import { applyFieldErrors, errorMessage } from "@/lib/api-error";
import { useRegisterMutation } from "../api";
import { NewPasswordField } from "./new-password-field";

interface RegisterFormProps {
  defaultValues: RegisterRequest;
  onCodeSent: (values: RegisterRequest, sent: OtpSent) => void;
}

/** Step one of registration; the server then texts a code to the phone given. */
export function RegisterForm({ defaultValues, onCodeSent }: RegisterFormProps) {
  const { t } = useTranslation();
  const [register] = useRegisterMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(RegisterRequest), defaultValues });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onCodeSent(values, await register(values).unwrap());
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFailure(errorMessage(error));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Typography component="h1" variant="h5">
        {t("auth.register.title")}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      <FormTextField control={form.control} name="fullName" label={t("auth.fields.fullName")} autoComplete="name" />
      <FormTextField control={form.control} name="email" label={t("auth.fields.email")} type="email" autoComplete="email" />
      <PhoneField control={form.control} name="mobilePhone" label={t("auth.fields.mobilePhone")} />
      <NewPasswordField control={form.control} name="password" label={t("auth.fields.password")} />
      <SubmitButton pending={form.formState.isSubmitting}>{t("auth.register.submit")}</SubmitButton>
      <Link component={RouterLink} to={paths.auth.signIn} variant="body2" sx={{ alignSelf: "center" }}>
        {t("auth.backToSignIn")}
      </Link>
    </Stack>
  );
}
