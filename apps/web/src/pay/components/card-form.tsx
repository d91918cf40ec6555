import type { CardPaymentRequest, CheckoutInvoice, PaymentResult } from "@portal/contracts";
import { useEffect, useRef, useState } from "react";
import { brandNames, brandOf, CARD_NUMBER_MAX_LENGTH } from "../../lib/card-input";
import { useCardEntry } from "../../lib/card-entry";
import { serverErrorOf } from "../../light/http";
import { outcomeUnknown } from "../api";
import { useCheckout } from "../checkout-context";
import { useTexts } from "../i18n/use-texts";
import { idempotencyKeys } from "../idempotency-keys";
import { payWithProof } from "../pay-with-proof";
import { useHydrated } from "../../light/use-hydrated";
import { Button } from "../../light/components/button";
import { CardBrandMark } from "./card-brand-mark";
import { TextField } from "../../light/components/text-field";
import { type PaymentFailure, PaymentFailureAlert } from "./payment-failure";
import { useUnmountSignal } from "./use-unmount-signal";

/** What a new form after a failed attempt starts with: the number and CVV are typed again. */
export interface KeptCardFields {
  cardHolder: string;
  expiry: string;
}

const cardFields = ["cardNumber", "expiry", "cvv", "cardHolder"] as const;
/** Digits only, and nothing a phone would "correct". */
const numeric = { inputMode: "numeric", autoCorrect: "off", spellCheck: false } as const;

interface CardFormProps {
  invoice: CheckoutInvoice;
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

/** The card form. The number and CVV live only here, until the payment's answer comes. */
export function CardForm({ invoice, kept, focusOnMount, onResult, onStateChanged, onAmountChanged }: CardFormProps) {
  const { t, language, money, failure: failureText, fieldIssue } = useTexts();
  const { api } = useCheckout();
  // Before the script runs, the server's form must not submit itself (it would put the card in the address).
  const hydrated = useHydrated();
  const card = useCardEntry({ fields: cardFields, initial: kept, refuseExpired: true });
  const [keys] = useState(idempotencyKeys);
  const [failure, setFailure] = useState<PaymentFailure>(null);
  const [paying, setPaying] = useState(false);
  // A proof of work is being solved and sent (PROOF_REQUIRED).
  const [checking, setChecking] = useState(false);
  const unmountSignal = useUnmountSignal();
  const amount = money(invoice.amount, invoice.currency);

  const focusFirst = useRef(focusOnMount);
  const { focus } = card;
  useEffect(() => {
    if (focusFirst.current) focus("cardNumber");
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function submit() {
    const values = card.submit();
    if (!values) return;
    setFailure(null);
    setPaying(true);
    // The amount exactly as shown: the server refuses to charge any other (AMOUNT_CHANGED).
    const body: CardPaymentRequest = { ...values, amount: invoice.amount, currency: invoice.currency, language };
    const signal = unmountSignal();
    try {
      const result = await payWithProof(
        api.pay,
        { idempotencyKey: keys.keyFor(body), body },
        { onChecking: () => setChecking(true), signal },
      );
      keys.settle();
      onResult(result, { cardHolder: values.cardHolder, expiry: values.expiry });
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
        // As after any answer, the number and CVV go; typing them again is agreeing to the new amount.
        card.clear("cardNumber", "cvv");
        await onAmountChanged();
        setFailure({ text: failureText(error), retry: false, newAmount: true });
        card.focus("cardNumber");
        return;
      }
      if (!card.showServerIssues(serverErrorOf(error)?.fields)) setFailure({ text: failureText(error), retry: false });
    } finally {
      if (!signal?.aborted) {
        setChecking(false);
        setPaying(false);
      }
    }
  }

  const field = (name: (typeof cardFields)[number], label: string) => {
    const { ref, ...input } = card.inputProps(name);
    const issue = card.issueOf(name);
    return { ...input, inputRef: ref, label, error: issue && fieldIssue(issue, label) };
  };
  const brand = brandOf(card.values.cardNumber);

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
      <PaymentFailureAlert failure={failure} amount={amount} paying={paying} onRetry={() => void submit()} />
      <TextField
        {...field("cardNumber", t("checkout.card.number"))}
        {...numeric}
        autoComplete="cc-number"
        maxLength={CARD_NUMBER_MAX_LENGTH}
        end={
          <>
            {/* Said once the first digits tell the brand, as a sighted customer sees it appear. */}
            <span className="field__end-text" aria-live="polite">
              {brand && brandNames[brand]}
            </span>
            <CardBrandMark brand={brand} />
          </>
        }
      />
      <div className="card-form__pair">
        <TextField
          {...field("expiry", t("checkout.card.expiry"))}
          {...numeric}
          placeholder={t("checkout.card.expiryPlaceholder")}
          autoComplete="cc-exp"
          maxLength={5}
        />
        <TextField
          {...field("cvv", t("checkout.card.cvv"))}
          {...numeric}
          helper={t("checkout.card.cvvHint")}
          autoComplete="cc-csc"
          maxLength={4}
        />
      </div>
      <TextField
        {...field("cardHolder", t("checkout.card.cardHolder"))}
        helper={t("checkout.card.cardHolderHint")}
        autoComplete="cc-name"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <div>
        <Button look="contained" type="submit" pending={paying} disabled={!hydrated}>
          {t("checkout.pay.submit", { amount })}
        </Button>
        {/* Always in the page, so the text is announced when it appears; empty, it takes no room. */}
        <p role="status" className={checking ? "pay-status pay-status--checking text-small" : "pay-status text-small"}>
          {checking && t("checkout.pay.checkingBrowser")}
        </p>
      </div>
    </form>
  );
}
