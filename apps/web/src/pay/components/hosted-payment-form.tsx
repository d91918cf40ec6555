import type { CheckoutInvoice, HostedPaymentRequest } from "@portal/contracts";
import { useState } from "react";
import { serverErrorOf } from "../../light/http";
import { pageLoad } from "../../light/page-load";
import { useHydrated } from "../../light/use-hydrated";
import { Button } from "../../light/components/button";
import { outcomeUnknown } from "../api";
import { useCheckout } from "../checkout-context";
import { useTexts } from "../i18n/use-texts";
import { idempotencyKeys } from "../idempotency-keys";
import { keepHostedPayment } from "../payment-memory";
import { payWithProof } from "../pay-with-proof";
import { type PaymentFailure, PaymentFailureAlert } from "./payment-failure";
import { useUnmountSignal } from "./use-unmount-signal";

/** One submission: what the page showed, in its language. A retry of it keeps its key. */
const sameSubmission = (a: HostedPaymentRequest, b: HostedPaymentRequest) =>
  a.amount === b.amount && a.currency === b.currency && a.language === b.language;

interface HostedPaymentFormProps {
  invoice: CheckoutInvoice;
  /** Whose page the card is typed on. */
  acquirerName: string;
  /** The invoice can no longer be paid (409): it is read again and shown as it is. */
  onStateChanged: () => void;
  /** The merchant changed the amount meanwhile (409 AMOUNT_CHANGED): resolves once the invoice is read again. */
  onAmountChanged: () => Promise<void>;
}

/**
 * The hosted style (docs/hosted-payment-page.md): no card fields here. The page says where
 * the customer will type the card, and Pay makes the attempt and sends the browser to the
 * acquirer's page; this tab keeps the attempt, to ask how it ended when the customer is back.
 */
export function HostedPaymentForm({ invoice, acquirerName, onStateChanged, onAmountChanged }: HostedPaymentFormProps) {
  const { t, language, money, failure: failureText } = useTexts();
  const { api, invoiceCode } = useCheckout();
  // The server's page must not send anyone away before its script runs.
  const hydrated = useHydrated();
  const [keys] = useState(() => idempotencyKeys(sameSubmission));
  const [failure, setFailure] = useState<PaymentFailure>(null);
  const [paying, setPaying] = useState(false);
  const [checking, setChecking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const unmountSignal = useUnmountSignal();
  const amount = money(invoice.amount, invoice.currency);

  async function submit() {
    setFailure(null);
    setPaying(true);
    const body: HostedPaymentRequest = { amount: invoice.amount, currency: invoice.currency, language };
    const signal = unmountSignal();
    let left = false;
    try {
      const started = await payWithProof(
        api.startHostedPayment,
        { idempotencyKey: keys.keyFor(body), body },
        { onChecking: () => setChecking(true), signal },
      );
      keys.settle();
      keepHostedPayment(invoiceCode, started);
      left = true;
      setLeaving(true);
      pageLoad.open(started.redirectUrl);
    } catch (error) {
      if (signal?.aborted) return;
      if (outcomeUnknown(error)) {
        setFailure({ text: serverErrorOf(error) ? failureText(error) : t("checkout.pay.noAnswer"), retry: true });
        return;
      }
      keys.settle();
      const code = serverErrorOf(error)?.code;
      if (code === "INVALID_STATE") {
        onStateChanged();
        return;
      }
      if (code === "AMOUNT_CHANGED") {
        await onAmountChanged();
        setFailure({ text: failureText(error), retry: false, newAmount: true });
        return;
      }
      setFailure({ text: failureText(error), retry: false });
    } finally {
      // Leaving, the button stays busy until the acquirer's page replaces this one.
      if (!signal?.aborted && !left) {
        setChecking(false);
        setPaying(false);
      }
    }
  }

  let status = "";
  if (leaving) status = t("checkout.hosted.leaving", { acquirerName });
  else if (checking) status = t("checkout.pay.checkingBrowser");

  return (
    <form
      className="card-form"
      noValidate
      aria-busy={paying}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="title-6">{t("checkout.card.title")}</h2>
      <p>{t("checkout.hosted.text", { acquirerName })}</p>
      <PaymentFailureAlert failure={failure} amount={amount} paying={paying} onRetry={() => void submit()} />
      <div>
        <Button look="contained" type="submit" pending={paying} disabled={!hydrated}>
          {t("checkout.pay.submit", { amount })}
        </Button>
        {/* Always in the page, so the text is announced when it appears; empty, it takes no room. */}
        <p role="status" className={status ? "pay-status pay-status--checking text-small" : "pay-status text-small"}>
          {status}
        </p>
      </div>
    </form>
  );
}
