import type { CheckoutInvoice, PaymentResult } from "@portal/contracts";
import { useEffect, useEffectEvent, useState } from "react";
import { outcomeUnknown } from "../api";
import { type CheckoutStage, stageOfInvoice, stageOfResult } from "../checkout-stage";
import { useCheckout } from "../checkout-context";
import { useTexts } from "../i18n/use-texts";
import {
  forgetChallenge,
  forgetHostedPayment,
  type HostedPayment,
  hostedPaymentOf,
  nothingRemembered,
  rememberedOf,
  rememberResult,
} from "../payment-memory";
import { useHydrated } from "../../light/use-hydrated";
import { Alert } from "../../light/components/alert";
import { CardForm, type KeptCardFields } from "./card-form";
import { ChallengeStep } from "./challenge-step";
import { HostedPaymentForm } from "./hosted-payment-form";
import { InvoiceSummary } from "./invoice-summary";
import { InvoiceClosed, PaymentDone, PaymentFailed, PaymentProcessing } from "./outcome";

/** How often a payment the bank has not decided yet is looked at again. */
const PROCESSING_POLL_MS = 5000;

interface PaymentProps {
  invoice: CheckoutInvoice;
  /** The invoice is being read again. */
  reading: boolean;
  readInvoice: () => Promise<void>;
}

