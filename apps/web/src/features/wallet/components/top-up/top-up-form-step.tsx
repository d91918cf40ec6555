import { DialogContentText } from "@mui/material";
import type { TopUpCodeSent, TopUpRequest, Wallet } from "@portal/contracts";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PhoneField } from "@/components/form/phone-field";
import { MoneyStep } from "@/components/money-dialog/money-dialog";
import { MoneyFailure } from "@/components/money-dialog/money-failure";
import { MoneyAmountField, MoneyDescriptionField } from "@/components/money-dialog/money-fields";
import { amountToSend, useCodeRequest } from "@/components/money-dialog/money-form";
import type { TopUpValues } from "./top-up-form";

interface TopUpFormStepProps {
  wallet: Wallet;
  form: UseFormReturn<TopUpValues>;
  /** Rejects with the failed call's error. */
  sendCode: (request: TopUpRequest) => Promise<TopUpCodeSent>;
  onCodeSent: (request: TopUpRequest, sent: TopUpCodeSent) => void;
  reasonOf: (error: unknown) => string;
  onCancel: () => void;
}

/** Step 1: whose mobile wallet, how much, why; "Send code" has the server find the wallet's owner and text a code. */
export function TopUpFormStep({ wallet, form, sendCode, onCodeSent, reasonOf, onCancel }: TopUpFormStepProps) {
  const { t } = useTranslation();
  const { control } = form;
  const { send, failure } = useCodeRequest({
    form,
    fieldOrder: ["phoneNumber", "amount", "description"],
    toRequest: (values): TopUpRequest => ({
      fromAppId: wallet.appId,
      currency: wallet.currency,
      phoneNumber: values.phoneNumber,
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
      submitLabel={t("wallet.topUp.sendCode")}
      pending={form.formState.isSubmitting}
    >
      <DialogContentText>
        {t("wallet.topUp.intro", { appName: wallet.appName, currency: wallet.currency })}
      </DialogContentText>
      <PhoneField control={control} name="phoneNumber" label={t("wallet.topUp.phoneNumber")} required autoFocus />
      <MoneyAmountField kind="topUp" control={control} wallet={wallet} />
      <MoneyDescriptionField kind="topUp" control={control} />
      <MoneyFailure failure={failure} title={t("wallet.topUp.failed")} />
    </MoneyStep>
  );
}
