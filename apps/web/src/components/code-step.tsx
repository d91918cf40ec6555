import { Alert, Button, Stack, Typography } from "@mui/material";
import { OTP_LENGTH, type OtpResent } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { useCodeStep } from "@/auth-page/use-code-step";
import { FormTextField } from "@/components/form/form-text-field";
import { SubmitButton } from "@/components/form/submit-button";
import { applyFieldErrors, errorMessage, serverError } from "@/lib/api-error";
import { formatCountdown } from "@/light/use-countdown";

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

/** A one-time-code step (sign-in, registration, onboarding): enter the code, or ask for a new one. */
export function CodeStep({ phoneHint, resendIn, onConfirm, onResend, onBack, headingLevel = "h1" }: CodeStepProps) {
  const { t } = useTranslation();
  const { form, confirm, resend, feedback, resending, secondsLeft } = useCodeStep({
    resendIn,
    onConfirm,
    onResend,
    explain: (error) => ({ text: errorMessage(error), retryAfter: serverError(error)?.retryAfter }),
    applyFieldErrors,
    resentText: t("common.otp.resent"),
  });

  return (
    <Stack component="form" noValidate onSubmit={confirm} spacing={2.5}>
      <Typography component={headingLevel} variant="h5">
        {t("common.otp.title")}
      </Typography>
      <Typography color="text.secondary">
        {phoneHint ? t("common.otp.sentTo", { phoneHint }) : t("common.otp.sentToAccountPhone")}
      </Typography>
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
        <Button variant="text" color="secondary" onClick={resend} disabled={secondsLeft > 0 || resending}>
          {t("common.otp.resend")}
        </Button>
      </Stack>
      {secondsLeft > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center" }}>
          {t("common.otp.resendIn", { time: formatCountdown(secondsLeft) })}
        </Typography>
      )}
    </Stack>
  );
}
