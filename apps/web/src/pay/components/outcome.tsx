import { type ReactNode, useEffect, useRef } from "react";
import type { ClosedStatus, PaymentRecord } from "../checkout-stage";
import { useTexts } from "../i18n/use-texts";
import { announce } from "../../light/live-region";
import { useCheckout } from "../checkout-context";
import { Button } from "../../light/components/button";
import { Icon, type IconName } from "../../light/components/icons";
import { useFocusOnMount } from "../../light/components/use-focus-on-mount";
import { useHydrated } from "../../light/use-hydrated";
import { BackToMerchant, ReturnToMerchant } from "./return-to-merchant";

type Tone = "success" | "error" | "info";

interface OutcomeProps {
  icon: IconName;
  tone: Tone;
  title: string;
  text: string;
  /** Focus the heading: the customer's own action led here. */
  focusHeading: boolean;
  children?: ReactNode;
}

/** One outcome of the page: an icon, a heading that takes focus, what it means, and what next. */
export function Outcome({ icon, tone, title, text, focusHeading, children }: OutcomeProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  // The result of the customer's own action is said too, not only focused: a failure at once.
  const said = useRef({ focusHeading, message: `${title}. ${text}`, tone });
  useEffect(() => {
    const { focusHeading: act, message, tone: how } = said.current;
    if (act) announce(message, how === "error" ? "assertive" : "polite");
  }, []);
  return (
    <div className="outcome">
      <div className="outcome__head">
        <Icon name={icon} className={`outcome__icon outcome__icon--${tone}`} />
        <h2 ref={headingRef} tabIndex={-1} className="title-5 focus-target">
          {title}
        </h2>
        <p>{text}</p>
      </div>
      {children}
    </div>
  );
}

/**
 * The payment's record: what the customer may need to quote to the merchant or the bank.
 * The card and references only in the browser that paid; anyone else sees the amount and when.
 */
function Receipt({ amount, record: { receipt, paidAt } }: { amount: string; record: PaymentRecord }) {
  const { t, regionDateTime } = useTexts();
  const { region } = useCheckout();
  const rows: [string, string][] = [[t("checkout.receipt.amount"), amount]];
  if (receipt) {
    rows.push([t("checkout.receipt.card"), receipt.maskedPan]);
    if (receipt.rrn) rows.push([t("checkout.receipt.rrn"), receipt.rrn]);
    if (receipt.approvalCode) rows.push([t("checkout.receipt.approvalCode"), receipt.approvalCode]);
  }
  // On the merchant's region's clock, saying so (DESIGN §3): what the merchant's portal, receipt and export show, the server and the browser alike.
  if (paidAt) rows.push([t("checkout.receipt.date"), regionDateTime(paidAt, region)]);
  return (
    <dl className="receipt">
      {rows.map(([term, value]) => (
        <div key={term} className="receipt__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface PaymentDoneProps {
  /** Paid in full, or only held on the card (pre-authorisation). */
  kind: "paid" | "held";
  record: PaymentRecord;
  amount: string;
  merchantName: string;
  /** Where the merchant wants the customer back (an order of the merchant API), else null. */
  returnUrl: string | null;
  /** The customer's own action led here: focus the heading, and return to the merchant by itself. */
  focusHeading: boolean;
}

export function PaymentDone({ kind, record, amount, merchantName, returnUrl, focusHeading }: PaymentDoneProps) {
  const { t } = useTexts();
  const next = (
    <>
      <Receipt amount={amount} record={record} />
      {returnUrl && <ReturnToMerchant url={returnUrl} merchantName={merchantName} automatic={focusHeading} />}
    </>
  );
  return kind === "paid" ? (
    <Outcome
      icon="checkCircle"
      tone="success"
      title={t("checkout.paid.title")}
      text={t("checkout.paid.text", { merchantName })}
      focusHeading={focusHeading}
    >
      {next}
    </Outcome>
  ) : (
    <Outcome
      icon="lockClock"
      tone="info"
      title={t("checkout.held.title")}
      text={t("checkout.held.text", { merchantName })}
      focusHeading={focusHeading}
    >
      {next}
    </Outcome>
  );
}

interface PaymentFailedProps {
  merchantName: string;
  /** An order of the merchant API: the customer may give up and go back to the merchant. */
  returnUrl: string | null;
  focusHeading: boolean;
  onTryAgain: () => void;
}

/** The same text for every failure: a reason per decline would help card testers, not the customer. */
export function PaymentFailed({ merchantName, returnUrl, focusHeading, onTryAgain }: PaymentFailedProps) {
  const { t } = useTexts();
  const hydrated = useHydrated();
  return (
    <Outcome
      icon="errorOutline"
      tone="error"
      title={t("checkout.failed.title")}
      text={t("checkout.failed.text")}
      focusHeading={focusHeading}
    >
      {/* The server's page is read before its script runs; a press before then would be lost. */}
      <Button look="contained" onClick={onTryAgain} disabled={!hydrated}>
        {t("common.tryAgain")}
      </Button>
      {returnUrl && <BackToMerchant url={returnUrl} merchantName={merchantName} />}
    </Outcome>
  );
}

interface PaymentProcessingProps {
  focusHeading: boolean;
  checking: boolean;
  onCheckAgain: () => void;
  /** A way to where the payment waits (the acquirer's page of a hosted payment this tab started). */
  children?: ReactNode;
}

/** The bank has not answered yet and needs nothing from the customer. */
export function PaymentProcessing({ focusHeading, checking, onCheckAgain, children }: PaymentProcessingProps) {
  const { t } = useTexts();
  const hydrated = useHydrated();
  return (
    <Outcome
      icon="hourglass"
      tone="info"
      title={t("checkout.processing.title")}
      text={t("checkout.processing.text")}
      focusHeading={focusHeading}
    >
      <Button look="outlined" onClick={onCheckAgain} pending={checking} disabled={!hydrated}>
        {t("checkout.processing.checkAgain")}
      </Button>
      {children}
    </Outcome>
  );
}

interface InvoiceClosedProps {
  status: ClosedStatus;
  record: PaymentRecord;
  amount: string;
  merchantName: string;
  focusHeading: boolean;
}

/** Nothing is left to pay: the invoice's final state instead of the form. */
export function InvoiceClosed({ status, record, amount, merchantName, focusHeading }: InvoiceClosedProps) {
  const { t } = useTexts();
  // Refunded and released holds once went through: their card and references still matter.
  const wentThrough = status !== "expired" && status !== "canceled" && status !== "merchantUnavailable";
  return (
    <Outcome
      icon={wentThrough ? "info" : "errorOutline"}
      tone={wentThrough ? "info" : "error"}
      title={t(`checkout.closed.${status}.title`)}
      text={t(`checkout.closed.${status}.text`, { merchantName })}
      focusHeading={focusHeading}
    >
      {wentThrough && (record.receipt || record.paidAt) && <Receipt amount={amount} record={record} />}
    </Outcome>
  );
}
