import { Box, DialogContentText, Stack } from "@mui/material";
import {
  type TransferReceiver,
  type Wallet,
  type WalletTransferCodeSent,
  type WalletTransferRequest,
} from "@portal/contracts";
import { useState } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form/form-text-field";
import { FindButton } from "@/components/money-dialog/counterparty";
import { MoneyStep } from "@/components/money-dialog/money-dialog";
import { type Failure, MoneyFailure } from "@/components/money-dialog/money-failure";
import { MoneyAmountField, MoneyDescriptionField } from "@/components/money-dialog/money-fields";
import { amountToSend, useCodeRequest } from "@/components/money-dialog/money-form";
import { applyFieldErrors } from "@/lib/api-error";
import { ReceiverDetails } from "./receiver-details";
import type { TransferValues } from "./transfer-form";

/** The receiver found last, and the merchant id it was found for. */
export interface FoundReceiver {
  toMerchant: string;
  receiver: TransferReceiver;
}

interface TransferFormStepProps {
  wallet: Wallet;
  form: UseFormReturn<TransferValues>;
  /** The receiver found last (kept across Back); shown while the form still names their merchant id. */
  found: FoundReceiver | null;
  onFound: (found: FoundReceiver) => void;
  /** Who a merchant id belongs to; rejects with the failed call's error. */
  findReceiver: (toMerchant: string) => Promise<TransferReceiver>;
  looking: boolean;
  /** Rejects with the failed call's error. */
  sendCode: (request: WalletTransferRequest) => Promise<WalletTransferCodeSent>;
  onCodeSent: (request: WalletTransferRequest, sent: WalletTransferCodeSent) => void;
  reasonOf: (error: unknown) => string;
  onCancel: () => void;
}

/**
 * Step 1: who receives (found by the merchant id: Find, or on Send code, and shown with the
 * merchant's masked name before anything is sent, as a payout's recipient), how much, why;
 * "Send code" has the server check them and text a code.
 */
export function TransferFormStep({
  wallet,
  form,
  found,
  onFound,
  findReceiver,
  looking,
  sendCode,
  onCodeSent,
  reasonOf,
  onCancel,
}: TransferFormStepProps) {
  const { t } = useTranslation();
  const { control } = form;
  const toMerchant = useWatch({ control, name: "toMerchant" }).trim();
  const current = found && found.toMerchant === toMerchant ? found.receiver : null;
  const [findFailure, setFindFailure] = useState<Failure>(null);

  /** The receiver of the merchant id typed; found once, and again only for another id. */
  const receiverOf = async (id: string) => {
    if (found && found.toMerchant === id) return found.receiver;
    const receiver = await findReceiver(id);
    onFound({ toMerchant: id, receiver });
    return receiver;
  };

  const findNow = async () => {
    setFindFailure(null);
    if (!(await form.trigger("toMerchant"))) {
      form.setFocus("toMerchant");
      return;
    }
    try {
      await receiverOf(form.getValues("toMerchant").trim());
    } catch (error) {
      if (applyFieldErrors(error, form)) form.setFocus("toMerchant");
      else setFindFailure({ reason: reasonOf(error) });
    }
  };

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
    // Who receives is known before the code goes: the next step names them.
    sendCode: async (request) => {
      setFindFailure(null);
      await receiverOf(request.toMerchant.trim());
      return sendCode(request);
    },
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
      <DialogContentText>
        {t("wallet.transfer.intro", { appName: wallet.appName, currency: wallet.currency })}
      </DialogContentText>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "flex-start" } }}>
        <FormTextField
          control={control}
          name="toMerchant"
          label={t("wallet.transfer.toMerchant")}
          hint={t("wallet.transfer.toMerchantHint")}
          required
          autoFocus
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: "numeric", spellCheck: false } }}
        />
        <FindButton looking={looking} disabled={looking || form.formState.isSubmitting} onFind={() => void findNow()}>
          {t("wallet.transfer.find")}
        </FindButton>
      </Stack>
      {/* Said as it appears, as a payout's recipient is: the name is what the user checks before sending. */}
      <Box role="status">{current && <ReceiverDetails receiver={current} />}</Box>
      <MoneyAmountField kind="transfer" control={control} wallet={wallet} />
      <MoneyDescriptionField kind="transfer" control={control} />
      <MoneyFailure failure={failure ?? findFailure} title={t("wallet.transfer.failed")} />
    </MoneyStep>
  );
}
