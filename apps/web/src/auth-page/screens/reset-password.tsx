import { zodResolver } from "@hookform/resolvers/zod";
import { GuidParam, NewPasswordRequest } from "@portal/contracts";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "../../light/components/alert";
import { Button } from "../../light/components/button";
import { Spinner } from "../../light/components/spinner";
import { serverErrorOf } from "../../light/http";
import { paths } from "../../light/paths";
import { useAuthPage } from "../auth-context";
import { applyFieldErrors } from "../components/apply-field-errors";
import { NewPasswordField } from "../components/new-password-field";
import { PasswordField } from "../components/password-field";
import { useTexts } from "../i18n/locale";
import { resetArrival } from "../arrival";
import { AuthLink, useNavigation } from "../navigation";

type Outcome = "checking" | "form" | "done" | "linkInvalid";

const isDeadLink = (error: unknown) => serverErrorOf(error)?.code === "RESET_LINK_INVALID";

/** `/auth/reset-password/:guid`, the link from the reset e-mail: sets a new password. */
export function ResetPassword({ guid }: { guid: string }) {
  const { t, failure: failureText } = useTexts();
  const { api } = useAuthPage();
  const { contactChangeUndone } = resetArrival(useNavigation().state);
  const link = GuidParam.safeParse({ guid });
  const [outcome, setOutcome] = useState<Outcome>(link.success ? "checking" : "linkInvalid");
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(NewPasswordRequest),
    defaultValues: { password: "", confirmPassword: "" },
  });

  // Asked as the page opens, so a dead link is said before a password is typed. Any answer
  // but "dead link" (offline, too many tries) leaves the form: saving will tell. Only while
  // checking: a new language (a new api) must not ask again about a link saving has spent.
  const checking = outcome === "checking";
  useEffect(() => {
    if (!checking) return;
    let current = true;
    api.checkPasswordReset(guid).then(
      () => current && setOutcome("form"),
      (error: unknown) => current && setOutcome(isDeadLink(error) ? "linkInvalid" : "form"),
    );
    return () => {
      current = false;
    };
  }, [api, guid, checking]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api.confirmPassword(guid, values);
      setOutcome("done");
    } catch (error) {
      if (isDeadLink(error)) setOutcome("linkInvalid");
      else if (!applyFieldErrors(error, form)) setFailure(failureText(error));
    }
  });

  const back = (
    <p className="centred">
      <AuthLink to={paths.auth.signIn}>{t("auth.backToSignIn")}</AuthLink>
    </p>
  );
  return (
    <div className="stack">
      <h1 className="title-5">{t("auth.resetPassword.title")}</h1>
      {outcome === "checking" && (
        <div className="checking">
          <Spinner label={t("auth.resetPassword.checking")} />
        </div>
      )}
      {outcome === "form" && (
        <form className="stack" noValidate onSubmit={submit}>
          {contactChangeUndone && <Alert severity="success">{t("auth.undoChange.done")}</Alert>}
          {failure && <Alert severity="error">{failure}</Alert>}
          <NewPasswordField control={form.control} name="password" label={t("auth.fields.newPassword")} />
          <PasswordField
            control={form.control}
            name="confirmPassword"
            label={t("auth.fields.confirmPassword")}
            autoComplete="new-password"
          />
          <Button look="contained" type="submit" pending={form.formState.isSubmitting}>
            {t("auth.resetPassword.submit")}
          </Button>
          {back}
        </form>
      )}
      {outcome === "done" && (
        <>
          <Alert severity="success">{t("auth.resetPassword.done")}</Alert>
          {back}
        </>
      )}
      {outcome === "linkInvalid" && (
        <>
          <Alert severity="error">{t("errors.RESET_LINK_INVALID")}</Alert>
          <p className="centred">
            <AuthLink to={paths.auth.forgotPassword}>{t("auth.resetPassword.requestNew")}</AuthLink>
          </p>
        </>
      )}
    </div>
  );
}
