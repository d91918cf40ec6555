import type { PayButtonPaymentRequest, PayButtonView } from "@portal/contracts";
import { payButtonAmountIssue } from "@portal/contracts/pay-button-rules";
import { qrPaymentFieldIssue, qrPaymentFieldValue } from "@portal/contracts/qr-page-rules";
import { useFieldEntry } from "../../lib/field-entry";
import { Alert } from "../../light/components/alert";
import { Button } from "../../light/components/button";
import { TextField } from "../../light/components/text-field";
import { useHydrated } from "../../light/use-hydrated";
import { useTexts } from "../i18n/use-texts";
import type { PayButtonApi } from "./button-api";
import { usePaymentStart } from "./use-payment-start";

type Field = "amount" | "fullName" | "phone";

// A fixed button's amount is the record's: the customer types only what they like to add.
const fieldsOf = { fixed: ["fullName", "phone"], customer: ["amount", "fullName", "phone"] } as const satisfies Record<
  string,
  readonly Field[]
>;

/** A decimal comma is what an Azerbaijani or Russian phone keyboard offers: it is the point the amount rule reads. */
const shape = (field: Field, value: string) => (field === "amount" ? value.replace(/,/g, ".") : value);
const sent = (field: Field, value: string) => (field === "amount" ? value.trim() : qrPaymentFieldValue(field, value));

/** The bounds a customer's amount must keep, under its field; none when the button sets none (the invoice rule alone applies). */
function rangeHint(
  { t, decimal }: ReturnType<typeof useTexts>,
  { minAmount, maxAmount, currency }: PayButtonView,
): string | undefined {
  const [min, max] = [minAmount, maxAmount].map((bound) => (bound === null ? null : decimal(bound)));
  if (min && max) return t("checkout.buttonPage.range", { min, max, currency });
  if (min) return t("checkout.buttonPage.rangeFrom", { min, currency });
  if (max) return t("checkout.buttonPage.rangeTo", { max, currency });
  return undefined;
}

interface ButtonPaymentFormProps {
  button: PayButtonView;
  api: PayButtonApi;
  /** The server says the button was disabled meanwhile: the page shows that instead. */
  onUnavailable: () => void;
}

/**
 * A pay button's form: what the button is for and its amount, or the amount field with the
 * button's bounds, and the customer's name and phone if they like. Sending it makes the
 * invoice (the amount checked by the same rule as the server's), and the customer goes on to
 * pay it on its checkout.
 */
export function ButtonPaymentForm({ button, api, onUnavailable }: ButtonPaymentFormProps) {
  const texts = useTexts();
  const { t, money, fieldIssue } = texts;
  // Before the script runs the form must not submit itself: the page's call makes the invoice.
  const hydrated = useHydrated();
  const fixed = button.amountMode === "fixed";
  const entry = useFieldEntry<Field>({
    fields: fieldsOf[button.amountMode],
    shape,
    issue: (field, value) =>
      field === "amount" ? payButtonAmountIssue(value, button) : qrPaymentFieldIssue(field, value),
    sent,
  });
  const { failure, sending, checking, send } = usePaymentStart(api.startPayment, t("checkout.buttonPage.noAnswer"));

  function submit() {
    const values = entry.submit();
    if (!values) return;
    const body: PayButtonPaymentRequest = values;
    return send(body, (refusal) => {
      if (refusal?.code !== "INVALID_STATE") return entry.showServerIssues(refusal?.fields);
      onUnavailable();
      return true;
    });
  }

  const field = (name: Field, label: string) => {
    const { ref, ...input } = entry.inputProps(name);
    const issue = entry.issueOf(name);
    return { ...input, inputRef: ref, label, error: issue && fieldIssue(issue, label) };
  };
  const optional = t("checkout.buttonPage.optional");

  return (
    <form
      className="qr-form"
      noValidate
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div>
        <h2 className="title-6">{t(fixed ? "checkout.buttonPage.fixedTitle" : "checkout.buttonPage.customerTitle")}</h2>
        <p className="text-small">{t("checkout.buttonPage.text")}</p>
      </div>
      <div className="summary">
        {button.description && <p className="summary__description">{button.description}</p>}
        {fixed && button.amount !== null && (
          <div className="amount-box">
            <p className="text-small">{t("checkout.summary.amount")}</p>
            <p className="title-5 amount-box__amount">{money(button.amount, button.currency)}</p>
          </div>
        )}
      </div>
      {failure && (
        <Alert
          severity="error"
          action={
            failure.retry && (
              <Button look="text" onClick={() => void submit()} disabled={sending}>
                {t("common.tryAgain")}
              </Button>
            )
          }
        >
          {failure.text}
        </Alert>
      )}
      {!fixed && (
        <TextField
          {...field("amount", t("checkout.buttonPage.amount"))}
          hint={rangeHint(texts, button)}
          inputMode="decimal"
          autoComplete="off"
          required
          end={<span className="field__end-text">{button.currency}</span>}
        />
      )}
      <TextField {...field("fullName", t("checkout.buttonPage.fullName"))} helper={optional} autoComplete="name" />
      <TextField
        {...field("phone", t("checkout.buttonPage.phone"))}
        helper={optional}
        hint={t("checkout.buttonPage.phoneHint")}
        type="tel"
        autoComplete="tel"
      />
      <div>
        <Button look="contained" type="submit" pending={sending} disabled={!hydrated}>
          {t("checkout.buttonPage.submit")}
        </Button>
        {/* Always in the page, so the text is announced when it appears; empty, it takes no room. */}
        <p role="status" className={checking ? "pay-status pay-status--checking text-small" : "pay-status text-small"}>
          {checking && t("checkout.pay.checkingBrowser")}
        </p>
      </div>
    </form>
  );
}
