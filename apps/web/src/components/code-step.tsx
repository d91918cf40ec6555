import { Alert, Button, CircularProgress, Stack, Typography } from "@mui/material";
import { type ActionPurpose, OTP_LENGTH, type OtpResent } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { useCodeStep } from "@/auth-page/use-code-step";
import { FormTextField } from "@/components/form/form-text-field";
import { SubmitButton } from "@/components/form/submit-button";
import { applyFieldErrors, errorMessage, serverError } from "@/lib/api-error";
import { formatCountdown } from "@/light/use-countdown";
import { usePasskeyConfirm } from "./second-step/use-passkey-confirm";
import { strongStepIntro, useSecondStep } from "./second-step/use-second-step";

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
  /**
   * The signed-in user's sensitive action this code confirms: a user with an authenticator app
   * or a passkey meets it with those instead of an SMS (none for a code that proves a phone or a chat).
   */
  purpose?: ActionPurpose;
}

/** A one-time-code step (sign-in, registration, onboarding): enter the code, or ask for a new one. */
export function CodeStep({
  phoneHint,
  resendIn,
  onConfirm,
  onResend,
  onBack,
  headingLevel = "h1",
  purpose,
}: CodeStepProps) {
  const { t } = useTranslation();
  const ways = useSecondStep(purpose);
  const { form, confirm, resend, feedback, resending, secondsLeft } = useCodeStep({
    // A strong method's step texts nothing until asked to.
    resendIn: ways.strong ? 0 : resendIn,
    onConfirm,
    onResend: ways.strong ? ways.textCode : onResend,
    explain: (error) => ({ text: errorMessage(error), retryAfter: serverError(error)?.retryAfter }),
    applyFieldErrors,
    resentText: ways.strong && !ways.texted ? t("common.secondStep.texted") : t("common.otp.resent"),
  });

  // The passkey's code confirms the step as a typed one would; what went wrong shows above the buttons.
  const { confirmWithPasskey, passkeyPending, passkeyFailure } = usePasskeyConfirm(ways, onConfirm);

  const typed = !ways.strong || ways.typed;
  const canText = !ways.strong || ways.sms;
  const busy = form.formState.isSubmitting || passkeyPending;
  return (
    <Stack component="form" noValidate onSubmit={confirm} spacing={2.5}>
      <Typography component={headingLevel} variant="h5">
        {ways.strong ? t("common.secondStep.title") : t("common.otp.title")}
      </Typography>
      <Typography color="text.secondary">
        {ways.strong
          ? strongStepIntro(t, ways, phoneHint)
          : phoneHint
            ? t("common.otp.sentTo", { phoneHint })
            : t("common.otp.sentToAccountPhone")}
      </Typography>
      {feedback && <Alert severity={feedback.severity}>{feedback.text}</Alert>}
      {passkeyFailure && <Alert severity="error">{passkeyFailure}</Alert>}
      {typed && (
        <>
          <FormTextField
            control={form.control}
            name="OTP"
            label={t("common.otp.field")}
            autoComplete="one-time-code"
            autoFocus
            slotProps={{ htmlInput: { inputMode: "numeric", maxLength: OTP_LENGTH } }}
          />
          <SubmitButton pending={form.formState.isSubmitting} disabled={passkeyPending}>
            {t("common.otp.confirm")}
          </SubmitButton>
        </>
      )}
      {ways.strong && ways.passkey && (
        <Button
          variant={typed ? "outlined" : "contained"}
          size="large"
          fullWidth
          onClick={() => void confirmWithPasskey()}
          disabled={busy}
          aria-busy={passkeyPending}
          autoFocus={!typed}
          startIcon={passkeyPending ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined}
        >
          {t("common.secondStep.usePasskey")}
        </Button>
      )}
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 1 }}>
        <Button variant="text" color="secondary" onClick={onBack}>
          {t("common.otp.back")}
        </Button>
        {canText && (
          <Button variant="text" color="secondary" onClick={resend} disabled={secondsLeft > 0 || resending || busy}>
            {ways.strong && !ways.texted ? t("common.secondStep.textMe") : t("common.otp.resend")}
          </Button>
        )}
      </Stack>
      {canText && secondsLeft > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center" }}>
          {t("common.otp.resendIn", { time: formatCountdown(secondsLeft) })}
        </Typography>
      )}
    </Stack>
  );
}
