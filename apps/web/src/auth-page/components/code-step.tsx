import { OTP_LENGTH, type OtpResent } from "@portal/contracts";
import type { ReactNode } from "react";
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
  /** Texts a new code; without it the step offers none (no button, no countdown). */
  onResend?: () => Promise<OtpResent>;
  onBack: () => void;
  /**
   * The step's words when its code is not (only) the texted one: an authenticator app's,
   * or none to type (a passkey). Absent, the step speaks of the code sent to the phone.
   */
  words?: { title: string; intro: string; resend: string; resent: string };
  /** False when no code can be typed yet (a passkey alone): no field and no Confirm. */
  typedCode?: boolean;
  /** Other ways to meet the step (a passkey, a recovery code), under its main button. */
  children?: ReactNode;
}

const noResend = () => Promise.reject(new Error("this step texts no code"));

/** The one-time-code step of sign-in and registration: enter the code, or ask for a new one. */
export function CodeStep({
  phoneHint,
  resendIn,
  onConfirm,
  onResend,
  onBack,
  words,
  typedCode = true,
  children,
}: CodeStepProps) {
  const { t, failure } = useTexts();
  const { form, confirm, resend, feedback, resending, secondsLeft } = useCodeStep({
    resendIn,
    onConfirm,
    onResend: onResend ?? noResend,
    explain: (error) => ({ text: failure(error), retryAfter: serverErrorOf(error)?.retryAfter }),
    applyFieldErrors,
    resentText: words?.resent ?? t("common.otp.resent"),
  });

  return (
    <form className="stack" noValidate onSubmit={confirm}>
      <h1 className="title-5">{words?.title ?? t("common.otp.title")}</h1>
      <p className="text-secondary">
        {words?.intro ?? (phoneHint ? t("common.otp.sentTo", { phoneHint }) : t("common.otp.sentToAccountPhone"))}
      </p>
      {feedback && <Alert severity={feedback.severity}>{feedback.text}</Alert>}
      {typedCode && (
        <>
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
        </>
      )}
      {children}
      <div className="row">
        <Button look="text" onClick={onBack}>
          {t("common.otp.back")}
        </Button>
        {onResend && (
          <Button look="text" onClick={resend} disabled={secondsLeft > 0 || resending}>
            {words?.resend ?? t("common.otp.resend")}
          </Button>
        )}
      </div>
      {onResend && secondsLeft > 0 && (
        <p className="text-small text-secondary centred">
          {t("common.otp.resendIn", { time: formatCountdown(secondsLeft) })}
        </p>
      )}
    </form>
  );
}
