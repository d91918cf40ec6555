import CreditCard from "@mui/icons-material/CreditCard";
import { InputAdornment } from "@mui/material";
import { cardBrandOf, CARD_HOLDER_MAX_LENGTH } from "@portal/contracts/card-rules";
import { useTranslation } from "react-i18next";
import type { CardEntry } from "@/lib/card-entry";
import { brandNames, CARD_NUMBER_MAX_LENGTH } from "@/lib/card-input";
import { validationMessage } from "@/lib/validation-message";
import { TextField, type TextFieldProps } from "@/components/form/text-field";

/** The fields of a payout card: no CVV, nothing is charged to it. */
export const payoutCardFields = ["cardNumber", "expiry", "cardHolder"] as const;
type PayoutCardField = (typeof payoutCardFields)[number];

interface CardFieldProps {
  card: CardEntry<PayoutCardField>;
}

/** One field of the shared card entry (`lib/card-entry`) drawn as an MUI text field. */
function CardTextField({
  card,
  field,
  label,
  hint,
  ...props
}: CardFieldProps & { field: PayoutCardField; label: string; hint: string } & TextFieldProps) {
  const { ref, ...input } = card.inputProps(field);
  const issue = card.issueOf(field);
  return (
    <TextField
      {...props}
      {...input}
      inputRef={ref}
      label={label}
      error={Boolean(issue)}
      helperText={issue ? validationMessage(issue, label) : hint}
    />
  );
}

export function CardNumberField({ card }: CardFieldProps) {
  const { t } = useTranslation();
  const brand = cardBrandOf(card.values.cardNumber);
  return (
    <CardTextField
      card={card}
      field="cardNumber"
      label={t("common.payoutCard.fields.cardNumber")}
      hint={
        brand === "other"
          ? t("common.payoutCard.hints.cardNumber")
          : t("common.payoutCard.brand", { brand: brandNames[brand] })
      }
      autoComplete="cc-number"
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

export function ExpiryField({ card }: CardFieldProps) {
  const { t } = useTranslation();
  return (
    <CardTextField
      card={card}
      field="expiry"
      label={t("common.payoutCard.fields.expiry")}
      hint={t("common.payoutCard.hints.expiry")}
      placeholder={t("common.payoutCard.hints.expiryPlaceholder")}
      autoComplete="cc-exp"
      slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 5 } }}
    />
  );
}

export function CardHolderField({ card }: CardFieldProps) {
  const { t } = useTranslation();
  return (
    <CardTextField
      card={card}
      field="cardHolder"
      label={t("common.payoutCard.fields.cardHolder")}
      hint={t("common.payoutCard.hints.cardHolder")}
      autoComplete="cc-name"
      slotProps={{ htmlInput: { maxLength: CARD_HOLDER_MAX_LENGTH } }}
    />
  );
}
