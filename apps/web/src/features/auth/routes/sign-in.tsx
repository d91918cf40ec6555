import { useMediaQuery } from "@mui/material";
import type { LoginRequest, OtpSent } from "@portal/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import * as z from "zod/mini";
import { paths } from "@/config/paths";
import { runtimeConfig } from "@/config/runtime-config";
import { useApproveLoginMutation, useResendLoginCodeMutation } from "../api";
import { AppPromotion } from "../components/app-promotion";
import { CodeStep } from "@/components/code-step";
import { SignInForm } from "../components/sign-in-form";
import { SignInArrival } from "../navigation-state";

/** `/auth`: the two-step sign-in (SPEC §4): password, then the code texted to the phone. */
export function SignInRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const arrival = z.catch(SignInArrival, {}).parse(useLocation().state);
  // Kept here so "Back" from the code step shows the form as the user left it.
  const [values, setValues] = useState<LoginRequest>({ username: arrival.email ?? "", password: "", rememberMe: false });
  const [sent, setSent] = useState<OtpSent | null>(null);
  const [approveLogin] = useApproveLoginMutation();
  const [resendLoginCode] = useResendLoginCodeMutation();
  // SPEC §1: "screens up to 1024 px wide".
  const smallScreen = useMediaQuery("(max-width:1024px)");

  if (runtimeConfig().signInLayout === "appPromotion" && smallScreen) return <AppPromotion />;
  if (!sent) {
    return (
      <SignInForm
        defaultValues={values}
        notice={arrival.accountConfirmed ? t("auth.signIn.accountConfirmed") : undefined}
        onCodeSent={(submitted, otp) => {
          setValues(submitted);
          setSent(otp);
        }}
      />
    );
  }
  return (
    <CodeStep
      phoneHint={sent.phoneHint}
      resendIn={sent.resendIn}
      onConfirm={async (code) => {
        await approveLogin({ code, email: sent.email }).unwrap();
        await navigate(paths.home, { replace: true });
      }}
      onResend={() => resendLoginCode(sent.email).unwrap()}
      onBack={() => setSent(null)}
    />
  );
}
