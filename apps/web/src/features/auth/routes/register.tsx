import { Stack, Typography } from "@mui/material";
import type { RegisterRequest } from "@portal/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
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
  /**
   * Sent by the form. The server answers it the same whether or not the e-mail already has
   * an account (that owner gets an e-mail, not a code), so the step says so.
   */
  fromForm?: boolean;
}

/** `/auth/register`: registration, confirmed by the code texted to the phone (SPEC §4). */
export function RegisterRoute() {
  const { t } = useTranslation();
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
          setChallenge({ ...sent, fromForm: true });
        }}
      />
    );
  }
  const { email } = challenge;
  return (
    <Stack spacing={2.5}>
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
      {challenge.fromForm && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center" }}>
          {t("auth.register.existingAccountNote")}
        </Typography>
      )}
    </Stack>
  );
}
