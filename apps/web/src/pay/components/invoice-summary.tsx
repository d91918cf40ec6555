import type { CheckoutInvoice } from "@portal/contracts";
import { installmentCardNames } from "@portal/contracts/installment-cards";
import { useTexts } from "../i18n/use-texts";
import { Alert } from "../../light/components/alert";

interface InvoiceSummaryProps {
  invoice: CheckoutInvoice;
  /** The terms of paying (hold only, installments, until when): while there is still something to pay. */
  showTerms: boolean;
}

/** What is asked for, and how much; the merchant is named above, in the page's heading. */
export function InvoiceSummary({ invoice, showTerms }: InvoiceSummaryProps) {
  const { t, money, calendarDate } = useTexts();
  return (
    <div className="summary">
      {invoice.description && <p className="summary__description">{invoice.description}</p>}
      <div className="amount-box">
        <p className="text-small">{t("checkout.summary.amount")}</p>
        <p className="title-5 amount-box__amount">{money(invoice.amount, invoice.currency)}</p>
        {showTerms && (
          <p className="text-small">
            {t("checkout.summary.validUntil", { date: calendarDate(invoice.linkExpirationDate) })}
          </p>
        )}
      </div>
      {showTerms && invoice.preAuth && <Alert severity="info">{t("checkout.summary.preAuth")}</Alert>}
      {showTerms && invoice.installment && (
        <Alert severity="info">
          {t("checkout.summary.installment", {
            card: installmentCardNames[invoice.installment.cardType],
            period: invoice.installment.period,
          })}
        </Alert>
      )}
    </div>
  );
}
