import { zodResolver } from "@hookform/resolvers/zod";
import { type ApproveLoginResponse, LoginRequest, type OtpSent } from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "../../light/components/alert";
import { Button } from "../../light/components/button";
import { serverErrorOf } from "../../light/http";
import { paths } from "../../light/paths";
import { useHydrated } from "../../light/use-hydrated";
import type { RegisterArrival } from "../arrival";
import { useAuthPage } from "../auth-context";
import { applyFieldErrors } from "../components/apply-field-errors";
import { FormField } from "../components/form-field";
import { PasswordField } from "../components/password-field";
import { useTexts } from "../i18n/locale";
import { AuthLink, useNavigation } from "../navigation";
import { browserHasPasskeys, passkeyAnswer, passkeyFailure } from "../passkey";
import { retryWait } from "../retry-after";

interface SignInFormProps {
  defaultValues: LoginRequest;
  /** Shown above the form, e.g. after the account was confirmed. */
  notice?: string;
  onCodeSent: (values: LoginRequest, sent: OtpSent) => void;
  /** Signed in with a passkey alone, without e-mail and password. */
  onSignedIn: (approved: ApproveLoginResponse) => void;
}

/** Step one of sign-in: e-mail and password (the server then asks for a second step), or a passkey alone. */
export function SignInForm({ defaultValues, notice, onCodeSent, onSignedIn }: SignInFormProps) {
  const texts = useTexts();
  const { t, failure: failureText } = texts;
  const { api } = useAuthPage();
  const { navigate } = useNavigation();
  const [failure, setFailure] = useState<string | null>(null);
  // Locked or slowed down (429): when to try again, from the server's retryAfter.
  const [retryAfter, setRetryAfter] = useState<number | null>(null);
  const form = useForm({ resolver: zodResolver(LoginRequest), defaultValues });
  // Before the script runs, the server's form must not submit itself (a GET: what was typed would go in the address).
  const hydrated = useHydrated();
  const [passkeyPending, setPasskeyPending] = useState(false);
  // The server cannot know whether the browser has WebAuthn: its button is there until the script can tell.
  const offerPasskey = !hydrated || browserHasPasskeys();

  const retryText = (seconds: number) => {
    const wait = retryWait(seconds);
    return "minutes" in wait
      ? t("auth.signIn.retryInMinutes", { minutes: wait.minutes })
      : t("auth.signIn.retryInSeconds", { seconds: wait.seconds });
  };

  // The registration was never confirmed: send a code and finish it on the registration screen.
  const confirmRegistration = async (email: string) => {
    let resendIn: number;
    let phoneHint: string | undefined;
    try {
      ({ resendIn, phoneHint } = await api.resendRegisterCode(email));
    } catch (error) {
      // Too soon for another code: the one sent moments ago is still good.
      const retryAfter = serverErrorOf(error)?.retryAfter;
      if (retryAfter === undefined) return setFailure(failureText(error));
      resendIn = retryAfter;
    }
    const state: RegisterArrival = { confirm: { email, resendIn, phoneHint } };
    navigate(paths.auth.register, state);
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setRetryAfter(null);
    try {
      onCodeSent(values, await api.login(values));
    } catch (error) {
      const body = serverErrorOf(error);
      if (body?.code === "ACCOUNT_NOT_CONFIRMED") return confirmRegistration(values.username);
      if (applyFieldErrors(error, form)) return;
      setFailure(failureText(error));
      setRetryAfter(body?.retryAfter ?? null);
    }
  });

  // A discoverable credential names the account itself: nothing typed above is used but "Remember me".
  const signInWithPasskey = async () => {
    setFailure(null);
    setRetryAfter(null);
    setPasskeyPending(true);
    try {
      const { challengeId, options } = await api.passkeyLoginOptions();
      const response = await passkeyAnswer(options);
      onSignedIn(await api.passkeyLogin({ challengeId, response, rememberMe: form.getValues("rememberMe") }));
    } catch (error) {
      setFailure(passkeyFailure(error, texts));
      setRetryAfter(serverErrorOf(error)?.retryAfter ?? null);
    } finally {
      setPasskeyPending(false);
    }
  };

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <h1 className="title-5">{t("auth.signIn.title")}</h1>
      {notice && <Alert severity="success">{notice}</Alert>}
      {failure && (
        <Alert severity="error">
          {failure}
          {retryAfter !== null && <strong className="alert__strong">{retryText(retryAfter)}</strong>}
        </Alert>
      )}
      <FormField
        control={form.control}
        name="username"
        label={t("auth.fields.email")}
        type="email"
        autoComplete="username"
      />
      <PasswordField
        control={form.control}
        name="password"
        label={t("auth.fields.password")}
        autoComplete="current-password"
      />
      <div className="row">
        <label className="checkbox">
          <input type="checkbox" className="checkbox__input" {...form.register("rememberMe")} />
          <span>{t("auth.signIn.rememberMe")}</span>
        </label>
        <AuthLink to={paths.auth.forgotPassword}>{t("auth.signIn.forgotPassword")}</AuthLink>
      </div>
      <Button look="contained" type="submit" pending={form.formState.isSubmitting} disabled={!hydrated}>
        {t("auth.signIn.submit")}
      </Button>
      {offerPasskey && (
        <Button look="outlined" onClick={signInWithPasskey} pending={passkeyPending} disabled={!hydrated}>
          {t("auth.strongSignIn.passkeySignIn")}
        </Button>
      )}
      <p className="centred">
        <AuthLink to={paths.auth.register}>{t("auth.signIn.register")}</AuthLink>
      </p>
    </form>
  );
}
