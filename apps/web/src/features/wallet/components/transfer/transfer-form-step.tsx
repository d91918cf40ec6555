import { DialogContentText } from "@mui/material";
import { type Wallet, type WalletTransferCodeSent, type WalletTransferRequest } from "@portal/contracts";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form/form-text-field";
import { MoneyStep } from "@/components/money-dialog/money-dialog";
import { MoneyFailure } from "@/components/money-dialog/money-failure";
import { MoneyAmountField, MoneyDescriptionField } from "@/components/money-dialog/money-fields";
import { amountToSend, useCodeRequest } from "@/components/money-dialog/money-form";
import type { TransferValues } from "./transfer-form";

interface TransferFormStepProps {
  wallet: Wallet;
  form: UseFormReturn<TransferValues>;
  /** Rejects with the failed call's error. */
  sendCode: (request: WalletTransferRequest) => Promise<WalletTransferCodeSent>;
  onCodeSent: (request: WalletTransferRequest, sent: WalletTransferCodeSent) => void;
  reasonOf: (error: unknown) => string;
  onCancel: () => void;
}

/** Step 1: who receives, how much, why; "Send code" has the server check them and text a code. */
export function TransferFormStep({ wallet, form, sendCode, onCodeSent, reasonOf, onCancel }: TransferFormStepProps) {
  const { t } = useTranslation();
  const { control } = form;
  const { send, failure } = useCodeRequest({
    form,
    fieldOrder: ["toMerchant", "amount", "description"],
    toRequest: (values): WalletTransferRequest => ({
      fromAppId: wallet.appId,
      currency: wallet.currency,
      toMerchant: values.toMerchant,
      amount: amountToSend(values.amount),
      description: values.description,
    }),
    sendCode,
    onCodeSent,
    reasonOf,
  });

  return (
    <MoneyStep
      onSubmit={(event) => void send(event)}
      secondary={{ label: t("common.cancel"), onClick: onCancel }}
      submitLabel={t("wallet.transfer.sendCode")}
      pending={form.formState.isSubmitting}
    >
      <DialogContentText>{t("wallet.transfer.intro", { appName: wallet.appName, currency: wallet.currency })}</DialogContentText>
      <FormTextField
        control={control}
        name="toMerchant"
        label={t("wallet.transfer.toMerchant")}
        hint={t("wallet.transfer.toMerchantHint")}
        required
        autoFocus
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: "numeric", spellCheck: false } }}
      />
      <MoneyAmountField kind="transfer" control={control} wallet={wallet} />
      <MoneyDescriptionField kind="transfer" control={control} />
      <MoneyFailure failure={failure} title={t("wallet.transfer.failed")} />
    </MoneyStep>
  );
}
