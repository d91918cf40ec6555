import { DialogContentText, InputAdornment, Paper } from "@mui/material";
import { TRANSFER_DESCRIPTION_MAX, type Wallet, type WithdrawCodeSent, type WithdrawRequest } from "@portal/contracts";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form/form-text-field";
import { useBillingFormat } from "@/lib/use-billing-format";
import { MoneyStep } from "../money-dialog/money-dialog";
import { MoneyFailure } from "../money-dialog/money-failure";
import { useCodeRequest } from "../money-dialog/money-form";
import { WithdrawalAccount } from "../wallets/withdrawal-account";
import { WithdrawCost } from "./withdraw-cost";
import type { WithdrawValues } from "./withdraw-form";

interface WithdrawFormStepProps {
  wallet: Wallet;
  form: UseFormReturn<WithdrawValues>;
  /** Rejects with the failed call's error. */
  sendCode: (request: WithdrawRequest) => Promise<WithdrawCodeSent>;
  onCodeSent: (request: WithdrawRequest, sent: WithdrawCodeSent) => void;
  reasonOf: (error: unknown) => string;
  onCancel: () => void;
}

/** Step 1: where the money goes, how much, why, and what it costs as it is typed; "Send code" has the server quote it and text a code. */
export function WithdrawFormStep({ wallet, form, sendCode, onCodeSent, reasonOf, onCancel }: WithdrawFormStepProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const { control } = form;
  const amount = useWatch({ control, name: "amount" });
  const { send, failure } = useCodeRequest({
    form,
    fieldOrder: ["amount", "description"],
    toRequest: (values): WithdrawRequest => ({
      appId: wallet.appId,
      currency: wallet.currency,
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
      submitLabel={t("wallet.withdraw.sendCode")}
      pending={form.formState.isSubmitting}
    >
      <DialogContentText>{t("wallet.withdraw.intro", { appName: wallet.appName, currency: wallet.currency })}</DialogContentText>
      <Paper variant="outlined">
        <WithdrawalAccount withdrawal={wallet.withdrawal} />
      </Paper>
      <FormTextField
        control={control}
        name="amount"
        label={t("wallet.withdraw.amount")}
        hint={t("wallet.withdraw.available", { amount: format.money(wallet.payoutBalance, wallet.currency) })}
        required
        autoFocus
        autoComplete="off"
        slotProps={{
          htmlInput: { inputMode: "decimal" },
          input: { endAdornment: <InputAdornment position="end">{wallet.currency}</InputAdornment> },
        }}
      />
      <WithdrawCost wallet={wallet} amount={amount} />
      <FormTextField
        control={control}
        name="description"
        label={t("wallet.withdraw.description")}
        hint={t("wallet.withdraw.descriptionHint", { max: TRANSFER_DESCRIPTION_MAX })}
        autoComplete="off"
      />
      <MoneyFailure failure={failure} title={t("wallet.withdraw.failed")} />
    </MoneyStep>
  );
}
