import type { QrPageMerchant, QrPaymentRequest } from "@portal/contracts";
import { type QrPaymentFieldName, qrPaymentFieldIssue, qrPaymentFieldValue } from "@portal/contracts/qr-page-rules";
import { useFieldEntry } from "../../lib/field-entry";
import { Alert } from "../../light/components/alert";
import { Button } from "../../light/components/button";
import { TextField } from "../../light/components/text-field";
import { useHydrated } from "../../light/use-hydrated";
import { useTexts } from "../i18n/use-texts";
import type { QrPageApi } from "./api";
import { usePaymentStart } from "./use-payment-start";

const fields = ["amount", "fullName", "phone", "optionalCode"] as const satisfies readonly QrPaymentFieldName[];

/** A decimal comma is what an Azerbaijani or Russian phone keyboard offers: it is the point the amount rule reads. */
const shape = (field: QrPaymentFieldName, value: string) => (field === "amount" ? value.replace(/,/g, ".") : value);

interface QrPaymentFormProps {
  merchant: QrPageMerchant;
  api: QrPageApi;
}

/**
 * The QR page's form: the amount, and the customer's name, phone and reference code if they
 * like. Sending it makes the invoice, and the customer goes on to pay it on its checkout.
 */
export function QrPaymentForm({ merchant, api }: QrPaymentFormProps) {
  const { t, fieldIssue } = useTexts();
  // Before the script runs the form must not submit itself: the page's call makes the invoice.
  const hydrated = useHydrated();
  const entry = useFieldEntry({ fields, shape, issue: qrPaymentFieldIssue, sent: qrPaymentFieldValue });
  const { failure, sending, checking, send } = usePaymentStart(api.startPayment, t("checkout.qrPage.noAnswer"));

  function submit() {
    const values = entry.submit();
    if (!values) return;
    const body: QrPaymentRequest = values;
    return send(body, (refusal) => entry.showServerIssues(refusal?.fields));
  }

  const field = (name: QrPaymentFieldName, label: string) => {
    const { ref, ...input } = entry.inputProps(name);
    const issue = entry.issueOf(name);
    return { ...input, inputRef: ref, label, error: issue && fieldIssue(issue, label) };
  };
  const optional = t("checkout.qrPage.optional");

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
        <h2 className="title-6">{t("checkout.qrPage.title")}</h2>
        <p className="text-small">{t("checkout.qrPage.text")}</p>
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
      <TextField
        {...field("amount", t("checkout.qrPage.amount"))}
        inputMode="decimal"
        autoComplete="off"
        required
        end={<span className="field__end-text">{merchant.currency}</span>}
      />
      <TextField {...field("fullName", t("checkout.qrPage.fullName"))} helper={optional} autoComplete="name" />
      <TextField
        {...field("phone", t("checkout.qrPage.phone"))}
        helper={optional}
        hint={t("checkout.qrPage.phoneHint")}
        type="tel"
        autoComplete="tel"
      />
      <TextField
        {...field("optionalCode", t("checkout.qrPage.optionalCode"))}
        helper={optional}
        hint={t("checkout.qrPage.optionalCodeHint")}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <div>
        <Button look="contained" type="submit" pending={sending} disabled={!hydrated}>
          {t("checkout.qrPage.submit")}
        </Button>
        {/* Always in the page, so the text is announced when it appears; empty, it takes no room. */}
        <p role="status" className={checking ? "pay-status pay-status--checking text-small" : "pay-status text-small"}>
          {checking && t("checkout.pay.checkingBrowser")}
        </p>
      </div>
    </form>
  );
}
