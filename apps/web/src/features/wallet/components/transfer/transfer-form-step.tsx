import { Box, Button, DialogActions, DialogContent, DialogContentText, InputAdornment, Stack } from "@mui/material";
import { TRANSFER_DESCRIPTION_MAX, type Wallet, type WalletTransferCodeSent, type WalletTransferRequest } from "@portal/contracts";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form/form-text-field";
import { SubmitButton } from "@/components/form/submit-button";
import { applyFieldErrors } from "@/lib/api-error";
import { useBillingFormat } from "@/lib/use-billing-format";
import { type Failure, TransferFailure, useFailureReason } from "./transfer-failure";
import type { TransferValues } from "./transfer-form";

interface TransferFormStepProps {
  wallet: Wallet;
  form: UseFormReturn<TransferValues>;
  /** Rejects with the failed call's error. */
  sendCode: (request: WalletTransferRequest) => Promise<WalletTransferCodeSent>;
  onCodeSent: (request: WalletTransferRequest, sent: WalletTransferCodeSent) => void;
  onCancel: () => void;
}

// The order the fields show in: the first the server refused takes the focus.
const fieldOrder = ["toMerchant", "amount", "description"] as const;

/** Step 1: who receives, how much, why; "Send code" has the server check them and text a code. */
export function TransferFormStep({ wallet, form, sendCode, onCodeSent, onCancel }: TransferFormStepProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const reasonOf = useFailureReason();
  const [failure, setFailure] = useState<Failure>(null);
  const { control } = form;
  const pending = form.formState.isSubmitting;

  const send = form.handleSubmit(async (values) => {
    setFailure(null);
    const request: WalletTransferRequest = {
      fromAppId: wallet.appId,
      currency: wallet.currency,
      toMerchant: values.toMerchant,
      amount: values.amount.trim(),
      description: values.description,
    };
    try {
      onCodeSent(request, await sendCode(request));
    } catch (error) {
      if (applyFieldErrors(error, form)) {
        setFailure({});
        const refused = fieldOrder.find((name) => form.getFieldState(name).error);
        if (refused) form.setFocus(refused);
      } else {
        setFailure({ reason: reasonOf(error) });
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void send(event)} sx={{ display: "contents" }}>
      <DialogContent>
        <Stack spacing={2}>
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
          <TransferFailure failure={failure} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onCancel} color="secondary" disabled={pending}>
          {t("common.cancel")}
        </Button>
        <SubmitButton pending={pending} fullWidth={false} size="medium">
          {t("wallet.transfer.sendCode")}
        </SubmitButton>
      </DialogActions>
    </Box>
  );
}
