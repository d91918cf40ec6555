import type { RegisterRequest } from "@portal/contracts";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { useConfirmAccountMutation, useResendRegisterCodeMutation } from "../api";
import { CodeStep } from "@/components/code-step";
import { RegisterForm } from "../components/register-form";
import { RegisterArrival, type SignInArrival } from "../navigation-state";

interface Challenge {
  email: string;
  phoneHint?: string;
  resendIn: number;
}

/** `/auth/register`: registration, confirmed by the code texted to the phone (SPEC §4). */
export function RegisterRoute() {
  const navigate = useNavigate();
  const arrival = RegisterArrival.safeParse(useLocation().state);
  const [challenge, setChallenge] = useState<Challenge | null>(arrival.success ? arrival.data.confirm : null);
  const [values, setValues] = useState<RegisterRequest>({
    fullName: "",
    email: challenge?.email ?? "",
    mobilePhone: "",
    password: "",
  });
  const [confirmAccount] = useConfirmAccountMutation();
  const [resendRegisterCode] = useResendRegisterCodeMutation();

  if (!challenge) {
    return (
      <RegisterForm
        defaultValues={values}
        onCodeSent={(submitted, sent) => {
          setValues(submitted);
          setChallenge(sent);
        }}
      />
    );
  }
  const { email } = challenge;
  return (
    <CodeStep
      phoneHint={challenge.phoneHint}
      resendIn={challenge.resendIn}
      onConfirm={async (code) => {
        await confirmAccount({ code, email }).unwrap();
        const state: SignInArrival = { email, accountConfirmed: true };
        await navigate(paths.auth.signIn, { state });
      }}
      onResend={() => resendRegisterCode(email).unwrap()}
      onBack={() => setChallenge(null)}
    />
  );
}
