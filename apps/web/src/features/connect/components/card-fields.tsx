import CreditCard from "@mui/icons-material/CreditCard";
import { InputAdornment, TextField } from "@mui/material";
import { cardBrandOf } from "@portal/contracts";
import { type Control, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { brandNames, CARD_NUMBER_MAX_LENGTH, expiryOf, groupDigits } from "@/lib/card-input";
import { validationMessage } from "@/lib/validation-message";

/** The card form as typed: the number grouped in fours, the expiry as MM/YY. */
export type CardValues = { cardNumber: string; expiry: string; cardHolder: string };

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
        htmlInput: { inputMode: "numeric", maxLength: CARD_NUMBER_MAX_LENGTH },
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
