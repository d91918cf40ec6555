import { Skeleton, Stack, Typography } from "@mui/material";
import type { Transaction } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LoadError } from "@/components/load-error";
import { RowsTable } from "@/components/rows-table";
import { SectionCard } from "@/components/section-card";
import { StatusChip } from "@/components/status-chip";
import { useResponseText } from "@/components/transactions/response-text";
import { errorMessage } from "@/lib/api-error";
import { useBillingFormat } from "@/lib/use-billing-format";
import { useInvoiceTransactionsQuery } from "../../api";
import { AttemptDateLink, operationPath, transactionColumns } from "./transaction-columns";

/** The invoice's payment attempts, newest first; each opens its operation detail. */
export function InvoiceTransactions({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation();
  const title = t("invoices.detail.sections.transactions");
  const { data, error, isLoading, isFetching, refetch } = useInvoiceTransactionsQuery(invoiceId);

  return (
    <SectionCard title={title}>
      {isLoading ? (
        <Skeleton variant="rounded" height={96} aria-busy="true" aria-label={t("transactions.table.loading")} />
      ) : error || !data ? (
        <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.length === 0 ? (
        <Typography color="text.secondary">{t("transactions.table.empty")}</Typography>
      ) : (
        <TransactionsTable transactions={data} label={title} />
      )}
    </SectionCard>
  );
}

/** A table, or cards below 900 px as the invoices list has: five columns do not fit a phone. */
function TransactionsTable({ transactions, label }: { transactions: Transaction[]; label: string }) {
  const format = useBillingFormat();
  const responseText = useResponseText();
  const navigate = useNavigate();
  const newestFirst = [...transactions].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <RowsTable
      rows={newestFirst}
      columns={transactionColumns}
      context={{ format, responseText }}
      label={label}
      rowKey={(transaction) => transaction.id}
      onOpen={(transaction) => void navigate(operationPath(transaction))}
      cardHead={(transaction) => (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", rowGap: 0.5 }}
        >
          <AttemptDateLink transaction={transaction} format={format} />
          <StatusChip status={transaction.status} />
        </Stack>
      )}
      cardsBelow="md"
      size="small"
    />
  );
}
