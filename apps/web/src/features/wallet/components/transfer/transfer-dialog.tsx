import { Dialog, DialogTitle } from "@mui/material";
import type { Wallet, WalletTransfer, WalletTransferCodeSent, WalletTransferRequest } from "@portal/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useBillingFormat } from "@/lib/use-billing-format";
import { useConfirmTransferMutation, useSendTransferCodeMutation } from "../../transfer-api";
import { TransferCodeStep } from "./transfer-code-step";
import { useTransferForm } from "./transfer-form";
import { TransferFormStep } from "./transfer-form-step";
import { useIdempotencyKey } from "@/lib/use-idempotency-key";

export interface TransferDialogProps {
  /** The sending wallet, as the screen shows it now. */
  wallet: Wallet;
  open: boolean;
  onClose: () => void;
  /** Done: says so in words, after the dialog has closed. */
  onDone: (message: string) => void;
}

type Step = { name: "form" } | { name: "code"; request: WalletTransferRequest; sent: WalletTransferCodeSent };

/**
 * A transfer to another merchant (SPEC §3 "Wallet transfer", §4): the form, then the code
 * texted for exactly that transfer. Loaded when the user heads for a transfer, and mounted
 * anew for each opening, which gives each opening its own form and Idempotency-Key.
 */
export function TransferDialog({ wallet, open, onClose, onDone }: TransferDialogProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const [step, setStep] = useState<Step>({ name: "form" });
  const form = useTransferForm(wallet);
  const idempotency = useIdempotencyKey();
  const [sendCode, { isLoading: sending }] = useSendTransferCodeMutation();
  const [confirmTransfer, { isLoading: confirming }] = useConfirmTransferMutation();
  const pending = sending || confirming;

  const close = () => {
    // Escape while a call runs would hide its answer: it is waited for.
    if (!pending) onClose();
  };

  const send = (request: WalletTransferRequest) => sendCode(request).unwrap();

  const confirm = async (request: WalletTransferRequest, code: string) => {
    try {
      return await confirmTransfer({ request, code, idempotencyKey: idempotency.key }).unwrap();
    } catch (error) {
      idempotency.settle(error);
      throw error;
    }
  };

  const done = (transfer: WalletTransfer) => {
    onDone(t("wallet.transfer.done", { amount: format.money(transfer.amount, transfer.currency), appName: transfer.receiver.appName }));
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        // Not on a stray click outside: what was typed would be lost.
        if (reason !== "backdropClick") close();
      }}
      fullWidth
      maxWidth="xs"
      sx={{ "& .MuiDialog-paper": { m: 2, width: "calc(100% - 32px)" } }}
    >
      <DialogTitle>{t("wallet.transfer.title")}</DialogTitle>
      {step.name === "form" ? (
        <TransferFormStep
          wallet={wallet}
          form={form}
          sendCode={send}
          onCodeSent={(request, sent) => setStep({ name: "code", request, sent })}
          onCancel={close}
        />
      ) : (
        <TransferCodeStep
          wallet={wallet}
          request={step.request}
          sent={step.sent}
          resend={() => send(step.request)}
          confirm={(code) => confirm(step.request, code)}
          onBack={() => setStep({ name: "form" })}
          onDone={done}
        />
      )}
    </Dialog>
  );
}
