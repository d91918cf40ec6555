import { zodResolver } from "@hookform/resolvers/zod";
import { EmailBody } from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "../../light/components/alert";
import { Button } from "../../light/components/button";
import { paths } from "../../light/paths";
import { useHydrated } from "../../light/use-hydrated";
import { useAuthPage } from "../auth-context";
import { applyFieldErrors } from "../components/apply-field-errors";
import { FormField } from "../components/form-field";
import { useTexts } from "../i18n/locale";
import { AuthLink } from "../navigation";

/** `/auth/forgot-password`: asks for a reset link; the answer never says whether the e-mail exists. */
export function ForgotPassword() {
  const { t, failure: failureText } = useTexts();
  const { api } = useAuthPage();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(EmailBody), defaultValues: { email: "" } });
  // Before the script runs, the server's form must not submit itself (a GET: what was typed would go in the address).
  const hydrated = useHydrated();

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api.forgotPassword(values);
      setSent(true);
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFailure(failureText(error));
    }
  });

  return (
    <div className="stack">
      <h1 className="title-5">{t("auth.forgotPassword.title")}</h1>
      {sent ? (
        <Alert severity="success">{t("auth.forgotPassword.sent")}</Alert>
      ) : (
        <form className="stack" noValidate onSubmit={submit}>
          <p className="text-secondary">{t("auth.forgotPassword.intro")}</p>
          {failure && <Alert severity="error">{failure}</Alert>}
          <FormField
            control={form.control}
            name="email"
            label={t("auth.fields.email")}
            type="email"
            autoComplete="email"
          />
          <Button look="contained" type="submit" pending={form.formState.isSubmitting} disabled={!hydrated}>
            {t("auth.forgotPassword.submit")}
          </Button>
        </form>
      )}
      <p className="centred">
        <AuthLink to={paths.auth.signIn}>{t("auth.backToSignIn")}</AuthLink>
      </p>
    </div>
  );
}
