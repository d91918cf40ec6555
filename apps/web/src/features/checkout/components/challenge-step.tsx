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
import type { OpenChallenge } from "../payment-memory";
import { useFocusOnMount } from "./use-focus-on-mount";

/** The form asks for the code only; the challenge token goes with it unseen. */
const CodeForm = ChallengeAnswer.pick({ code: true });

interface ChallengeStepProps {
  invoiceCode: string;
  /** This browser's challenge, with the token that alone may answer or leave it. */
  challenge: OpenChallenge;
  /** The amount as shown on the page, e.g. "12.50 AZN". */
  amount: string;
  focusHeading: boolean;
  onResult: (result: PaymentResult) => void;
  /** The challenge ended elsewhere or is not this browser's to answer: the invoice says where it stands. */
  onStateChanged: () => void;
}

/** 3-D Secure: the card's bank sent the customer a code; the payment waits for it. */
export function ChallengeStep({ invoiceCode, challenge, amount, focusHeading, onResult, onStateChanged }: ChallengeStepProps) {
  const { transactionId, maskedPan, challengeToken } = challenge;
  const { t } = useTranslation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  const [answer] = useAnswerChallengeMutation();
  const [cancel, { isLoading: canceling }] = useCancelChallengeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(CodeForm), defaultValues: { code: "" } });

  const settle = async (call: Promise<PaymentResult>) => {
    setFailure(null);
    try {
      onResult(await call);
    } catch (error) {
      // Settled or timed out meanwhile, or the token is not (any more) this attempt's: the invoice says how it ended.
      const code = serverError(error)?.code;
      if (code === "INVALID_STATE" || code === "NOT_FOUND" || code === "FORBIDDEN") onStateChanged();
      else if (!applyFieldErrors(error, form)) setFailure(errorMessage(error));
    }
  };

  const confirm = form.handleSubmit(({ code }) =>
    settle(answer({ invoiceCode, transactionId, body: { challengeToken, code } }).unwrap()),
  );
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
          onClick={() => void settle(cancel({ invoiceCode, transactionId, body: { challengeToken } }).unwrap())}
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
