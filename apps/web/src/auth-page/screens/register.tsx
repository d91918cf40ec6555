import type { RegisterRequest } from "@portal/contracts";
import { useState } from "react";
import { paths } from "../../light/paths";
import { registerArrival, type SignInArrival } from "../arrival";
import { useAuthPage } from "../auth-context";
import { CodeStep } from "../components/code-step";
import { useTexts } from "../i18n/locale";
import { useNavigation } from "../navigation";
import { RegisterForm } from "./register-form";

interface Challenge {
  email: string;
  phoneHint?: string;
  resendIn: number;
  /**
   * Sent by the form. The server answers it the same whether or not the e-mail already has
   * an account (that owner gets an e-mail, not a code), so the step says so.
   */
  fromForm?: boolean;
}

/** `/auth/register`: registration, confirmed by the code texted to the phone (SPEC §4). */
export function Register() {
  const { t } = useTexts();
  const { api } = useAuthPage();
  const { state, navigate } = useNavigation();
  const [challenge, setChallenge] = useState<Challenge | null>(() => registerArrival(state)?.confirm ?? null);
  const [values, setValues] = useState<RegisterRequest>({
    fullName: "",
    email: challenge?.email ?? "",
    mobilePhone: "",
    password: "",
  });

  if (!challenge) {
    return (
      <RegisterForm
        defaultValues={values}
        onCodeSent={(submitted, sent) => {
          setValues(submitted);
          setChallenge({ ...sent, fromForm: true });
        }}
      />
    );
  }
  const { email } = challenge;
  return (
    <div className="stack">
      <CodeStep
        phoneHint={challenge.phoneHint}
        resendIn={challenge.resendIn}
        onConfirm={async (code) => {
          await api.confirmAccount(code, email);
          const arrival: SignInArrival = { email, accountConfirmed: true };
          navigate(paths.auth.signIn, arrival);
        }}
        onResend={() => api.resendRegisterCode(email)}
        onBack={() => setChallenge(null)}
      />
      {challenge.fromForm && (
        <p className="text-small text-secondary centred">{t("auth.register.existingAccountNote")}</p>
      )}
    </div>
  );
}
