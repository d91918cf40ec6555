import CreditCard from "@mui/icons-material/CreditCard";
import { InputAdornment, TextField } from "@mui/material";
import { type CardBrand, cardBrandOf } from "@portal/contracts";
import { type Control, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { validationMessage } from "@/lib/validation-message";

/** The card form as typed: the number grouped in fours, the expiry as MM/YY. */
export type CardValues = { cardNumber: string; expiry: string; cardHolder: string };

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

export function CardNumberField({ control }: { control: Control<CardValues> }) {
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

export function ExpiryField({ control }: { control: Control<CardValues> }) {
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
