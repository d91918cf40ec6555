import { Stack, Typography } from "@mui/material";
import type { Currency, WalletOperation } from "@portal/contracts";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { RowsTable } from "@/components/rows-table";
import { useFormat } from "@/lib/format";
import { useBillingFormat } from "@/lib/use-billing-format";
import { operationColumns, SignedAmount, transactionPath } from "./operation-columns";

/** A wallet's operations as a table, or as cards below 900 px as the other lists; a row opens the payment behind it. */
export function OperationsTable({ operations, label }: { operations: WalletOperation[]; label: string }) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const { formatNumber } = useFormat();
  const navigate = useNavigate();
  const signedMoney = useCallback(
    (amount: number, currency: Currency) =>
      `${formatNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: "exceptZero" })} ${currency}`,
    [formatNumber],
  );
  const context = { t, format, signedMoney };

  return (
    <RowsTable
      rows={operations}
      columns={operationColumns}
      context={context}
      label={label}
      rowKey={(operation) => operation.id}
      onOpen={(operation) => {
        const path = transactionPath(operation);
        if (path) void navigate(path);
      }}
      cardHead={(operation) => (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: "baseline", justifyContent: "space-between", flexWrap: "wrap", rowGap: 0.5 }}
        >
          <Typography component="span" sx={{ fontWeight: "bold" }}>
            {t(`wallet.operations.kinds.${operation.kind}`)}
          </Typography>
          <SignedAmount operation={operation} context={context} />
        </Stack>
      )}
      cardsBelow="md"
      size="small"
    />
  );
}
