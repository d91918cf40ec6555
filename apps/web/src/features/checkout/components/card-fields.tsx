import { InputAdornment, TextField, type TextFieldProps, Typography } from "@mui/material";
import type { CardFields, cardPaymentFormSchema } from "@portal/contracts";
import { type Control, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { validationMessage } from "@/lib/validation-message";
import { brandNames, brandOf, CARD_NUMBER_MAX_LENGTH, groupDigits } from "@/lib/card-input";
import { CardBrandMark } from "./card-brand-mark";

type CardControl = Control<CardFields, unknown, z.output<ReturnType<typeof cardPaymentFormSchema>>>;

type FormattedFieldProps = Omit<TextFieldProps, "name" | "value" | "onChange" | "onBlur" | "error" | "inputRef" | "label"> & {
  control: CardControl;
  name: "cardNumber" | "expiry" | "cvv";
  label: string;
  /** Keeps what is typed in the card's own shape (digits only, groups, MM/YY). */
  format: (value: string) => string;
  maxLength: number;
};

/** A numeric card field: the phone shows digits, and what is typed is shaped as the card prints it. */
export function FormattedField({ control, name, label, format, maxLength, helperText, slotProps, ...props }: FormattedFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <TextField
      {...props}
      fullWidth
      name={field.name}
      value={field.value ?? ""}
      onChange={(event) => field.onChange(format(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      error={Boolean(error)}
      helperText={error ? validationMessage(error, label) : helperText}
      slotProps={{ ...slotProps, htmlInput: { inputMode: "numeric", maxLength, autoCorrect: "off", spellCheck: false } }}
    />
  );
}

/** The card number, in groups of four, naming the brand as soon as the first digits tell it. */
export function CardNumberField({ control }: { control: CardControl }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: "cardNumber" });
  const brand = brandOf(field.value ?? "");
  return (
    <FormattedField
      control={control}
      name="cardNumber"
      format={groupDigits}
      label={t("checkout.card.number")}
      autoComplete="cc-number"
      maxLength={CARD_NUMBER_MAX_LENGTH}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ gap: 1 }}>
              {/* Said once the first digits tell the brand, as a sighted customer sees it appear. */}
              <Typography component="span" variant="body2" aria-live="polite" sx={{ fontWeight: "fontWeightBold" }}>
                {brand && brandNames[brand]}
              </Typography>
              <CardBrandMark brand={brand} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
