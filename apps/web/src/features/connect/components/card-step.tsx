import { zodResolver } from "@hookform/resolvers/zod";
import CreditCard from "@mui/icons-material/CreditCard";
import { Box, InputAdornment, TextField, Typography } from "@mui/material";
import { type CardBrand, PaymentCardRequest, cardBrandOf } from "@portal/contracts";
import { useState } from "react";
import { type Control, useController, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form/form-text-field";
import { applyFieldErrors, errorMessage } from "@/lib/api-error";
import { validationMessage } from "@/lib/validation-message";
import { useAttachPaymentCardMutation } from "../api";
import { StepForm } from "./step-form";

const CardDetails = PaymentCardRequest.omit({ merchant: true });
type CardValues = { cardNumber: string; expiry: string; cardHolder: string };

// Brand names are trademarks, written the same in every language.
const brandNames: Record<Exclude<CardBrand, "other">, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  unionpay: "UnionPay",
};

/** "4169738812345670" → "4169 7388 1234 5670", as printed on the card. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");

/** "1228" → "12/28": the slash comes by itself. */
function expiryOf(value: string) {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

interface CardStepProps {
  appId: string;
  focusTitle: boolean;
  onAttached: () => void;
}

/**
 * Individual step 4: the card payouts go to. Kept only in this form while typed: never in
 * the draft, and the server keeps it masked.
 */
export function CardStep({ appId, focusTitle, onAttached }: CardStepProps) {
  const { t } = useTranslation();
  const [attach] = useAttachPaymentCardMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CardValues>({
    resolver: zodResolver(CardDetails, undefined, { raw: true }),
    defaultValues: { cardNumber: "", expiry: "", cardHolder: "" },
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await attach({ merchant: appId, ...CardDetails.parse(values) }).unwrap();
      onAttached();
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFailure(errorMessage(error));
    }
  });

  return (
    <StepForm
      title={t("connect.steps.individual.card")}
      onSubmit={submit}
      submitLabel={t("connect.actions.attachCard")}
      pending={form.formState.isSubmitting}
      failure={failure}
      focusTitle={focusTitle}
    >
      <Typography color="text.secondary">{t("connect.card.intro")}</Typography>
      <CardNumberField control={form.control} />
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "minmax(0, 12rem) 1fr" } }}>
        <ExpiryField control={form.control} />
        <FormTextField
          control={form.control}
          name="cardHolder"
          label={t("connect.fields.cardHolder")}
          autoComplete="cc-name"
          helperText={t("connect.hints.cardHolder")}
        />
      </Box>
    </StepForm>
  );
}

function CardNumberField({ control }: { control: Control<CardValues> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: "cardNumber" });
  const label = t("connect.fields.cardNumber");
  const brand = cardBrandOf(field.value);
  const error = fieldState.error?.message;
  return (
    <TextField
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(groupDigits(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      autoComplete="cc-number"
      error={Boolean(error)}
      helperText={
        error
          ? validationMessage(error, label)
          : brand === "other"
            ? t("connect.hints.cardNumber")
            : t("connect.card.brand", { brand: brandNames[brand] })
      }
      slotProps={{
        htmlInput: { inputMode: "numeric", maxLength: 23 },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <CreditCard color={brand === "other" ? "disabled" : "primary"} aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function ExpiryField({ control }: { control: Control<CardValues> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: "expiry" });
  const label = t("connect.fields.expiry");
  const error = fieldState.error?.message;
  return (
    <TextField
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(expiryOf(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      placeholder={t("connect.hints.expiryPlaceholder")}
      autoComplete="cc-exp"
      error={Boolean(error)}
      helperText={error ? validationMessage(error, label) : t("connect.hints.expiry")}
      slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 5 } }}
    />
  );
}
