import { Box } from "@mui/material";
import { useTranslation } from "react-i18next";
import { generatePath, useParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { PageTitle } from "@/components/page-title";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-error";
import { useTransactionQuery } from "../api";
import { BackLink } from "../components/detail/back-link";
import { DetailHeader } from "../components/detail/detail-header";
import { SectionCard } from "@/components/section-card";
import { detailColumns } from "../components/detail/detail-columns";
import { LoadingDetail, NotFound } from "../components/detail/detail-states";
import { FieldList } from "../components/detail/field-list";
import { installmentText } from "../components/detail/installment-text";
import { useOperationText } from "../components/detail/operation-text";
import { useResponseText } from "../components/detail/response-text";
import { isNotFound } from "../not-found";
import { useInvoiceFormat } from "../use-invoice-format";

/** `/billing/operations/:id`: one payment attempt on an invoice, every field of it (SPEC §2, §3 "Transaction"). */
export function OperationDetailsRoute() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { data: transaction, error, isLoading, isFetching, refetch } = useTransactionQuery(id);
  const format = useInvoiceFormat();
  const responseText = useResponseText();
  const operationText = useOperationText();

  if (isLoading) {
    return (
      <>
        <PageTitle title={t("shell.screens.operationDetails")} />
        <LoadingDetail label={t("invoices.operation.loading")} />
      </>
    );
  }

  if (isNotFound(error)) return <NotFound title={t("invoices.operation.notFound.title")} text={t("invoices.operation.notFound.text")} />;

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
        {t("invoices.operation.backToInvoice", { invoiceCode: transaction.invoiceCode })}
      </BackLink>
      <DetailHeader caption={t("invoices.operation.caption")} title={transaction.orderId} status={transaction.status} amount={money(transaction.amount)} />
      <Box sx={detailColumns}>
        <SectionCard title={t("invoices.operation.sections.payment")}>
          <FieldList
            items={[
              { label: t("invoices.operation.fields.orderId"), value: transaction.orderId, code: true },
              { label: t("invoices.operation.fields.sessionId"), value: transaction.sessionId, code: true },
              { label: t("invoices.fields.invoiceCode"), value: transaction.invoiceCode, code: true },
              { label: t("invoices.fields.appName"), value: transaction.appName },
              { label: t("invoices.fields.amount"), value: money(transaction.amount) },
              {
                label: t("invoices.operation.fields.paymentMethod"),
                value: t(`invoices.operation.paymentMethods.${transaction.paymentMethod}`),
              },
              { label: t("invoices.fields.installment"), value: installmentText(transaction.installment, t) },
              // The code, translated: the acquirer's own words are English.
              { label: t("invoices.operation.fields.responseDescription"), value: responseText(transaction) },
              { label: t("invoices.operation.fields.orderLanguage"), value: operationText.language(transaction.orderLanguage) },
            ]}
          />
        </SectionCard>
        <Box sx={{ display: "grid", gap: 3, minWidth: 0 }}>
          <SectionCard title={t("invoices.operation.sections.card")}>
            <FieldList
              items={[
                { label: t("invoices.operation.fields.cardNumber"), value: transaction.cardNumber, code: true },
                { label: t("invoices.operation.fields.cardBrand"), value: operationText.cardBrand(transaction.cardBrand) },
                { label: t("invoices.operation.fields.cardHolder"), value: transaction.cardHolder },
                { label: t("invoices.operation.fields.rrn"), value: transaction.rrn, code: true },
                { label: t("invoices.operation.fields.approvalCode"), value: transaction.approvalCode, code: true },
              ]}
            />
          </SectionCard>
          <SectionCard title={t("invoices.operation.sections.dates")}>
            <FieldList
              items={[
                { label: t("invoices.operation.fields.createdAt"), value: format.dateTime(transaction.createdAt) },
                { label: t("invoices.operation.fields.completionDate"), value: optionalDateTime(transaction.completionDate) },
                ...(held ? [{ label: t("invoices.operation.fields.preAuthExpiresAt"), value: optionalDateTime(transaction.preAuthExpiresAt) }] : []),
              ]}
            />
          </SectionCard>
          <SectionCard title={t("invoices.operation.sections.totals")}>
            <FieldList
              items={[
                { label: t("invoices.operation.fields.totalReversed"), value: money(transaction.totalReversed) },
                { label: t("invoices.operation.fields.totalRefunded"), value: money(transaction.totalRefunded) },
              ]}
            />
          </SectionCard>
        </Box>
      </Box>
    </>
  );
}
