import { DialogContentText, InputAdornment } from "@mui/material";
import { TRANSFER_DESCRIPTION_MAX, type Wallet, type WalletTransferCodeSent, type WalletTransferRequest } from "@portal/contracts";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form/form-text-field";
import { useBillingFormat } from "@/lib/use-billing-format";
import { MoneyStep } from "../money-dialog/money-dialog";
import { MoneyFailure } from "../money-dialog/money-failure";
import { useCodeRequest } from "../money-dialog/money-form";
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
  const format = useBillingFormat();
  const { control } = form;
  const { send, failure } = useCodeRequest({
    form,
    fieldOrder: ["toMerchant", "amount", "description"],
    toRequest: (values): WalletTransferRequest => ({
      fromAppId: wallet.appId,
      currency: wallet.currency,
      toMerchant: values.toMerchant,
      amount: values.amount.trim(),
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
      <FormTextField
        control={control}
        name="amount"
        label={t("wallet.transfer.amount")}
        hint={t("wallet.transfer.available", { amount: format.money(wallet.payoutBalance, wallet.currency) })}
        required
        autoComplete="off"
        slotProps={{
          htmlInput: { inputMode: "decimal" },
          input: { endAdornment: <InputAdornment position="end">{wallet.currency}</InputAdornment> },
        }}
      />
      <FormTextField
        control={control}
        name="description"
        label={t("wallet.transfer.description")}
        hint={t("wallet.transfer.descriptionHint", { max: TRANSFER_DESCRIPTION_MAX })}
        autoComplete="off"
      />
      <MoneyFailure failure={failure} title={t("wallet.transfer.failed")} />
    </MoneyStep>
  );
}
