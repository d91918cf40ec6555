import { Button, DialogActions, DialogContent, DialogContentText, Stack } from "@mui/material";
import type { Payout, PayoutCodeRequest, PayoutCodeSent } from "@portal/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MoneyDialog } from "@/components/money-dialog/money-dialog";
import { MoneyFailure, useFailureReason } from "@/components/money-dialog/money-failure";
import type { WalletDialogProps } from "@/components/money-dialog/use-money-dialog";
import { useBillingFormat } from "@/lib/use-billing-format";
import { useIdempotencyKey } from "@/lib/use-idempotency-key";
import { usePayoutCodeMutation, useSendPayoutMutation } from "../../send-api";
import { type FoundRecipient, usePayoutForm } from "./payout-form";
import { PayoutCodeStep } from "./payout-code-step";
import { PayoutFormStep } from "./payout-form-step";

type Step =
  | { name: "form" }
  | { name: "code"; request: PayoutCodeRequest; sent: PayoutCodeSent; found: FoundRecipient }
  | { name: "failed"; payout: Payout };

/**
 * New payout (SPEC §3 "Payout": from the merchant's wallet to a bank account or a card): the
 * form, where the recipient is found at the bank; then the code texted for exactly this payout,
 * with what will happen in words and whether it will wait for review; then the bank's answer,
 * or the wait for review. Loaded when the user heads for it, and mounted anew for each opening,
 * which gives each opening its own form and Idempotency-Key.
 */
export function NewPayoutDialog({ wallet, open, onClose, onDone }: WalletDialogProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const [step, setStep] = useState<Step>({ name: "form" });
  const [found, setFound] = useState<FoundRecipient | null>(null);
  const form = usePayoutForm(wallet, found);
  const [payoutCode, { isLoading: asking }] = usePayoutCodeMutation();
  const [sendPayout, { isLoading: sending }] = useSendPayoutMutation();
  const idempotency = useIdempotencyKey();
  const reasonOf = useFailureReason({
    account: t("payouts.send.account"),
    amount: t("payouts.send.amount"),
    description: t("payouts.send.description"),
  });

  const requestCode = (request: PayoutCodeRequest) => payoutCode({ appId: wallet.appId, request }).unwrap();

  /** One key for the whole opening: a retry after no answer, even after going Back, is the same payout. */
  const send = async (request: PayoutCodeRequest, code: string) => {
    try {
      return await sendPayout({
        appId: wallet.appId,
        request: { ...request, OTP: code },
        idempotencyKey: idempotency.key,
      }).unwrap();
    } catch (error) {
      idempotency.settle(error);
      throw error;
    }
  };

  const sent = (payout: Payout) => {
    // Refused by the bank: the money is back in the wallet, and the user reads why before closing.
    if (payout.status === "failed") return setStep({ name: "failed", payout });
    const amount = format.money(payout.amount, payout.currency);
    const maskedFullName = payout.recipient.maskedFullName ?? payout.recipient.account;
    if (payout.status === "sent") onDone(t("payouts.send.done", { amount, maskedFullName }));
    else if (payout.status === "review") onDone(t("payouts.send.waiting", { amount }));
    else onDone(t("payouts.send.inProgress", { amount }));
    onClose();
  };

  return (
    <MoneyDialog
      title={t("payouts.send.title")}
      open={open}
      pending={form.formState.isSubmitting || asking || sending}
      onClose={onClose}
    >
      {step.name === "form" && (
        <PayoutFormStep
          wallet={wallet}
          form={form}
          found={found}
          onFound={setFound}
          requestCode={requestCode}
          onCodeSent={(request, codeSent, recipient) =>
            setStep({ name: "code", request, sent: codeSent, found: recipient })
          }
          reasonOf={reasonOf}
          onCancel={onClose}
        />
      )}
      {step.name === "code" && (
        <PayoutCodeStep
          wallet={wallet}
          request={step.request}
          sent={step.sent}
          found={step.found}
          resend={() => requestCode(step.request)}
          confirm={(code) => send(step.request, code)}
          onBack={() => setStep({ name: "form" })}
          onDone={sent}
          reasonOf={reasonOf}
        />
      )}
      {step.name === "failed" && <PayoutRefused payout={step.payout} onClose={onClose} />}
    </MoneyDialog>
  );
}

/** The bank refused the payout (a 200 `failed`): "Transfer failed." (SPEC §8), its reason, and that the money is back. */
function PayoutRefused({ payout, onClose }: { payout: Payout; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <MoneyFailure
            failure={{ reason: payout.failureReason ?? t("payouts.send.bankRefused") }}
            title={t("payouts.send.failed")}
          />
          <DialogContentText>{t("payouts.send.returned")}</DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {/* The focus was on the step that went away: it lands on the way out. */}
        <Button variant="contained" onClick={onClose} autoFocus>
          {t("payouts.send.close")}
        </Button>
      </DialogActions>
    </>
  );
}