/** The invoice and where its payment stands: the card form, the bank's challenge, or an outcome. */
export function Payment({ invoice, reading, readInvoice }: PaymentProps) {
  const { t, money } = useTexts();
  const { invoiceCode, api } = useCheckout();
  // This tab's own challenge and receipt are in its session storage, which the server never sees:
  // read once the page runs here, so the first render matches the server's.
  const hydrated = useHydrated();
  // Set by what the customer does here; until then, and after reading the invoice again, it decides.
  const [step, setStep] = useState<CheckoutStage | null>(null);
  // Once the customer has acted, each new step takes focus, so its heading is read out.
  const [acted, setActed] = useState(false);
  const [kept, setKept] = useState<KeptCardFields>({ cardHolder: "", expiry: "" });
  // The invoice changed under the customer's attempt (a 409): say so above where it stands now.
  const [changedMeanwhile, setChangedMeanwhile] = useState(false);
  // Read on every render: a step just ended may have changed what this tab keeps.
  const stage = step ?? stageOfInvoice(invoice, hydrated ? rememberedOf(invoiceCode) : nothingRemembered);
  const amount = money(invoice.amount, invoice.currency);
  const { cardEntry } = invoice;
  // A payment this tab started on the acquirer's page whose end it has not heard yet.
  const hostedPayment = hydrated && cardEntry.style === "hosted" ? hostedPaymentOf(invoiceCode) : null;
  const [askingAcquirer, setAskingAcquirer] = useState(false);

  // No challenge waits on the server: one this tab kept is over (timed out, or ended in another tab).
  const { challengePending } = invoice;
  useEffect(() => {
    if (!challengePending) forgetChallenge(invoiceCode);
  }, [challengePending, invoiceCode]);

  const go = (next: CheckoutStage) => {
    setChangedMeanwhile(false);
    setActed(true);
    setStep(next);
  };

  const showResult = (result: PaymentResult, cardFields?: KeptCardFields) => {
    if (cardFields) setKept(cardFields);
    rememberResult(invoiceCode, result);
    go(stageOfResult(result));
  };

  /** Shows the invoice as the server has it now, e.g. after a 409 (paid, expired or in progress meanwhile). */
  const readAgain = async (changed: boolean) => {
    setActed(true);
    await readInvoice();
    setChangedMeanwhile(changed);
    setStep(null);
  };

  /**
   * How this tab's payment on the acquirer's page ended: the server reads the acquirer's order
   * (never what the browser brought back) and answers with the receipt. Still open there, the
   * page goes on showing it as in progress, with the way back to the acquirer's page.
   */
  const hostedAnswered = (result: PaymentResult) => {
    if (result.status === "inProgress") return;
    forgetHostedPayment(invoiceCode);
    showResult(result);
  };
  const hostedUnanswered = (error: unknown) => {
    // Not this tab's to ask any more (a retry elsewhere took it over): the invoice says where it stands.
    if (!outcomeUnknown(error)) forgetHostedPayment(invoiceCode);
  };
  const askAcquirer = (kept: HostedPayment) =>
    api.hostedPaymentResult(kept.transactionId, kept.payerToken).then(hostedAnswered, hostedUnanswered);

  // Back from the acquirer's page (or reloaded while the payment is open there): ask how it ended, once the page runs here.
  // The page the server rendered already shows the outcome the return settled; a customer who acted
  // on it before this answer came (pressed Try again) keeps the step they chose.
  const arrivedAnswer = useEffectEvent((result: PaymentResult) =>
    acted && result.status !== "inProgress" ? forgetHostedPayment(invoiceCode) : hostedAnswered(result),
  );
  const arrivedNoAnswer = useEffectEvent(hostedUnanswered);
  const hostedStyle = cardEntry.style === "hosted";
  useEffect(() => {
    const kept = hydrated && hostedStyle ? hostedPaymentOf(invoiceCode) : null;
    if (kept) api.hostedPaymentResult(kept.transactionId, kept.payerToken).then(arrivedAnswer, arrivedNoAnswer);
  }, [hydrated, hostedStyle, invoiceCode, api]);

  const checkAgain = () => {
    if (!hostedPayment) return void readAgain(false);
    setAskingAcquirer(true);
    void askAcquirer(hostedPayment).finally(() => setAskingAcquirer(false));
  };
  const poll = useEffectEvent(checkAgain);
  const processing = stage.kind === "processing";
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(poll, PROCESSING_POLL_MS);
    return () => clearInterval(timer);
  }, [processing]);

  /** The form stays, with the amount as it is now; the form says it changed. */
  const amountChanged = async () => {
    setChangedMeanwhile(false);
    await readInvoice();
  };

  const stillToPay = stage.kind === "form" || stage.kind === "challenge" || stage.kind === "failed";
  const stateChanged = () => void readAgain(true);
  const challengeGone = () => {
    forgetChallenge(invoiceCode);
    stateChanged();
  };

  return (
    <div className="payment">
      <InvoiceSummary invoice={invoice} showTerms={stillToPay} />
      <hr className="divider" />
      {changedMeanwhile && <Alert severity="info">{t("checkout.pay.stateChanged")}</Alert>}
      {stage.kind === "form" &&
        (cardEntry.style === "hosted" ? (
          <HostedPaymentForm
            invoice={invoice}
            acquirerName={cardEntry.acquirerName}
            onStateChanged={stateChanged}
            onAmountChanged={amountChanged}
          />
        ) : (
          <CardForm
            invoice={invoice}
            kept={kept}
            focusOnMount={acted}
            onResult={showResult}
            onStateChanged={stateChanged}
            onAmountChanged={amountChanged}
          />
        ))}
      {stage.kind === "challenge" && (
        <ChallengeStep
          key={stage.challenge.transactionId}
          challenge={stage.challenge}
          amount={amount}
          focusHeading={acted}
          onResult={(result) => showResult(result)}
          onStateChanged={challengeGone}
        />
      )}
      {(stage.kind === "paid" || stage.kind === "held") && (
        <PaymentDone
          // Mounted anew once the customer's own payment led here (back from a hosted acquirer's page, the invoice already said paid): the way back to the merchant then counts down.
          key={acted ? "after-paying" : "opened"}
          kind={stage.kind}
          record={stage}
          amount={amount}
          merchantName={invoice.merchantName}
          returnUrl={invoice.returnUrl}
          focusHeading={acted}
        />
      )}
      {stage.kind === "failed" && (
        <PaymentFailed
          merchantName={invoice.merchantName}
          returnUrl={invoice.returnUrl}
          focusHeading={acted}
          onTryAgain={() => go({ kind: "form" })}
        />
      )}
      {stage.kind === "processing" && (
        <PaymentProcessing focusHeading={acted} checking={reading || askingAcquirer} onCheckAgain={checkAgain}>
          {hostedPayment && cardEntry.style === "hosted" && (
            <a className="button button--outlined" href={hostedPayment.redirectUrl}>
              {t("checkout.hosted.continue", { acquirerName: cardEntry.acquirerName })}
            </a>
          )}
        </PaymentProcessing>
      )}
      {stage.kind === "closed" && (
        <InvoiceClosed
          status={stage.status}
          record={stage}
          amount={amount}
          merchantName={invoice.merchantName}
          focusHeading={acted}
        />
      )}
    </div>
  );
}
