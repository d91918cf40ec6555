import { Box, Stack, Typography } from "@mui/material";
import type { OtpResent, PaymentCard, PaymentCardRequest, PaymentCardResponse } from "@portal/contracts";
import { type FormEventHandler, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { CodeStep, type CodeStepProps } from "@/components/code-step";
import { errorMessage, serverError } from "@/lib/api-error";
import { useCardEntry } from "@/lib/card-entry";
import { useAttachPaymentCardMutation } from "@/lib/payment-card-api";
import { CardHolderField, CardNumberField, ExpiryField, payoutCardFields } from "./card-fields";

/** The card waiting for its code, sent again as it was with the code added. */
interface Pending {
  card: PaymentCardRequest;
  challenge: { phoneHint: string; resendIn: number };
}

/** What the screen lays out in a form of its own: a step of a flow, or a section. */
export interface PayoutCardFrame {
  fields: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  failure: string | null;
  /** Back from the code step: the form is shown again, and its title should take the focus. */
  cameBack: boolean;
}

interface PayoutCardFormProps {
  appId: string;
  onAttached: (card: PaymentCard) => void;
  frame: (parts: PayoutCardFrame) => ReactNode;
  headingLevel: CodeStepProps["headingLevel"];
}

/**
 * The card an application's payouts go to (connect's last step for a sole trader, the
 * configure screen), confirmed by a code texted to the user's phone: whoever holds only
 * the password must not redirect the payouts. The card lives in this component while typed
 * and confirmed, never in storage, and the server keeps it masked.
 */
export function PayoutCardForm({ appId, onAttached, frame, headingLevel }: PayoutCardFormProps) {
  const { t } = useTranslation();
  const [attach] = useAttachPaymentCardMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [cameBack, setCameBack] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // The same card entry as the checkout's; it outlives the code step, so Back shows the card as it was typed.
  const card = useCardEntry({ fields: payoutCardFields });
  /** A refused card's fields show the server's reasons; false when the error names none of them. */
  const showFieldErrors = (error: unknown) => card.showServerIssues(serverError(error)?.fields);

  /** A code sent (first call, resend) waits for the code; a card in the answer is attached. */
  const answered = (card: PaymentCardRequest, result: PaymentCardResponse): OtpResent => {
    if ("status" in result) {
      const challenge = { phoneHint: result.phoneHint, resendIn: result.resendIn };
      setPending({ card, challenge });
      return challenge;
    }
    onAttached(result);
    return { resendIn: 0 };
  };

  const submit: FormEventHandler<HTMLFormElement> = async (event) => {
    event.preventDefault();
    const values = card.submit();
    if (!values || submitting) return;
    setFailure(null);
    setSubmitting(true);
    const request = { merchant: appId, ...values };
    try {
      answered(request, await attach(request).unwrap());
    } catch (error) {
      if (!showFieldErrors(error)) setFailure(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

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
        if (!showFieldErrors(error)) throw error;
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
          headingLevel={headingLevel}
          purpose="attachCard"
        />
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center" }}>
          {t("common.payoutCard.codeReason", { last4: pending.card.cardNumber.slice(-4) })}
        </Typography>
      </Stack>
    );
  }

  const fields = (
    <>
      <CardNumberField card={card} />
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "minmax(0, 12rem) 1fr" } }}>
        <ExpiryField card={card} />
        <CardHolderField card={card} />
      </Box>
    </>
  );
  return frame({ fields, onSubmit: submit, pending: submitting, failure, cameBack });
}
