import { InputAdornment } from "@mui/material";
import { TRANSFER_DESCRIPTION_MAX, type Wallet } from "@portal/contracts";
import type { Control, FieldValues, Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form/form-text-field";
import { useBillingFormat } from "@/lib/use-billing-format";

/** Each money dialog's field texts (written out, so every key is found by name). */
const fieldTexts = {
  transfer: {
    amount: "wallet.transfer.amount",
    available: "wallet.transfer.available",
    description: "wallet.transfer.description",
    descriptionHint: "wallet.transfer.descriptionHint",
  },
  withdraw: {
    amount: "wallet.withdraw.amount",
    available: "wallet.withdraw.available",
    description: "wallet.withdraw.description",
    descriptionHint: "wallet.withdraw.descriptionHint",
  },
  topUp: {
    amount: "wallet.topUp.amount",
    available: "wallet.topUp.available",
    description: "wallet.topUp.description",
    descriptionHint: "wallet.topUp.descriptionHint",
  },
  payout: {
    amount: "payouts.send.amount",
    available: "payouts.send.available",
    description: "payouts.send.description",
    descriptionHint: "payouts.send.descriptionHint",
  },
} as const;

/** Which money dialog the fields are in. */
type MoneyKind = keyof typeof fieldTexts;

interface MoneyFieldProps<V extends FieldValues> {
  kind: MoneyKind;
  control: Control<V>;
  wallet: Wallet;
}

/** The amount leaving the wallet, in its currency, with what is available beneath. */
export function MoneyAmountField<V extends FieldValues>({
  kind,
  control,
  wallet,
  autoFocus,
}: MoneyFieldProps<V> & { autoFocus?: boolean }) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  return (
    <FormTextField
      control={control}
      name={"amount" as Path<V>}
      label={t(fieldTexts[kind].amount)}
      hint={t(fieldTexts[kind].available, { amount: format.money(wallet.payoutBalance, wallet.currency) })}
      required
      autoFocus={autoFocus}
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: "decimal" },
        input: { endAdornment: <InputAdornment position="end">{wallet.currency}</InputAdornment> },
      }}
    />
  );
}

/** Why the money moves, optional. */
export function MoneyDescriptionField<V extends FieldValues>({ kind, control }: Omit<MoneyFieldProps<V>, "wallet">) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={"description" as Path<V>}
      label={t(fieldTexts[kind].description)}
      hint={t(fieldTexts[kind].descriptionHint, { max: TRANSFER_DESCRIPTION_MAX })}
      autoComplete="off"
    />
  );
}
