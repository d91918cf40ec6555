import { Stack } from "@mui/material";
import type { Transaction } from "@portal/contracts";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { RowsTable } from "@/components/rows-table";
import { StatusChip } from "@/components/status-chip";
import { useBillingFormat } from "@/lib/use-billing-format";
import { useOperationText } from "../operation-text";
import { OrderIdLink, operationPath, transactionColumns } from "./transaction-columns";

interface TransactionsTableProps {
  transactions: Transaction[];
  label: string;
  /** What can be done to a row (its operation menu), at the end of the row or the top of its card. */
  renderActions?: (transaction: Transaction) => ReactNode;
}

/** The transactions as a table, or as cards below 900 px as the invoices list has; a row or card opens the operation detail. */
export function TransactionsTable({ transactions, label, renderActions }: TransactionsTableProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const { cardBrand } = useOperationText();
  const navigate = useNavigate();
  const columns = useMemo(() => transactionColumns(renderActions !== undefined), [renderActions]);
  return (
    <RowsTable
      rows={transactions}
      columns={columns}
      context={{ t, format, brandName: cardBrand, renderActions }}
      label={label}
      rowKey={(transaction) => transaction.id}
      onOpen={(transaction) => void navigate(operationPath(transaction))}
      cardHead={(transaction) => (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", rowGap: 0.5 }}
        >
          <OrderIdLink transaction={transaction} />
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <StatusChip status={transaction.status} />
            {renderActions?.(transaction)}
          </Stack>
        </Stack>
      )}
      cardsBelow="md"
      size="small"
    />
  );
}
