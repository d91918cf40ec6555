import { Box, Link } from "@mui/material";
import type { Transaction } from "@portal/contracts";
import { generatePath, Link as RouterLink } from "react-router";
import type { Column } from "@/components/rows-table";
import { StatusChip } from "@/components/status-chip";
import type { useResponseText } from "@/components/transactions/response-text";
import type { useBillingFormat } from "@/lib/use-billing-format";
import { paths } from "@/light/paths";

export interface TransactionCellContext {
  format: ReturnType<typeof useBillingFormat>;
  responseText: ReturnType<typeof useResponseText>;
}

export const operationPath = (transaction: Pick<Transaction, "id">) =>
  generatePath(paths.billing.operations, { id: transaction.id });

/** The attempt's date links to its operation detail: the row's way in for keyboards and screen readers. */
export function AttemptDateLink({
  transaction,
  format,
}: {
  transaction: Transaction;
  format: TransactionCellContext["format"];
}) {
  return (
    <Link component={RouterLink} to={operationPath(transaction)} underline="hover" sx={{ whiteSpace: "nowrap" }}>
      {format.dateTime(transaction.createdAt)}
    </Link>
  );
}

/** The invoice's payment attempts (STYLE: one module per resource's columns). */
export const transactionColumns: Column<Transaction, TransactionCellContext>[] = [
  {
    id: "date",
    header: (t, { format }) => format.inZone(t("transactions.table.columns.date")),
    cell: (transaction, { format }) => <AttemptDateLink transaction={transaction} format={format} />,
    inCard: false,
  },
  {
    id: "card",
    header: (t) => t("transactions.table.columns.card"),
    // Fixed-width digits: masked numbers read and compare better.
    cell: (transaction) => (
      <Box component="span" sx={{ fontFamily: "monospace" }}>
        {transaction.cardNumber}
      </Box>
    ),
    inCard: true,
    noWrap: true,
  },
  {
    id: "status",
    header: (t) => t("transactions.table.columns.status"),
    cell: (transaction) => <StatusChip status={transaction.status} />,
    inCard: false,
  },
  {
    id: "amount",
    header: (t) => t("transactions.table.columns.amount"),
    cell: (transaction, { format }) => format.money(transaction.amount, transaction.currency),
    inCard: true,
    numeric: true,
    noWrap: true,
  },
  {
    id: "response",
    header: (t) => t("transactions.table.columns.response"),
    cell: (transaction, { responseText }) => responseText(transaction),
    inCard: true,
  },
];
