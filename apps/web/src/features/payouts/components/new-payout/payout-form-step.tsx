import {
  Box,
  DialogContentText,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from "@mui/material";
import type { PayoutCodeRequest, PayoutCodeSent, Wallet } from "@portal/contracts";
import { useId, useState } from "react";
import { Controller, type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form/form-text-field";
import { FindButton } from "@/components/money-dialog/counterparty";
import { MoneyStep } from "@/components/money-dialog/money-dialog";
import { type Failure, MoneyFailure } from "@/components/money-dialog/money-failure";
import { MoneyAmountField, MoneyDescriptionField } from "@/components/money-dialog/money-fields";
import { amountToSend } from "@/components/money-dialog/money-form";
import { applyFieldErrors } from "@/lib/api-error";
import { useRecipientLookup } from "./find-recipient";
import {
  type FoundRecipient,
  foundFor,
  freeOfFees,
  type PayoutValues,
  payoutDestinations,
  recipientKindOf,
} from "./payout-form";
import { PayoutCost } from "./payout-cost";
import { RecipientDetails } from "./recipient-details";

/** Each destination's words (written out, so every key is found by name). */
const destinationTexts = {
  iban: { label: "payouts.send.to.iban", account: "payouts.send.iban", hint: "payouts.send.ibanHint" },
  kapitalCard: {
    label: "payouts.send.to.kapitalCard",
    account: "payouts.send.cardNumber",
    hint: "payouts.send.cardNumberHint",
  },
  otherCard: {
    label: "payouts.send.to.otherCard",
    account: "payouts.send.cardNumber",
    hint: "payouts.send.cardNumberHint",
  },
} as const;

interface PayoutFormStepProps {
  wallet: Wallet;
  form: UseFormReturn<PayoutValues>;
  /** The recipient found last (kept across Back); shown while the form still names their account. */
  found: FoundRecipient | null;
  onFound: (found: FoundRecipient) => void;
  /** Asks the server for the code of exactly this payout; rejects with the failed call's error. */
  requestCode: (request: PayoutCodeRequest) => Promise<PayoutCodeSent>;
  /** The code went out: on to the step where it is typed. */
  onCodeSent: (request: PayoutCodeRequest, sent: PayoutCodeSent, found: FoundRecipient) => void;
  reasonOf: (error: unknown) => string;
  onCancel: () => void;
}

/**
 * Step 1: where the money goes (a bank account or a card, SPEC §3), found at the bank (Find,
 * or on Send code), how much with its fee as it is typed, and why. "Send code" has the server
 * check it all (the balance, the daily cap) and text a code for exactly this payout; what it
 * refuses lands on the field it names.
 */
export function PayoutFormStep({
  wallet,
  form,
  found,
  onFound,
  requestCode,
  onCodeSent,
  reasonOf,
  onCancel,
}: PayoutFormStepProps) {
  const { t } = useTranslation();
  const { control } = form;
  const [to, account, amount] = useWatch({ control, name: ["to", "account", "amount"] });
  const current = foundFor(found, to, account);
  const { lookUp, looking } = useRecipientLookup(wallet.appId);
  const [failure, setFailure] = useState<Failure>(null);
  const texts = destinationTexts[to];
  const toLabelId = useId();

  /** The recipient of the account typed, from the bank; null when the account is refused (said at the field) or the call failed. */
  const find = async (): Promise<FoundRecipient | null> => {
    setFailure(null);
    if (current) return current;
    try {
      const recipient = await lookUp({ kind: recipientKindOf(to), account: form.getValues("account").trim() });
      onFound(recipient);
      return recipient;
    } catch (error) {
      if (applyFieldErrors(error, form)) form.setFocus("account");
      else setFailure({ reason: reasonOf(error) });
      return null;
    }
  };

  const findNow = async () => {
    if (await form.trigger("account")) await find();
    else form.setFocus("account");
  };

  const next = form.handleSubmit(async (values) => {
    const recipient = await find();
    if (!recipient) return;
    const request: PayoutCodeRequest = {
      kind: recipient.kind,
      account: recipient.account,
      amount: amountToSend(values.amount),
      currency: wallet.currency,
      description: values.description,
    };
    try {
      onCodeSent(request, await requestCode(request), recipient);
    } catch (error) {
      if (applyFieldErrors(error, form)) {
        setFailure({});
        const refused = (["account", "amount", "description"] as const).find((name) => form.getFieldState(name).error);
        if (refused) form.setFocus(refused);
      } else {
        setFailure({ reason: reasonOf(error) });
      }
    }
  });

  return (
    <MoneyStep
      onSubmit={(event) => void next(event)}
      secondary={{ label: t("common.cancel"), onClick: onCancel }}
      submitLabel={t("payouts.send.sendCode")}
      pending={form.formState.isSubmitting}
    >
      <DialogContentText>
        {t("payouts.send.intro", { appName: wallet.appName, currency: wallet.currency })}
      </DialogContentText>
      <FormControl>
        <FormLabel id={toLabelId}>{t("payouts.send.to.label")}</FormLabel>
        <Controller
          control={control}
          name="to"
          render={({ field }) => (
            <RadioGroup
              aria-labelledby={toLabelId}
              name={field.name}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                // The account's rules are the new destination's: say at once if it no longer fits.
                if (form.getValues("account")) void form.trigger("account");
              }}
            >
              {payoutDestinations.map((destination) => (
                <FormControlLabel
                  key={destination}
                  value={destination}
                  control={<Radio />}
                  label={t(destinationTexts[destination].label)}
                />
              ))}
            </RadioGroup>
          )}
        />
      </FormControl>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "flex-start" } }}>
        <FormTextField
          control={control}
          name="account"
          label={t(texts.account)}
          hint={t(texts.hint)}
          required
          autoFocus
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false, inputMode: to === "iban" ? "text" : "numeric" } }}
        />
        <FindButton looking={looking} disabled={looking || form.formState.isSubmitting} onFind={() => void findNow()}>
          {t("payouts.send.find")}
        </FindButton>
      </Stack>
      {/* Said as it appears: the name is what the user checks before sending. */}
      <Box role="status">{current && <RecipientDetails found={current} />}</Box>
      <MoneyAmountField kind="payout" control={control} wallet={wallet} />
      <PayoutCost wallet={wallet} to={to} account={account} amount={amount} free={freeOfFees(to, account, current)} />
      <MoneyDescriptionField kind="payout" control={control} />
      <MoneyFailure failure={failure} title={t("payouts.send.notStarted")} />
    </MoneyStep>
  );
}
