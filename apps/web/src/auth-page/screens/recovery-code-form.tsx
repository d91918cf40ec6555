import { zodResolver } from "@hookform/resolvers/zod";
import { type ApproveLoginResponse, RecoveryLoginRequest } from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "../../light/components/alert";
import { Button } from "../../light/components/button";
import { useAuthPage } from "../auth-context";
import { applyFieldErrors } from "../components/apply-field-errors";
import { FormField } from "../components/form-field";
import { useTexts } from "../i18n/locale";

interface RecoveryCodeFormProps {
  /** The account whose password was just given. */
  email: string;
  onSignedIn: (approved: ApproveLoginResponse) => void;
  onBack: () => void;
}

/** Sign-in's second step met by one of the recovery codes, for a user without their authenticator or passkey. */
export function RecoveryCodeForm({ email, onSignedIn, onBack }: RecoveryCodeFormProps) {
  const { t, failure: failureText } = useTexts();
  const { api } = useAuthPage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(RecoveryLoginRequest), defaultValues: { email, recoveryCode: "" } });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSignedIn(await api.recoveryLogin(values));
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFailure(failureText(error));
    }
  });

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <h1 className="title-5">{t("auth.strongSignIn.recoveryTitle")}</h1>
      <p className="text-secondary">{t("auth.strongSignIn.recoveryIntro")}</p>
      {failure && <Alert severity="error">{failure}</Alert>}
      <FormField
        control={form.control}
        name="recoveryCode"
        label={t("auth.strongSignIn.recoveryField")}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        // Opened by the user's own press of "Use a recovery code": start where the code goes.
        autoFocus
      />
      <Button look="contained" type="submit" pending={form.formState.isSubmitting}>
        {t("auth.signIn.submit")}
      </Button>
      <div className="row">
        <Button look="text" onClick={onBack}>
          {t("common.otp.back")}
        </Button>
      </div>
    </form>
  );
}
