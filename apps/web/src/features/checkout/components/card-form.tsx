import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Box, Button, InputAdornment, Stack, TextField, type TextFieldProps, Typography } from "@mui/material";
import { type CardPaymentRequest, type CheckoutInvoice, type PaymentResult, cardPaymentFormSchema } from "@portal/contracts";
import { useEffect, useMemo, useRef, useState } from "react";
import { type Control, useController, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";
import type { z } from "zod";
import { FormTextField } from "@/components/form/form-text-field";
import { SubmitButton } from "@/components/form/submit-button";
import { applyFieldErrors, errorMessage, serverError } from "@/lib/api-error";
import { todayIsoDate } from "@/lib/date-pickers";
import { normalizeLanguage } from "@/lib/language";
import { validationMessage } from "@/lib/validation-message";
import { usePayInvoice } from "../api";
import { idempotencyKeys } from "../idempotency-keys";
import { brandNames, brandOf, CARD_NUMBER_MAX_LENGTH, expiryOf, groupDigits } from "../card-input";
import { CardBrandMark } from "./card-brand-mark";

type CardSchema = ReturnType<typeof cardPaymentFormSchema>;
type CardFields = Omit<z.input<CardSchema>, "language">;
type CardControl = Control<CardFields, unknown, z.output<CardSchema>>;

/** What a new form after a failed attempt starts with: the number and CVV are typed again. */
export interface KeptCardFields {
  cardHolder: string;
  expiry: string;
}

/**
 * No answer (network, timeout), an unreadable one, or a server fault: the payment may or
 * may not have gone through, so a retry must carry the same Idempotency-Key.
 */
function outcomeUnknown(error: unknown): boolean {
  const status = typeof error === "object" && error !== null && "status" in error ? error.status : undefined;
  return typeof status !== "number" || status >= 500;
}

interface CardFormProps {
  invoice: CheckoutInvoice;
  invoiceCode: string;
  kept: KeptCardFields;
  /** Put the caret in the card number: the customer came back to try again. */
  focusOnMount: boolean;
  onResult: (result: PaymentResult, kept: KeptCardFields) => void;
  /** The invoice can no longer be paid this way (409): it is read again and shown as it is. */
  onStateChanged: () => void;
}

type Failure = { text: string; retry: boolean } | null;

/** The card form. The number and CVV live only here, until the payment's answer comes. */
export function CardForm({ invoice, invoiceCode, kept, focusOnMount, onResult, onStateChanged }: CardFormProps) {
  const { t, i18n } = useTranslation();
  const { formatMoney: money } = useFormat();
  const pay = usePayInvoice();
  const schema = useMemo(() => cardPaymentFormSchema(todayIsoDate()), []);
  const form = useForm<CardFields, unknown, z.output<CardSchema>>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: { cardNumber: "", cvv: "", ...kept },
  });
  const [keys] = useState(idempotencyKeys);
  const [failure, setFailure] = useState<Failure>(null);

  const focusFirst = useRef(focusOnMount);
  useEffect(() => {
    if (focusFirst.current) form.setFocus("cardNumber");
  }, [form]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body: CardPaymentRequest = { ...values, language: normalizeLanguage(i18n.resolvedLanguage ?? null) };
    try {
      const result = await pay({ invoiceCode, idempotencyKey: keys.keyFor(body), body });
      keys.settle();
      onResult(result, { cardHolder: values.cardHolder, expiry: values.expiry });
    } catch (error) {
      if (outcomeUnknown(error)) {
        setFailure({ text: serverError(error) ? errorMessage(error) : t("checkout.pay.noAnswer"), retry: true });
        return;
      }
      keys.settle();
      if (serverError(error)?.code === "INVALID_STATE") {
        onStateChanged();
        return;
      }
      if (!applyFieldErrors(error, form)) setFailure({ text: errorMessage(error), retry: false });
    }
  });

  const paying = form.formState.isSubmitting;
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-busy={paying}>
      <Typography component="h2" variant="h6">
        {t("checkout.card.title")}
      </Typography>
      {failure && (
        <Alert
          severity="error"
          action={
            failure.retry && (
              <Button color="inherit" size="small" onClick={() => void submit()} disabled={paying}>
                {t("common.tryAgain")}
              </Button>
            )
          }
        >
          {failure.text}
        </Alert>
      )}
      <CardNumberField control={form.control} />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", alignItems: "start" }}>
        <FormattedField
          control={form.control}
          name="expiry"
          format={expiryOf}
          label={t("checkout.card.expiry")}
          placeholder={t("checkout.card.expiryPlaceholder")}
          autoComplete="cc-exp"
          maxLength={5}
        />
        <FormattedField
          control={form.control}
          name="cvv"
          format={(value) => value.replace(/\D/g, "").slice(0, 4)}
          label={t("checkout.card.cvv")}
          helperText={t("checkout.card.cvvHint")}
          autoComplete="cc-csc"
          maxLength={4}
        />
      </Box>
      <FormTextField
        control={form.control}
        name="cardHolder"
        label={t("checkout.card.cardHolder")}
        helperText={t("checkout.card.cardHolderHint")}
        autoComplete="cc-name"
        fullWidth
        slotProps={{ htmlInput: { autoCapitalize: "characters", spellCheck: false } }}
      />
      <SubmitButton pending={paying}>{t("checkout.pay.submit", { amount: money(invoice.amount, invoice.currency) })}</SubmitButton>
    </Stack>
  );
}

type FormattedFieldProps = Omit<TextFieldProps, "name" | "value" | "onChange" | "onBlur" | "error" | "inputRef" | "label"> & {
  control: CardControl;
  name: "cardNumber" | "expiry" | "cvv";
  label: string;
  /** Keeps what is typed in the card's own shape (digits only, groups, MM/YY). */
  format: (value: string) => string;
  maxLength: number;
};

/** A numeric card field: the phone shows digits, and what is typed is shaped as the card prints it. */
function FormattedField({ control, name, label, format, maxLength, helperText, slotProps, ...props }: FormattedFieldProps) {
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

function CardNumberField({ control }: { control: CardControl }) {
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
