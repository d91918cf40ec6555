import { DialogContentText, Paper } from "@mui/material";
import { type Wallet, type WithdrawCodeSent, type WithdrawRequest } from "@portal/contracts";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { MoneyStep } from "@/components/money-dialog/money-dialog";
import { MoneyFailure } from "@/components/money-dialog/money-failure";
import { MoneyAmountField, MoneyDescriptionField } from "@/components/money-dialog/money-fields";
import { amountToSend, useCodeRequest } from "@/components/money-dialog/money-form";
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
  const { control } = form;
  const amount = useWatch({ control, name: "amount" });
  const { send, failure } = useCodeRequest({
    form,
    fieldOrder: ["amount", "description"],
    toRequest: (values): WithdrawRequest => ({
      appId: wallet.appId,
      currency: wallet.currency,
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
      submitLabel={t("wallet.withdraw.sendCode")}
      pending={form.formState.isSubmitting}
    >
      <DialogContentText>
        {t("wallet.withdraw.intro", { appName: wallet.appName, currency: wallet.currency })}
      </DialogContentText>
      <Paper variant="outlined">
        <WithdrawalAccount withdrawal={wallet.withdrawal} />
      </Paper>
      <MoneyAmountField kind="withdraw" control={control} wallet={wallet} autoFocus />
      <WithdrawCost wallet={wallet} amount={amount} />
      <MoneyDescriptionField kind="withdraw" control={control} />
      <MoneyFailure failure={failure} title={t("wallet.withdraw.failed")} />
    </MoneyStep>
  );
}
