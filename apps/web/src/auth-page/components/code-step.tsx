import { OTP_LENGTH, type OtpResent } from "@portal/contracts";
import { Alert } from "../../light/components/alert";
import { Button } from "../../light/components/button";
import { serverErrorOf } from "../../light/http";
import { formatCountdown } from "../../light/use-countdown";
import { useTexts } from "../i18n/locale";
import { useCodeStep } from "../use-code-step";
import { applyFieldErrors } from "./apply-field-errors";
import { FormField } from "./form-field";

interface CodeStepProps {
  /** The masked phone the code went to; unknown when only a resend was asked for. */
  phoneHint?: string;
  /** Seconds before a new code may be asked for. */
  resendIn: number;
  /** Rejects with the failed call's error. */
  onConfirm: (code: string) => Promise<unknown>;
  onResend: () => Promise<OtpResent>;
  onBack: () => void;
}

/** The one-time-code step of sign-in and registration: enter the code, or ask for a new one. */
export function CodeStep({ phoneHint, resendIn, onConfirm, onResend, onBack }: CodeStepProps) {
  const { t, failure } = useTexts();
  const { form, confirm, resend, feedback, resending, secondsLeft } = useCodeStep({
    resendIn,
    onConfirm,
    onResend,
    explain: (error) => ({ text: failure(error), retryAfter: serverErrorOf(error)?.retryAfter }),
    applyFieldErrors,
    resentText: t("common.otp.resent"),
  });

  return (
    <form className="stack" noValidate onSubmit={confirm}>
      <h1 className="title-5">{t("common.otp.title")}</h1>
      <p className="text-secondary">
        {phoneHint ? t("common.otp.sentTo", { phoneHint }) : t("common.otp.sentToAccountPhone")}
      </p>
      {feedback && <Alert severity={feedback.severity}>{feedback.text}</Alert>}
      <FormField
        control={form.control}
        name="OTP"
        label={t("common.otp.field")}
        autoComplete="one-time-code"
        // The step opens on the user's own action (Sign in, Register): start where the code goes.
        autoFocus
        inputMode="numeric"
        maxLength={OTP_LENGTH}
      />
      <Button look="contained" type="submit" pending={form.formState.isSubmitting}>
        {t("common.otp.confirm")}
      </Button>
      <div className="row">
        <Button look="text" onClick={onBack}>
          {t("common.otp.back")}
        </Button>
        <Button look="text" onClick={resend} disabled={secondsLeft > 0 || resending}>
          {t("common.otp.resend")}
        </Button>
      </div>
      {secondsLeft > 0 && (
        <p className="text-small text-secondary centred">
          {t("common.otp.resendIn", { time: formatCountdown(secondsLeft) })}
        </p>
      )}
    </form>
  );
}
