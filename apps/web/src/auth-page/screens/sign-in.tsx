import type { LoginRequest, OtpSent } from "@portal/contracts";
import { useState } from "react";
import { rememberLanguage } from "../../light/language-choice";
import { storage } from "../../lib/storage";
import { signInArrival } from "../arrival";
import { useAuthPage } from "../auth-context";
import { AppPromotion } from "../components/app-promotion";
import { CodeStep } from "../components/code-step";
import { useLocale, useTexts } from "../i18n/locale";
import { useNavigation } from "../navigation";
import { SignInForm } from "./sign-in-form";

/** `/auth`: the two-step sign-in (SPEC §4): password, then the code texted to the phone. */
export function SignIn() {
  const { t } = useTexts();
  const { language } = useLocale();
  const { api, config } = useAuthPage();
  const { state, navigate } = useNavigation();
  const arrival = signInArrival(state);
  // Kept here so "Back" from the code step shows the form as the user left it.
  const [values, setValues] = useState<LoginRequest>({ username: arrival.email ?? "", password: "", rememberMe: false });
  const [sent, setSent] = useState<OtpSent | null>(null);

  if (sent) {
    return (
      <CodeStep
        phoneHint={sent.phoneHint}
        resendIn={sent.resendIn}
        onConfirm={async (code) => {
          const { accessToken } = await api.approveLogin(code, sent.email);
          storage.setAccessToken(accessToken);
          // The portal opens in the language the user signed in in.
          rememberLanguage(language);
          // The portal is a page of its own: a full load, which finds the token.
          navigate("/");
        }}
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
    />
  );
  if (config.signInLayout !== "appPromotion") return form;
  // SPEC §1: screens up to 1024 px wide get the app instead; CSS decides, so the server's HTML is right too.
  return (
    <>
      <div className="wide-only">{form}</div>
      <div className="narrow-only">
        <AppPromotion />
      </div>
    </>
  );
}
