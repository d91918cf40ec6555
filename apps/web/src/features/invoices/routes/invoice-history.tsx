import { Stack } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { BackLink } from "@/components/detail/back-link";
import { DetailHeader } from "@/components/detail/detail-header";
import { LoadingDetail, NotFound } from "@/components/detail/detail-states";
import { LoadError } from "@/components/load-error";
import { NoticeSnackbar } from "@/components/notice-snackbar";
import { PageTitle } from "@/components/page-title";
import { errorMessage } from "@/lib/api-error";
import { isNotFound } from "@/lib/not-found";
import { useBillingFormat } from "@/lib/use-billing-format";
import { paths } from "@/light/paths";
import { useInvoiceQuery } from "../api";
import { InvoiceActions } from "../components/detail/invoice-actions";
import { InvoiceHistoryTimeline } from "../components/detail/invoice-history-timeline";
import { InvoiceSummary } from "../components/detail/invoice-summary";
import { InvoiceTransactions } from "../components/detail/invoice-transactions";

/** `/billing/history/:id`: one invoice, what can be done to it, its payment attempts and its history (SPEC §2). */
export function InvoiceHistoryRoute() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { data: invoice, error, isLoading, isFetching, refetch } = useInvoiceQuery(id);
  const format = useBillingFormat();
  const [notice, setNotice] = useState<string | null>(null);
  const back = <BackLink to={paths.billing.invoices}>{t("invoices.detail.back")}</BackLink>;

  if (isLoading) {
    return (
      <>
        {back}
        <PageTitle title={t("shell.screens.invoiceHistory")} />
        <LoadingDetail label={t("invoices.detail.loading")} />
      </>
    );
  }

  if (isNotFound(error))
    return <NotFound title={t("invoices.detail.notFound.title")} text={t("invoices.detail.notFound.text")} />;

  if (!invoice) {
    return (
      <>
        {back}
        <PageTitle title={t("shell.screens.invoiceHistory")} />
        <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />
      </>
    );
  }

  return (
    <>
      {back}
      <DetailHeader
        caption={t("invoices.detail.caption")}
        title={invoice.invoiceCode}
        status={invoice.status}
        amount={format.money(invoice.amount, invoice.currency)}
        actions={<InvoiceActions invoice={invoice} notify={setNotice} />}
      />
      <Stack spacing={3}>
        <InvoiceSummary invoice={invoice} />
        <InvoiceTransactions invoiceId={invoice.id} />
        <InvoiceHistoryTimeline invoiceId={invoice.id} currency={invoice.currency} />
      </Stack>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
