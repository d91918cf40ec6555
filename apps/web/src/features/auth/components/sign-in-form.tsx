import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Box, Checkbox, FormControlLabel, Link, Stack, Typography } from "@mui/material";
import { LoginRequest, type OtpSent } from "@portal/contracts";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import { FormTextField } from "@/components/form/form-text-field";
import { PasswordField } from "@/components/form/password-field";
import { SubmitButton } from "@/components/form/submit-button";
import { paths } from "@/config/paths";
import { applyFieldErrors, errorMessage, serverError } from "@/lib/api-error";
import { useLoginMutation, useResendRegisterCodeMutation } from "../api";
import type { RegisterArrival } from "../navigation-state";
import { retryWait } from "../retry-after";

interface SignInFormProps {
  defaultValues: LoginRequest;
  /** Shown above the form, e.g. after the account was confirmed. */
  notice?: string;
  onCodeSent: (values: LoginRequest, sent: OtpSent) => void;
}

/** Step one of sign-in: e-mail and password; the server then texts a code. */
export function SignInForm({ defaultValues, notice, onCodeSent }: SignInFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [login] = useLoginMutation();
  const [resendRegisterCode] = useResendRegisterCodeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // Locked or slowed down (429): when to try again, from the server's retryAfter.
  const [retryAfter, setRetryAfter] = useState<number | null>(null);
  const form = useForm({ resolver: zodResolver(LoginRequest), defaultValues });

  const retryText = (seconds: number) => {
    const wait = retryWait(seconds);
    return "minutes" in wait ? t("auth.signIn.retryInMinutes", { minutes: wait.minutes }) : t("auth.signIn.retryInSeconds", { seconds: wait.seconds });
  };

  // The registration was never confirmed: send a code and finish it on the registration screen.
  const confirmRegistration = async (email: string) => {
    let resendIn: number;
    let phoneHint: string | undefined;
    try {
      ({ resendIn, phoneHint } = await resendRegisterCode(email).unwrap());
    } catch (error) {
      // Too soon for another code: the one sent moments ago is still good.
      const retryAfter = serverError(error)?.retryAfter;
      if (retryAfter === undefined) return setFailure(errorMessage(error));
      resendIn = retryAfter;
    }
    const state: RegisterArrival = { confirm: { email, resendIn, phoneHint } };
    await navigate(paths.auth.register, { state });
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setRetryAfter(null);
    try {
      onCodeSent(values, await login(values).unwrap());
    } catch (error) {
      const body = serverError(error);
      if (body?.code === "ACCOUNT_NOT_CONFIRMED") return confirmRegistration(values.username);
      if (applyFieldErrors(error, form)) return;
      setFailure(errorMessage(error));
      setRetryAfter(body?.retryAfter ?? null);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Typography component="h1" variant="h5">
        {t("auth.signIn.title")}
      </Typography>
      {notice && <Alert severity="success">{notice}</Alert>}
      {failure && (
        <Alert severity="error">
          {failure}
          {retryAfter !== null && <Box sx={{ mt: 0.5, fontWeight: "fontWeightBold" }}>{retryText(retryAfter)}</Box>}
        </Alert>
      )}
      <FormTextField control={form.control} name="username" label={t("auth.fields.email")} type="email" autoComplete="username" />
      <PasswordField control={form.control} name="password" label={t("auth.fields.password")} autoComplete="current-password" />
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 1 }}>
        <Controller
          control={form.control}
          name="rememberMe"
          render={({ field }) => (
            <FormControlLabel
              label={t("auth.signIn.rememberMe")}
              control={
                <Checkbox name={field.name} checked={field.value ?? false} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />
              }
            />
          )}
        />
        <Link component={RouterLink} to={paths.auth.forgotPassword} variant="body2">
          {t("auth.signIn.forgotPassword")}
        </Link>
      </Stack>
      <SubmitButton pending={form.formState.isSubmitting}>{t("auth.signIn.submit")}</SubmitButton>
      <Link component={RouterLink} to={paths.auth.register} variant="body2" sx={{ alignSelf: "center" }}>
        {t("auth.signIn.register")}
      </Link>
    </Stack>
  );
}
