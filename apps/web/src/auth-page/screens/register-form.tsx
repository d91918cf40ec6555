import { zodResolver } from "@hookform/resolvers/zod";
import { type OtpSent, RegisterRequest } from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "../../light/components/alert";
import { Button } from "../../light/components/button";
import { paths } from "../../light/paths";
import { useHydrated } from "../../light/use-hydrated";
import { useAuthPage } from "../auth-context";
import { applyFieldErrors } from "../components/apply-field-errors";
import { FormField } from "../components/form-field";
import { NewPasswordField } from "../components/new-password-field";
import { useTexts } from "../i18n/locale";
import { AuthLink } from "../navigation";

interface RegisterFormProps {
  defaultValues: RegisterRequest;
  onCodeSent: (values: RegisterRequest, sent: OtpSent) => void;
}

/** Step one of registration; the server then texts a code to the phone given. */
export function RegisterForm({ defaultValues, onCodeSent }: RegisterFormProps) {
  const { t, failure: failureText } = useTexts();
  const { api } = useAuthPage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(RegisterRequest), defaultValues });
  // Before the script runs, the server's form must not submit itself (a GET: what was typed would go in the address).
  const hydrated = useHydrated();

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onCodeSent(values, await api.register(values));
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFailure(failureText(error));
    }
  });

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <h1 className="title-5">{t("auth.register.title")}</h1>
      {failure && <Alert severity="error">{failure}</Alert>}
      <FormField control={form.control} name="fullName" label={t("auth.fields.fullName")} autoComplete="name" />
      <FormField control={form.control} name="email" label={t("auth.fields.email")} type="email" autoComplete="email" />
      {/* People group the digits as they say them ("+994 50 123 45 67"); the shared phone schema takes that. */}
      <FormField
        control={form.control}
        name="mobilePhone"
        label={t("auth.fields.mobilePhone")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t("common.phoneFormat")}
      />
      <NewPasswordField control={form.control} name="password" label={t("auth.fields.password")} />
      <Button look="contained" type="submit" pending={form.formState.isSubmitting} disabled={!hydrated}>
        {t("auth.register.submit")}
      </Button>
      <p className="centred">
        <AuthLink to={paths.auth.signIn}>{t("auth.backToSignIn")}</AuthLink>
      </p>
    </form>
  );
}
