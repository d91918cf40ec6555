import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, CircularProgress, Link, Stack, Typography } from "@mui/material";
import { GuidParam, NewPasswordRequest } from "@portal/contracts";
import { skipToken } from "@reduxjs/toolkit/query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { PasswordField } from "@/components/form/password-field";
import { SubmitButton } from "@/components/form/submit-button";
import { paths } from "@/config/paths";
import { applyFieldErrors, errorMessage, serverError } from "@/lib/api-error";
import { useCheckPasswordResetQuery, useConfirmPasswordMutation } from "../api";
import { NewPasswordField } from "../components/new-password-field";

type Outcome = "form" | "done" | "linkInvalid";

/** `/auth/reset-password/:guid`, the link from the reset e-mail: sets a new password. */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const link = GuidParam.safeParse(params);
  const [outcome, setOutcome] = useState<Outcome>(link.success ? "form" : "linkInvalid");
  const [failure, setFailure] = useState<string | null>(null);
  // Any answer but "dead link" (offline, too many tries) leaves the form: saving will tell.
  const check = useCheckPasswordResetQuery(link.success ? link.data.guid : skipToken);
  const [confirmPassword] = useConfirmPasswordMutation();
  const form = useForm({
    resolver: zodResolver(NewPasswordRequest),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const shown: Outcome = outcome === "form" && serverError(check.error)?.code === "RESET_LINK_INVALID" ? "linkInvalid" : outcome;

  const submit = form.handleSubmit(async (values) => {
    if (!link.success) return;
    setFailure(null);
    try {
      await confirmPassword({ guid: link.data.guid, ...values }).unwrap();
      setOutcome("done");
    } catch (error) {
      if (serverError(error)?.code === "RESET_LINK_INVALID") setOutcome("linkInvalid");
      else if (!applyFieldErrors(error, form)) setFailure(errorMessage(error));
    }
  });

  const to = (path: string, text: string) => (
    <Link component={RouterLink} to={path} variant="body2" sx={{ alignSelf: "center" }}>
      {text}
    </Link>
  );

  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h5">
        {t("auth.resetPassword.title")}
      </Typography>
      {shown === "form" && check.isLoading && (
        <Stack sx={{ alignItems: "center", py: 3 }}>
          <CircularProgress aria-label={t("auth.resetPassword.checking")} />
        </Stack>
      )}
      {shown === "form" && !check.isLoading && (
        <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <NewPasswordField control={form.control} name="password" label={t("auth.fields.newPassword")} />
          <PasswordField control={form.control} name="confirmPassword" label={t("auth.fields.confirmPassword")} autoComplete="new-password" />
          <SubmitButton pending={form.formState.isSubmitting}>{t("auth.resetPassword.submit")}</SubmitButton>
          {to(paths.auth.signIn, t("auth.backToSignIn"))}
        </Stack>
      )}
      {shown === "done" && (
        <>
          <Alert severity="success">{t("auth.resetPassword.done")}</Alert>
          {to(paths.auth.signIn, t("auth.backToSignIn"))}
        </>
      )}
      {shown === "linkInvalid" && (
        <>
          <Alert severity="error">{t("errors.RESET_LINK_INVALID")}</Alert>
          {to(paths.auth.forgotPassword, t("auth.resetPassword.requestNew"))}
        </>
      )}
    </Stack>
  );
}
