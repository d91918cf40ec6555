import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Stack, Typography } from "@mui/material";
import { OTP_LENGTH, OtpParam, type OtpResent } from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form/form-text-field";
import { SubmitButton } from "@/components/form/submit-button";
import { applyFieldErrors, errorMessage, serverError } from "@/lib/api-error";
import { formatCountdown, useCountdown } from "@/lib/use-countdown";

export interface CodeStepProps {
  /** The masked phone the code went to; unknown when only a resend was asked for. */
  phoneHint?: string;
  /** Seconds before a new code may be asked for. */
  resendIn: number;
  /** Rejects with the failed call's error. */
  onConfirm: (code: string) => Promise<unknown>;
  onResend: () => Promise<OtpResent>;
  onBack: () => void;
  /** h1 where the step is the page (sign-in); h2 inside a page or dialog that has its own; h3 inside a section. */
  headingLevel?: "h1" | "h2" | "h3";
}

type Feedback = { severity: "error" | "success"; text: string } | null;

/** A one-time-code step (sign-in, registration, onboarding): enter the code, or ask for a new one. */
export function CodeStep({ phoneHint, resendIn, onConfirm, onResend, onBack, headingLevel = "h1" }: CodeStepProps) {
  const { t } = useTranslation();
  const countdown = useCountdown(resendIn);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [resending, setResending] = useState(false);
  const form = useForm({ resolver: zodResolver(OtpParam), defaultValues: { OTP: "" } });

  const confirm = form.handleSubmit(async ({ OTP }) => {
    setFeedback(null);
    try {
      await onConfirm(OTP);
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFeedback({ severity: "error", text: errorMessage(error) });
    }
  });

  const resend = async () => {
    setFeedback(null);
    setResending(true);
    try {
      countdown.restart((await onResend()).resendIn);
      setFeedback({ severity: "success", text: t("common.otp.resent") });
    } catch (error) {
      const retryAfter = serverError(error)?.retryAfter;
      if (retryAfter !== undefined) countdown.restart(retryAfter);
      setFeedback({ severity: "error", text: errorMessage(error) });
    } finally {
      setResending(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={confirm} spacing={2.5}>
      <Typography component={headingLevel} variant="h5">
        {t("common.otp.title")}
      </Typography>
      <Typography color="text.secondary">{phoneHint ? t("common.otp.sentTo", { phoneHint }) : t("common.otp.sentToAccountPhone")}</Typography>
      {feedback && <Alert severity={feedback.severity}>{feedback.text}</Alert>}
      <FormTextField
        control={form.control}
        name="OTP"
        label={t("common.otp.field")}
        autoComplete="one-time-code"
        autoFocus
        slotProps={{ htmlInput: { inputMode: "numeric", maxLength: OTP_LENGTH } }}
      />
      <SubmitButton pending={form.formState.isSubmitting}>{t("common.otp.confirm")}</SubmitButton>
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 1 }}>
        <Button variant="text" color="secondary" onClick={onBack}>
          {t("common.otp.back")}
        </Button>
        <Button variant="text" color="secondary" onClick={resend} disabled={countdown.secondsLeft > 0 || resending}>
          {t("common.otp.resend")}
        </Button>
      </Stack>
      {countdown.secondsLeft > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center" }}>
          {t("common.otp.resendIn", { time: formatCountdown(countdown.secondsLeft) })}
        </Typography>
      )}
    </Stack>
  );
}
