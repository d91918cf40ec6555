import { zodResolver } from "@hookform/resolvers/zod";
import { OtpParam, type OtpResent } from "@portal/contracts";
import { useState } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { useCountdown } from "../light/use-countdown";

export type CodeForm = UseFormReturn<{ OTP: string }>;
export type CodeFeedback = { severity: "error" | "success"; text: string } | null;

interface CodeStepRules {
  /** Seconds before a new code may be asked for. */
  resendIn: number;
  /** Rejects with the failed call's error. */
  onConfirm: (code: string) => Promise<unknown>;
  onResend: () => Promise<OtpResent>;
  /** A failed call in the page's words, and the server's `retryAfter` if it sent one. */
  explain: (error: unknown) => { text: string; retryAfter?: number };
  /** Puts the server's field errors on the form; false when none matched. */
  applyFieldErrors: (error: unknown, form: CodeForm) => boolean;
  /** Said once a new code is on its way. */
  resentText: string;
}

/**
 * What every one-time-code step does, in the portal (MUI) and on the sign-in page alike:
 * the code checked by the shared schema, confirm, and a resend held back by a countdown
 * that the server's `retryAfter` restarts. Kept with the sign-in page so its import ban
 * holds here (react-hook-form keeps it out of src/light: eslint.config.js).
 */
export function useCodeStep({ resendIn, onConfirm, onResend, explain, applyFieldErrors, resentText }: CodeStepRules) {
  const countdown = useCountdown(resendIn);
  const [feedback, setFeedback] = useState<CodeFeedback>(null);
  const [resending, setResending] = useState(false);
  const form: CodeForm = useForm({ resolver: zodResolver(OtpParam), defaultValues: { OTP: "" } });

  const confirm = form.handleSubmit(async ({ OTP }) => {
    setFeedback(null);
    try {
      await onConfirm(OTP);
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFeedback({ severity: "error", text: explain(error).text });
    }
  });

  const resend = async () => {
    setFeedback(null);
    setResending(true);
    try {
      countdown.restart((await onResend()).resendIn);
      setFeedback({ severity: "success", text: resentText });
    } catch (error) {
      const { text, retryAfter } = explain(error);
      if (retryAfter !== undefined) countdown.restart(retryAfter);
      setFeedback({ severity: "error", text });
    } finally {
      setResending(false);
    }
  };

  return { form, confirm, resend, feedback, resending, secondsLeft: countdown.secondsLeft };
}
