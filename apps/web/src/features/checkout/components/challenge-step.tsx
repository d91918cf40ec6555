import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Stack, Typography } from "@mui/material";
import { ChallengeAnswer, OTP_LENGTH, type PaymentResult } from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form/form-text-field";
import { SubmitButton } from "@/components/form/submit-button";
import { applyFieldErrors, errorMessage, serverError } from "@/lib/api-error";
import { useAnswerChallengeMutation, useCancelChallengeMutation } from "../api";
import { useFocusOnMount } from "./use-focus-on-mount";

interface ChallengeStepProps {
  invoiceCode: string;
  transactionId: string;
  maskedPan: string;
  /** The amount as shown on the page, e.g. "12.50 AZN". */
  amount: string;
  focusHeading: boolean;
  onResult: (result: PaymentResult) => void;
  onStateChanged: () => void;
}

/** 3-D Secure: the card's bank sent the customer a code; the payment waits for it. */
export function ChallengeStep({ invoiceCode, transactionId, maskedPan, amount, focusHeading, onResult, onStateChanged }: ChallengeStepProps) {
  const { t } = useTranslation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  const [answer] = useAnswerChallengeMutation();
  const [cancel, { isLoading: canceling }] = useCancelChallengeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ChallengeAnswer), defaultValues: { code: "" } });

  const settle = async (call: Promise<PaymentResult>) => {
    setFailure(null);
    try {
      onResult(await call);
    } catch (error) {
      // Settled or timed out meanwhile: the invoice says how it ended.
      const code = serverError(error)?.code;
      if (code === "INVALID_STATE" || code === "NOT_FOUND") onStateChanged();
      else if (!applyFieldErrors(error, form)) setFailure(errorMessage(error));
    }
  };

  const confirm = form.handleSubmit((body) => settle(answer({ invoiceCode, transactionId, body }).unwrap()));
  const busy = form.formState.isSubmitting || canceling;

  return (
    <Stack component="form" noValidate onSubmit={confirm} spacing={2.5}>
      <Typography ref={headingRef} tabIndex={-1} component="h2" variant="h6" sx={{ outline: "none" }}>
        {t("checkout.challenge.title")}
      </Typography>
      <Typography color="text.secondary">{t("checkout.challenge.text", { amount, maskedPan })}</Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      <FormTextField
        control={form.control}
        name="code"
        label={t("checkout.challenge.code")}
        autoComplete="one-time-code"
        fullWidth
        slotProps={{ htmlInput: { inputMode: "numeric", maxLength: OTP_LENGTH } }}
      />
      <Stack direction={{ xs: "column-reverse", sm: "row" }} spacing={1.5}>
        <Button
          variant="outlined"
          color="secondary"
          size="large"
          fullWidth
          disabled={busy}
          aria-busy={canceling}
          onClick={() => void settle(cancel({ invoiceCode, transactionId }).unwrap())}
        >
          {t("checkout.challenge.cancel")}
        </Button>
        <SubmitButton pending={form.formState.isSubmitting} disabled={canceling}>
          {t("checkout.challenge.confirm")}
        </SubmitButton>
      </Stack>
    </Stack>
  );
}
