import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import { type CardFields, type CardPaymentRequest, type CheckoutInvoice, type PaymentResult, cardPaymentFormSchema } from "@portal/contracts";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";
import type { z } from "zod";
import { FormTextField } from "@/components/form/form-text-field";
import { SubmitButton } from "@/components/form/submit-button";
import { applyFieldErrors, errorMessage, serverError } from "@/lib/api-error";
import { todayIsoDate } from "@/lib/date-pickers";
import { normalizeLanguage } from "@/lib/language";
import { usePayInvoice } from "../api";
import { idempotencyKeys } from "../idempotency-keys";
import { payWithProof } from "../pay-with-proof";
import { expiryOf } from "@/lib/card-input";
import { CardNumberField, FormattedField } from "./card-fields";
import { useUnmountSignal } from "./use-unmount-signal";

type CardSchema = ReturnType<typeof cardPaymentFormSchema>;

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
  /** The merchant changed the amount meanwhile (409 AMOUNT_CHANGED): resolves once the invoice is read again. */
  onAmountChanged: () => Promise<void>;
}

/** `newAmount`: the failure is a changed amount, so the alert also names the amount to pay now. */
type Failure = { text: string; retry: boolean; newAmount?: boolean } | null;

/** The card form. The number and CVV live only here, until the payment's answer comes. */
export function CardForm({ invoice, invoiceCode, kept, focusOnMount, onResult, onStateChanged, onAmountChanged }: CardFormProps) {
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
  // A proof of work is being solved and sent (PROOF_REQUIRED).
  const [checking, setChecking] = useState(false);

  const focusFirst = useRef(focusOnMount);
  useEffect(() => {
    if (focusFirst.current) form.setFocus("cardNumber");
  }, [form]);

  const unmountSignal = useUnmountSignal();

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    // The amount exactly as shown: the server refuses to charge any other (AMOUNT_CHANGED).
    const body: CardPaymentRequest = {
      ...values,
      amount: invoice.amount,
      currency: invoice.currency,
      language: normalizeLanguage(i18n.resolvedLanguage ?? null),
    };
    const signal = unmountSignal();
    try {
      const args = { invoiceCode, idempotencyKey: keys.keyFor(body), body };
      const result = await payWithProof(pay, args, { onChecking: () => setChecking(true), signal });
      keys.settle();
      onResult(result, { cardHolder: values.cardHolder, expiry: values.expiry });
    } catch (error) {
      if (signal?.aborted) return;
      if (outcomeUnknown(error)) {
        setFailure({ text: serverError(error) ? errorMessage(error) : t("checkout.pay.noAnswer"), retry: true });
        return;
      }
      keys.settle();
      const code = serverError(error)?.code;
      if (code === "INVALID_STATE") {
        onStateChanged();
        return;
      }
      if (code === "AMOUNT_CHANGED") {
        // As after any answer, the number and CVV go; typing them again is agreeing to the new amount.
        form.resetField("cardNumber");
        form.resetField("cvv");
        await onAmountChanged();
        setFailure({ text: errorMessage(error), retry: false, newAmount: true });
        form.setFocus("cardNumber");
        return;
      }
      if (!applyFieldErrors(error, form)) setFailure({ text: errorMessage(error), retry: false });
    } finally {
      setChecking(false);
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
          severity={failure.newAmount ? "warning" : "error"}
          action={
            failure.retry && (
              <Button color="inherit" size="small" onClick={() => void submit()} disabled={paying}>
                {t("common.tryAgain")}
              </Button>
            )
          }
        >
          {failure.text}
          {failure.newAmount && (
            <Box component="strong" sx={{ display: "block", mt: 0.5 }}>
              {t("checkout.pay.newAmount", { amount: money(invoice.amount, invoice.currency) })}
            </Box>
          )}
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
      <Box>
        <SubmitButton pending={paying}>{t("checkout.pay.submit", { amount: money(invoice.amount, invoice.currency) })}</SubmitButton>
        {/* Always in the page, so the text is announced when it appears; empty, it takes no room. */}
        <Typography role="status" variant="body2" color="text.secondary" sx={{ textAlign: "center", mt: checking ? 1 : 0 }}>
          {checking && t("checkout.pay.checkingBrowser")}
        </Typography>
      </Box>
    </Stack>
  );
}
