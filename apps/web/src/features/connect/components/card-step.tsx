import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Stack, Typography } from "@mui/material";
import { type OtpResent, PaymentCardRequest, type PaymentCardResponse } from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CodeStep } from "@/components/code-step";
import { FormTextField } from "@/components/form/form-text-field";
import { applyFieldErrors, errorMessage } from "@/lib/api-error";
import { useAttachPaymentCardMutation } from "../api";
import { CardNumberField, type CardValues, ExpiryField } from "./card-fields";
import type { Challenge } from "./confirmation-step";
import { StepForm } from "./step-form";

const CardDetails = PaymentCardRequest.omit({ merchant: true, otp: true });

/** The card waiting for its code, sent again as it was with the code added. */
interface Pending {
  card: PaymentCardRequest;
  challenge: Challenge;
}

interface CardStepProps {
  appId: string;
  focusTitle: boolean;
  onAttached: () => void;
}

/**
 * Individual step 4: the card payouts go to, confirmed by a code texted to the user's
 * phone (whoever holds only the password must not redirect the payouts). The card lives
 * in this component while typed and confirmed: never in the draft, and the server keeps
 * it masked.
 */
export function CardStep({ appId, focusTitle, onAttached }: CardStepProps) {
  const { t } = useTranslation();
  const [attach] = useAttachPaymentCardMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [cameBack, setCameBack] = useState(false);
  // Outlives the code step: Back shows the card as it was typed.
  const form = useForm<CardValues>({
    resolver: zodResolver(CardDetails, undefined, { raw: true }),
    defaultValues: { cardNumber: "", expiry: "", cardHolder: "" },
  });

  /** A code sent (first call, resend) waits for the code; a card in the answer is attached. */
  const answered = (card: PaymentCardRequest, result: PaymentCardResponse): OtpResent => {
    if ("status" in result) {
      const challenge = { phoneHint: result.phoneHint, resendIn: result.resendIn };
      setPending({ card, challenge });
      return challenge;
    }
    onAttached();
    return { resendIn: 0 };
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const card = { merchant: appId, ...CardDetails.parse(values) };
    try {
      answered(card, await attach(card).unwrap());
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFailure(errorMessage(error));
    }
  });

  if (pending) {
    const back = () => {
      setPending(null);
      setCameBack(true);
    };
    const confirm = async (otp: string) => {
      try {
        answered(pending.card, await attach({ ...pending.card, otp }).unwrap());
      } catch (error) {
        // A wrong or expired code is the code step's to show; a refused card goes back to its form.
        if (!applyFieldErrors(error, form)) throw error;
        back();
      }
    };
    const resend = async () => answered(pending.card, await attach(pending.card).unwrap());
    return (
      <Stack spacing={2}>
        <CodeStep
          phoneHint={pending.challenge.phoneHint}
          resendIn={pending.challenge.resendIn}
          onConfirm={confirm}
          onResend={resend}
          onBack={back}
          headingLevel="h2"
        />
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center" }}>
          {t("connect.card.codeReason", { last4: pending.card.cardNumber.slice(-4) })}
        </Typography>
      </Stack>
    );
  }

  return (
    <StepForm
      title={t("connect.steps.individual.card")}
      onSubmit={submit}
      submitLabel={t("connect.actions.attachCard")}
      pending={form.formState.isSubmitting}
      failure={failure}
      focusTitle={focusTitle || cameBack}
    >
      <Typography color="text.secondary">{t("connect.card.intro")}</Typography>
      <CardNumberField control={form.control} />
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "minmax(0, 12rem) 1fr" } }}>
        <ExpiryField control={form.control} />
        <FormTextField
          control={form.control}
          name="cardHolder"
          label={t("connect.fields.cardHolder")}
          autoComplete="cc-name"
          helperText={t("connect.hints.cardHolder")}
        />
      </Box>
    </StepForm>
  );
}
