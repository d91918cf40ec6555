import { DialogContentText } from "@mui/material";
import {
  toMajorNumber,
  toMinorUnits,
  type WalletTransfer,
  type WalletTransferCodeSent,
  type WalletTransferRequest,
} from "@portal/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useBillingFormat } from "@/lib/use-billing-format";
import {
  useConfirmTransferMutation,
  useFindTransferReceiverMutation,
  useSendTransferCodeMutation,
} from "../../transfer-api";
import { MoneyDialog } from "@/components/money-dialog/money-dialog";
import { MoneyCodeStep } from "@/components/money-dialog/money-code-step";
import { useFailureReason } from "@/components/money-dialog/money-failure";
import type { WalletDialogProps } from "@/components/money-dialog/use-money-dialog";
import { useCodeConfirmation } from "../../use-code-confirmation";
import { useTransferForm } from "./transfer-form";
import { type FoundReceiver, TransferFormStep } from "./transfer-form-step";

type Step = { name: "form" } | { name: "code"; request: WalletTransferRequest; sent: WalletTransferCodeSent };

/**
 * A transfer to another merchant (SPEC §3 "Wallet transfer", §4): the form, then the code
 * texted for exactly that transfer. Loaded when the user heads for a transfer, and mounted
 * anew for each opening, which gives each opening its own form and Idempotency-Key.
 */
export function TransferDialog({ wallet, open, onClose, onDone }: WalletDialogProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const [step, setStep] = useState<Step>({ name: "form" });
  const form = useTransferForm(wallet);
  const [found, setFound] = useState<FoundReceiver | null>(null);
  const [findReceiver, { isLoading: looking }] = useFindTransferReceiverMutation();
  const [sendCode, { isLoading: sending }] = useSendTransferCodeMutation();
  const [confirmTransfer, { isLoading: confirming }] = useConfirmTransferMutation();
  const confirm = useCodeConfirmation(confirmTransfer);
  const reasonOf = useFailureReason({
    toMerchant: t("wallet.transfer.toMerchant"),
    amount: t("wallet.transfer.amount"),
    description: t("wallet.transfer.description"),
  });

  const send = (request: WalletTransferRequest) => sendCode(request).unwrap();

  const done = (transfer: WalletTransfer) => {
    onDone(
      t("wallet.transfer.done", {
        amount: format.money(transfer.amount, transfer.currency),
        appName: transfer.receiver.appName,
      }),
    );
    onClose();
  };

  return (
    <MoneyDialog title={t("wallet.transfer.title")} open={open} pending={sending || confirming} onClose={onClose}>
      {step.name === "form" ? (
        <TransferFormStep
          wallet={wallet}
          form={form}
          found={found}
          onFound={setFound}
          findReceiver={(toMerchant) => findReceiver({ fromAppId: wallet.appId, toMerchant }).unwrap()}
          looking={looking}
          sendCode={send}
          onCodeSent={(request, sent) => setStep({ name: "code", request, sent })}
          reasonOf={reasonOf}
          onCancel={onClose}
        />
      ) : (
        <MoneyCodeStep
          kind="transfer"
          purpose="transfer"
          summary={
            <DialogContentText sx={{ color: "text.primary", fontWeight: 500 }}>
              {t("wallet.transfer.summary", {
                amount: format.money(toMajorNumber(toMinorUnits(String(step.request.amount))!), wallet.currency),
                from: wallet.appName,
                to: step.sent.receiver.appName,
                owner: step.sent.receiver.maskedFullName,
                merchantId: step.sent.receiver.merchantId,
              })}
            </DialogContentText>
          }
          description={step.request.description ?? ""}
          sent={step.sent}
          resend={() => send(step.request)}
          confirm={(code) => confirm(step.request, code)}
          onBack={() => setStep({ name: "form" })}
          onDone={done}
          reasonOf={reasonOf}
        />
      )}
    </MoneyDialog>
  );
}
