import { Alert, Box, Button, DialogActions, DialogContent, DialogContentText, Stack, Typography } from "@mui/material";
import {
  OTP_LENGTH,
  toMajorNumber,
  toMinorUnits,
  type Wallet,
  type WalletTransfer,
  type WalletTransferCodeSent,
  type WalletTransferRequest,
} from "@portal/contracts";
import { useState } from "react";
import { useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "@/components/form/text-field";
import { SubmitButton } from "@/components/form/submit-button";
import { serverError } from "@/lib/api-error";
import { useBillingFormat } from "@/lib/use-billing-format";
import { type CodeForm, useCodeStep } from "@/lib/use-code-step";
import { formatCountdown } from "@/lib/use-countdown";
import { validationMessage } from "@/lib/validation-message";
import { type Failure, TransferFailure, useFailureReason } from "./transfer-failure";
import { unanswered } from "@/lib/use-idempotency-key";

interface TransferCodeStepProps {
  wallet: Wallet;
  /** The body the code was sent for: the confirmation and a resend send it unchanged. */
  request: WalletTransferRequest;
  sent: WalletTransferCodeSent;
  /** A new code for the same transfer; rejects with the failed call's error. */
  resend: () => Promise<WalletTransferCodeSent>;
  /** The transfer, with this code; rejects with the failed call's error. */
  confirm: (code: string) => Promise<WalletTransfer>;
  onBack: () => void;
  onDone: (transfer: WalletTransfer) => void;
}

/** What the server said about the code itself: shown at the code field. */
const concernsCode = (error: unknown) => {
  const body = serverError(error);
  return body?.code === "OTP_INVALID" || body?.code === "OTP_EXPIRED" || body?.fields?.OTP !== undefined;
};

/**
 * Step 2: what will happen, in words, where the code went, the code, and a new one once the
 * countdown ends. Any change to the transfer is made by going Back: it needs a new code.
 */
export function TransferCodeStep({ wallet, request, sent, resend: resendCode, confirm: confirmCode, onBack, onDone }: TransferCodeStepProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const reasonOf = useFailureReason();
  const [failure, setFailure] = useState<Failure>(null);

  const { form, confirm, resend, feedback, resending, secondsLeft } = useCodeStep({
    resendIn: sent.resendIn,
    onConfirm: async (code) => {
      setFailure(null);
      onDone(await confirmCode(code));
    },
    onResend: () => {
      // A new code: what was said about the last one no longer holds.
      setFailure(null);
      form.clearErrors("OTP");
      return resendCode();
    },
    explain: (error) => ({ text: reasonOf(error), retryAfter: serverError(error)?.retryAfter }),
    // Every failed confirmation is this step's to show: "Transfer failed.", and why at the code
    // field when it is about the code, else in the alert.
    applyFieldErrors: (error, codeForm: CodeForm) => {
      if (concernsCode(error)) {
        codeForm.setError("OTP", { type: "server", message: reasonOf(error) }, { shouldFocus: true });
        setFailure({});
      } else {
        setFailure({ reason: unanswered(error) ? t("wallet.transfer.noAnswer") : reasonOf(error) });
      }
      return true;
    },
    resentText: t("common.otp.resent"),
  });
  const pending = form.formState.isSubmitting;
  const amount = format.money(toMajorNumber(toMinorUnits(String(request.amount))!), wallet.currency);

  return (
    <Box component="form" noValidate onSubmit={(event) => void confirm(event)} sx={{ display: "contents" }}>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText sx={{ color: "text.primary", fontWeight: 500 }}>
            {t("wallet.transfer.summary", { amount, from: wallet.appName, to: sent.receiver.appName, merchantId: sent.receiver.merchantId })}
          </DialogContentText>
          {request.description && <DialogContentText>{t("wallet.transfer.withDescription", { description: request.description })}</DialogContentText>}
          <DialogContentText>{t("common.otp.sentTo", { phoneHint: sent.phoneHint })}</DialogContentText>
          <CodeField form={form} />
          <TransferFailure failure={failure} />
          {feedback && <Alert severity={feedback.severity}>{feedback.text}</Alert>}
          <Stack direction="row" sx={{ alignItems: "center", flexWrap: "wrap", columnGap: 1 }}>
            <Button variant="text" color="secondary" onClick={() => void resend()} disabled={secondsLeft > 0 || resending || pending} sx={{ ml: -1 }}>
              {t("common.otp.resend")}
            </Button>
            {secondsLeft > 0 && (
              <Typography variant="body2" color="text.secondary">
                {t("common.otp.resendIn", { time: formatCountdown(secondsLeft) })}
              </Typography>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t("wallet.transfer.changeHint")}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onBack} color="secondary" disabled={pending}>
          {t("common.otp.back")}
        </Button>
        <SubmitButton pending={pending} fullWidth={false} size="medium">
          {t("wallet.transfer.confirm")}
        </SubmitButton>
      </DialogActions>
    </Box>
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
