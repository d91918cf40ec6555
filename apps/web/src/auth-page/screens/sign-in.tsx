import type { ApproveLoginResponse, LoginRequest, OtpSent } from "@portal/contracts";
import { type ReactNode, useState } from "react";
import { rememberLanguage } from "../../light/language-choice";
import { storage } from "../../light/storage";
import { useMediaQuery } from "../../light/use-media-query";
import { signInArrival } from "../arrival";
import { useAuthPage } from "../auth-context";
import { AppPromotion } from "../components/app-promotion";
import { CodeStep } from "../components/code-step";
import { useLocale, useTexts } from "../i18n/locale";
import { useNavigation } from "../navigation";
import { SignInForm } from "./sign-in-form";
import { StrongCodeStep } from "./strong-code-step";

/**
 * SPEC §1: screens up to 1024 px wide get the app instead of the form. CSS decides on the
 * server's HTML; once the script runs, only the one that applies is there.
 */
function FormOrApp({ form }: { form: ReactNode }) {
  const narrow = useMediaQuery("(max-width: 1024px)");
  if (narrow === true) return <AppPromotion />;
  if (narrow === false) return form;
  return (
    <>
      <div className="wide-only">{form}</div>
      <div className="narrow-only">
        <AppPromotion />
      </div>
    </>
  );
}

/**
 * `/auth`: the two-step sign-in (SPEC §4): password, then the code texted to the phone, or
 * for a user with a strong method their authenticator's code, a passkey or a recovery code.
 * A passkey alone signs in from the form too.
 */
export function SignIn() {
  const { t } = useTexts();
  const { language } = useLocale();
  const { api, config } = useAuthPage();
  const { state, navigate } = useNavigation();
  const arrival = signInArrival(state);
  // Kept here so "Back" from the code step shows the form as the user left it.
  const [values, setValues] = useState<LoginRequest>({
    username: arrival.email ?? "",
    password: "",
    rememberMe: false,
  });
  const [sent, setSent] = useState<OtpSent | null>(null);

  const signedIn = ({ accessToken }: ApproveLoginResponse) => {
    storage.setAccessToken(accessToken);
    // The portal opens in the language the user signed in in.
    rememberLanguage(language);
    // The portal is a page of its own: a full load, which finds the token.
    navigate("/");
  };

  if (sent) {
    const confirm = async (code: string) => signedIn(await api.approveLogin(code, sent.email));
    const methods = sent.methods ?? ["sms"];
    if (methods.some((method) => method !== "sms"))
      return (
        <StrongCodeStep
          sent={sent}
          methods={methods}
          onConfirm={confirm}
          onSignedIn={signedIn}
          onBack={() => setSent(null)}
        />
      );
    return (
      <CodeStep
        phoneHint={sent.phoneHint}
        resendIn={sent.resendIn}
        onConfirm={confirm}
        onResend={() => api.resendLoginCode(sent.email)}
        onBack={() => setSent(null)}
      />
    );
  }
  const form = (
    <SignInForm
      defaultValues={values}
      notice={arrival.accountConfirmed ? t("auth.signIn.accountConfirmed") : undefined}
      onCodeSent={(submitted, otp) => {
        setValues(submitted);
        setSent(otp);
      }}
      onSignedIn={signedIn}
    />
  );
  return config.signInLayout === "appPromotion" ? <FormOrApp form={form} /> : form;
}
