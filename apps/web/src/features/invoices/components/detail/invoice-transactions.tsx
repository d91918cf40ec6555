import { Link, Paper, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import type { Transaction } from "@portal/contracts";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { generatePath, Link as RouterLink, useNavigate } from "react-router";
import { LoadError } from "@/components/load-error";
import { StatusChip } from "@/components/status-chip";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-error";
import { useInvoiceTransactionsQuery } from "../../api";
import { useInvoiceFormat } from "../../use-invoice-format";
import { SectionCard } from "@/components/section-card";
import { useResponseText } from "./response-text";

const operationPath = (transaction: Transaction) => generatePath(paths.billing.operations, { id: transaction.id });

/** The invoice's payment attempts, newest first; each opens its operation detail. */
export function InvoiceTransactions({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation();
  const title = t("invoices.detail.sections.transactions");
  const { data, error, isLoading, isFetching, refetch } = useInvoiceTransactionsQuery(invoiceId);

  return (
    <SectionCard title={title}>
      {isLoading ? (
        <Skeleton variant="rounded" height={96} aria-busy="true" aria-label={t("invoices.transactions.loading")} />
      ) : error || !data ? (
        <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.length === 0 ? (
        <Typography color="text.secondary">{t("invoices.transactions.empty")}</Typography>
      ) : (
        <TransactionsTable transactions={data} label={title} />
      )}
    </SectionCard>
  );
}

function TransactionsTable({ transactions, label }: { transactions: Transaction[]; label: string }) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const responseText = useResponseText();
  const navigate = useNavigate();
  const open = (transaction: Transaction) => (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest("a") === null) void navigate(operationPath(transaction));
  };
  const newestFirst = [...transactions].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: "bold" }}>{t("invoices.transactions.columns.date")}</TableCell>
            <TableCell sx={{ fontWeight: "bold" }}>{t("invoices.transactions.columns.card")}</TableCell>
            <TableCell sx={{ fontWeight: "bold" }}>{t("invoices.transactions.columns.status")}</TableCell>
            <TableCell sx={{ fontWeight: "bold" }} align="right">
              {t("invoices.transactions.columns.amount")}
            </TableCell>
            <TableCell sx={{ fontWeight: "bold" }}>{t("invoices.transactions.columns.response")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {newestFirst.map((transaction) => (
            <TableRow key={transaction.id} hover onClick={open(transaction)} sx={{ cursor: "pointer" }}>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                <Link component={RouterLink} to={operationPath(transaction)} underline="hover">
                  {format.dateTime(transaction.createdAt)}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap", fontFamily: "monospace" }}>{transaction.cardNumber}</TableCell>
              <TableCell>
                <StatusChip status={transaction.status} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {format.money(transaction.amount, transaction.currency)}
              </TableCell>
              <TableCell>{responseText(transaction)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
