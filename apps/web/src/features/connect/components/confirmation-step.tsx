import { Typography } from "@mui/material";
import type { OtpResent } from "@portal/contracts";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CodeStep } from "@/components/code-step";
import { StepForm } from "./step-form";

export interface Challenge {
  phoneHint: string;
  resendIn: number;
}

interface ConfirmationStepProps {
  /** The code sent, if it was sent in this visit; after a reload the user asks again. */
  challenge: Challenge | null;
  phone: string;
  sending: boolean;
  failure: string | null;
  focusTitle: boolean;
  onSend: () => void;
  onConfirm: (code: string) => Promise<unknown>;
  onResend: () => Promise<OtpResent>;
  onBack: () => void;
}

/** Individual step 3: the code texted to the phone given proves it is the user's. */
export function ConfirmationStep({
  challenge,
  phone,
  sending,
  failure,
  focusTitle,
  onSend,
  onConfirm,
  onResend,
  onBack,
}: ConfirmationStepProps) {
  const { t } = useTranslation();
  if (challenge) {
    return (
      <CodeStep
        phoneHint={challenge.phoneHint}
        resendIn={challenge.resendIn}
        onConfirm={onConfirm}
        onResend={onResend}
        onBack={onBack}
        headingLevel="h2"
        purpose="connect"
      />
    );
  }
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };
  return (
    <StepForm
      title={t("connect.steps.individual.confirmation")}
      onSubmit={send}
      submitLabel={t("connect.actions.sendCode")}
      pending={sending}
      onBack={onBack}
      failure={failure}
      focusTitle={focusTitle}
    >
      <Typography>{t("connect.confirmation.intro", { phone })}</Typography>
    </StepForm>
  );
}
