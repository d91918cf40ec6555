import { Box, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { generatePath, useParams } from "react-router";
import { BackLink } from "@/components/detail/back-link";
import { detailColumns } from "@/components/detail/detail-columns";
import { DetailHeader } from "@/components/detail/detail-header";
import { LoadingDetail, NotFound } from "@/components/detail/detail-states";
import { FieldList } from "@/components/detail/field-list";
import { installmentText } from "@/components/detail/installment-text";
import { LoadError } from "@/components/load-error";
import { PageTitle } from "@/components/page-title";
import { SectionCard } from "@/components/section-card";
import { useResponseText } from "@/components/transactions/response-text";
import { errorMessage } from "@/lib/api-error";
import { isNotFound } from "@/lib/not-found";
import { useBillingFormat } from "@/lib/use-billing-format";
import { paths } from "@/light/paths";
import { useTransactionQuery } from "../api";
import { OperationHistory } from "../components/detail/operation-history";
import { ReceiptButton } from "../components/detail/receipt-button";
import { useOperationText } from "../components/operation-text";
import { TransactionActions } from "../components/operations/transaction-actions";

/**
 * `/billing/operations/:id`: one payment attempt on an invoice, every field of it, what can be
 * done to it (refund, completion and cancellation of a hold), its receipt and its operation
 * history (SPEC §2, §3 "Transaction", §4).
 */
export function OperationDetailsRoute() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { data: transaction, error, isLoading, isFetching, refetch } = useTransactionQuery(id);
  const format = useBillingFormat();
  const responseText = useResponseText();
  const operationText = useOperationText();

  if (isLoading) {
    return (
      <>
        <PageTitle title={t("shell.screens.operationDetails")} />
        <LoadingDetail label={t("transactions.detail.loading")} />
      </>
    );
  }

  if (isNotFound(error))
    return <NotFound title={t("transactions.detail.notFound.title")} text={t("transactions.detail.notFound.text")} />;

  if (!transaction) {
    return (
      <>
        <PageTitle title={t("shell.screens.operationDetails")} />
        <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />
      </>
    );
  }

  const money = (amount: number) => format.money(amount, transaction.currency);
  const optionalDateTime = (instant: string | null) => instant && format.dateTime(instant);
  // A held amount lapses only while it is held; after completion or reversal the date means nothing.
  const held = transaction.status === "preAuth";

  return (
    <>
      <BackLink to={generatePath(paths.billing.history, { id: transaction.invoiceId })}>
        {t("transactions.detail.backToInvoice", { invoiceCode: transaction.invoiceCode })}
      </BackLink>
      <DetailHeader
        caption={t("transactions.detail.caption")}
        title={transaction.orderId}
        status={transaction.status}
        amount={money(transaction.amount)}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", flexShrink: 0 }}>
            <TransactionActions transaction={transaction} />
            <ReceiptButton transaction={transaction} />
          </Stack>
        }
      />
      <Box sx={{ ...detailColumns, mb: 3 }}>
        <SectionCard title={t("transactions.detail.sections.payment")}>
          <FieldList
            items={[
              { label: t("transactions.detail.fields.orderId"), value: transaction.orderId, code: true },
              { label: t("transactions.detail.fields.sessionId"), value: transaction.sessionId, code: true },
              { label: t("invoices.fields.invoiceCode"), value: transaction.invoiceCode, code: true },
              { label: t("invoices.fields.appName"), value: transaction.appName },
              { label: t("invoices.fields.amount"), value: money(transaction.amount) },
              {
                label: t("transactions.detail.fields.paymentMethod"),
                value: t(`transactions.detail.paymentMethods.${transaction.paymentMethod}`),
              },
              { label: t("invoices.fields.installment"), value: installmentText(transaction.installment, t) },
              // The code, translated: the acquirer's own words are English.
              { label: t("transactions.detail.fields.responseDescription"), value: responseText(transaction) },
              {
                label: t("transactions.detail.fields.orderLanguage"),
                value: operationText.language(transaction.orderLanguage),
              },
            ]}
          />
        </SectionCard>
        <Box sx={{ display: "grid", gap: 3, minWidth: 0 }}>
          <SectionCard title={t("transactions.detail.sections.card")}>
            <FieldList
              items={[
                { label: t("transactions.detail.fields.cardNumber"), value: transaction.cardNumber, code: true },
                {
                  label: t("transactions.detail.fields.cardBrand"),
                  value: operationText.cardBrand(transaction.cardBrand),
                },
                { label: t("transactions.detail.fields.cardHolder"), value: transaction.cardHolder },
                { label: t("transactions.detail.fields.rrn"), value: transaction.rrn, code: true },
                { label: t("transactions.detail.fields.approvalCode"), value: transaction.approvalCode, code: true },
              ]}
            />
          </SectionCard>
          <SectionCard title={format.inZone(t("transactions.detail.sections.dates"))}>
            <FieldList
              items={[
                { label: t("transactions.detail.fields.createdAt"), value: format.dateTime(transaction.createdAt) },
                {
                  label: t("transactions.detail.fields.completionDate"),
                  value: optionalDateTime(transaction.completionDate),
                },
                ...(held
                  ? [
                      {
                        label: t("transactions.detail.fields.preAuthExpiresAt"),
                        value: optionalDateTime(transaction.preAuthExpiresAt),
                      },
                    ]
                  : []),
              ]}
            />
          </SectionCard>
          <SectionCard title={t("transactions.detail.sections.totals")}>
            <FieldList
              items={[
                { label: t("transactions.detail.fields.capturedAmount"), value: money(transaction.capturedAmount) },
                { label: t("transactions.detail.fields.totalRefunded"), value: money(transaction.totalRefunded) },
                { label: t("transactions.detail.fields.netAmount"), value: money(transaction.netAmount) },
                { label: t("transactions.detail.fields.refundableAmount"), value: money(transaction.refundableAmount) },
                { label: t("transactions.detail.fields.totalReversed"), value: money(transaction.totalReversed) },
              ]}
            />
          </SectionCard>
        </Box>
      </Box>
      <OperationHistory transactionId={transaction.id} />
    </>
  );
}
