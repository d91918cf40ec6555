import { Alert, Button, CircularProgress, DialogContentText, Stack, Typography } from "@mui/material";
import { type ActionPurpose, OTP_LENGTH, type OtpResent } from "@portal/contracts";
import { type ReactNode, useState } from "react";
import { useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { type CodeForm, useCodeStep } from "@/auth-page/use-code-step";
import { TextField } from "@/components/form/text-field";
import { serverError } from "@/lib/api-error";
import { unanswered } from "@/lib/use-idempotency-key";
import { validationMessage } from "@/lib/validation-message";
import { formatCountdown } from "@/light/use-countdown";
import { usePasskeyConfirm } from "../second-step/use-passkey-confirm";
import { strongStepIntro, useSecondStep } from "../second-step/use-second-step";
import { type Failure, MoneyFailure } from "./money-failure";
import { MoneyStep } from "./money-dialog";

/** How each money dialog names its operation on the code step (written out, so every key is found by name). */
const codeStepTexts = {
  transfer: {
    /** "Transfer failed.", "Withdraw failed." (SPEC §8); a top-up is a transfer to a mobile wallet. */
    failed: "wallet.transfer.failed",
    /** No answer came: whether the money moved is not known, and a new Confirm will not move it twice. */
    noAnswer: "wallet.transfer.noAnswer",
    /** Any change needs a new code: go Back. */
    changeHint: "wallet.transfer.changeHint",
    confirm: "wallet.transfer.confirm",
    withDescription: "wallet.transfer.withDescription",
  },
  withdraw: {
    failed: "wallet.withdraw.failed",
    noAnswer: "wallet.withdraw.noAnswer",
    changeHint: "wallet.withdraw.changeHint",
    confirm: "wallet.withdraw.confirm",
    withDescription: "wallet.withdraw.withDescription",
  },
  payout: {
    failed: "payouts.send.failed",
    noAnswer: "payouts.send.noAnswer",
    changeHint: "payouts.send.changeHint",
    confirm: "payouts.send.send",
    withDescription: "payouts.send.withDescription",
  },
  topUp: {
    failed: "wallet.topUp.failed",
    noAnswer: "wallet.topUp.noAnswer",
    changeHint: "wallet.topUp.changeHint",
    confirm: "wallet.topUp.confirm",
    withDescription: "wallet.topUp.withDescription",
  },
} as const;

/** Which money dialog confirmed by a code this is. */
type CodeMoneyKind = keyof typeof codeStepTexts;

interface MoneyCodeStepProps<Result> {
  kind: CodeMoneyKind;
  /** What will happen, in words: the step's first lines. */
  summary: ReactNode;
  /** The description the user gave, repeated under the summary when there is one. */
  description: string;
  /** Where the code went, and when a new one may be asked for. */
  sent: { phoneHint: string; resendIn: number };
  /** A new code for the same request; rejects with the failed call's error. */
  resend: () => Promise<OtpResent>;
  /** The operation, with this code; rejects with the failed call's error. */
  confirm: (code: string) => Promise<Result>;
  onBack: () => void;
  onDone: (result: Result) => void;
  reasonOf: (error: unknown) => string;
  /** The operation's code purpose: a user with an authenticator app or a passkey meets the step with those. */
  purpose?: ActionPurpose;
}

/** What the server said about the code itself: shown at the code field. */
const concernsCode = (error: unknown) => {
  const body = serverError(error);
  return body?.code === "OTP_INVALID" || body?.code === "OTP_EXPIRED" || body?.fields?.OTP !== undefined;
};

/**
 * Step 2 of a money dialog: what will happen, in words, where the code went, the code, and a
 * new one once the countdown ends (or, for a user with a strong method, the authenticator's
 * code or a passkey, and SMS only if they keep it on). Any change to the request is made by
 * going Back: it needs a new code.
 */
export function MoneyCodeStep<Result>({
  kind,
  summary,
  description,
  sent,
  resend: resendCode,
  confirm: confirmCode,
  onBack,
  onDone,
  reasonOf,
  purpose,
}: MoneyCodeStepProps<Result>) {
  const { t } = useTranslation();
  const keys = codeStepTexts[kind];
  const texts = {
    failed: t(keys.failed),
    noAnswer: t(keys.noAnswer),
    changeHint: t(keys.changeHint),
    confirm: t(keys.confirm),
  };
  const [failure, setFailure] = useState<Failure>(null);
  const ways = useSecondStep(purpose);
  const failed = (error: unknown) => setFailure({ reason: unanswered(error) ? texts.noAnswer : reasonOf(error) });

  const { form, confirm, resend, feedback, resending, secondsLeft } = useCodeStep({
    // A strong method's step texts nothing until asked to.
    resendIn: ways.strong ? 0 : sent.resendIn,
    onConfirm: async (code) => {
      setFailure(null);
      onDone(await confirmCode(code));
    },
    onResend: () => {
      // A new code: what was said about the last one no longer holds.
      setFailure(null);
      form.clearErrors("OTP");
      return ways.strong ? ways.textCode() : resendCode();
    },
    explain: (error) => ({ text: reasonOf(error), retryAfter: serverError(error)?.retryAfter }),
    // Every failed confirmation is this step's to show: the operation failed, and why at the
    // code field when it is about the code, else in the alert.
    applyFieldErrors: (error, codeForm: CodeForm) => {
      if (concernsCode(error)) {
        codeForm.setError("OTP", { type: "server", message: reasonOf(error) }, { shouldFocus: true });
        setFailure({});
      } else {
        failed(error);
      }
      return true;
    },
    resentText: ways.strong && !ways.texted ? t("common.secondStep.texted") : t("common.otp.resent"),
  });

  // The passkey's code confirms the operation as a typed one would.
  const passkey = usePasskeyConfirm(ways, async (code) => onDone(await confirmCode(code)), failed);
  const { passkeyPending, passkeyFailure } = passkey;
  const confirmWithPasskey = () => {
    setFailure(null);
    return passkey.confirmWithPasskey();
  };

  const typed = !ways.strong || ways.typed;
  const canText = !ways.strong || ways.sms;
  const pending = form.formState.isSubmitting || passkeyPending;

  return (
    <MoneyStep
      onSubmit={(event) => {
        if (typed) void confirm(event);
        else {
          // Nothing to type: the step's one way is the passkey.
          event.preventDefault();
          void confirmWithPasskey();
        }
      }}
      secondary={{ label: t("common.otp.back"), onClick: onBack }}
      submitLabel={texts.confirm}
      pending={pending}
    >
      {summary}
      {description && <DialogContentText>{t(keys.withDescription, { description })}</DialogContentText>}
      <DialogContentText>
        {ways.strong ? strongStepIntro(t, ways, sent.phoneHint) : t("common.otp.sentTo", { phoneHint: sent.phoneHint })}
      </DialogContentText>
      {typed && <CodeField form={form} />}
      <MoneyFailure failure={failure} title={texts.failed} />
      {feedback && <Alert severity={feedback.severity}>{feedback.text}</Alert>}
      {passkeyFailure && <Alert severity="error">{passkeyFailure}</Alert>}
      {ways.strong && ways.passkey && (
        <Button
          variant="outlined"
          onClick={() => void confirmWithPasskey()}
          disabled={pending}
          aria-busy={passkeyPending}
          autoFocus={!typed}
          startIcon={passkeyPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ alignSelf: "flex-start" }}
        >
          {t("common.secondStep.usePasskey")}
        </Button>
      )}
      {canText && (
        <Stack direction="row" sx={{ alignItems: "center", flexWrap: "wrap", columnGap: 1 }}>
          <Button
            variant="text"
            color="secondary"
            onClick={() => void resend()}
            disabled={secondsLeft > 0 || resending || pending}
            sx={{ ml: -1 }}
          >
            {ways.strong && !ways.texted ? t("common.secondStep.textMe") : t("common.otp.resend")}
          </Button>
          {secondsLeft > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t("common.otp.resendIn", { time: formatCountdown(secondsLeft) })}
            </Typography>
          )}
        </Stack>
      )}
      <Typography variant="body2" color="text.secondary">
        {texts.changeHint}
      </Typography>
    </MoneyStep>
  );
}

/**
 * The code, focused as the step opens. Not disabled while the confirmation runs: a refused
 * code puts the focus back in it. The server's reason shows as it said it.
 */
function CodeField({ form }: { form: CodeForm }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: form.control, name: "OTP" });
  const label = t("common.otp.field");
  const error = fieldState.error;
  return (
    <TextField
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      required
      autoFocus
      autoComplete="one-time-code"
      error={Boolean(error)}
      helperText={error?.message && (error.type === "server" ? error.message : validationMessage(error.message, label))}
      slotProps={{ htmlInput: { inputMode: "numeric", maxLength: OTP_LENGTH } }}
    />
  );
}
