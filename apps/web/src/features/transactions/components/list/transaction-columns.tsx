import { Box, Link, Stack, Typography } from "@mui/material";
import type { Transaction } from "@portal/contracts";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { generatePath, Link as RouterLink } from "react-router";
import type { Column } from "@/components/rows-table";
import { StatusChip } from "@/components/status-chip";
import { CardBrandIcon } from "@/components/transactions/card-brand-icon";
import type { useBillingFormat } from "@/lib/use-billing-format";
import { paths } from "@/light/paths";

export interface TransactionCellContext {
  t: TFunction;
  format: ReturnType<typeof useBillingFormat>;
  /** A card brand's name in words (operation-text.ts). */
  brandName: (brand: string) => string;
  renderActions?: (transaction: Transaction) => ReactNode;
}

export const operationPath = (transaction: Pick<Transaction, "id">) =>
  generatePath(paths.billing.operations, { id: transaction.id });

/** The order id links to the operation detail: the row's way in for keyboards and screen readers. */
export function OrderIdLink({ transaction }: { transaction: Transaction }) {
  return (
    <Link
      component={RouterLink}
      to={operationPath(transaction)}
      underline="hover"
      sx={{ fontWeight: "bold", whiteSpace: "nowrap" }}
    >
      {transaction.orderId}
    </Link>
  );
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The invoice's customer; the name on the card beneath when someone else paid. */
function Customer({ transaction, t }: { transaction: Transaction; t: TFunction }) {
  const { fullName, cardHolder } = transaction;
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Typography component="span" variant="body2" sx={{ overflowWrap: "anywhere" }}>
        {fullName}
      </Typography>
      {cardHolder && !sameName(cardHolder, fullName) && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {t("transactions.list.cardHolder", { name: cardHolder })}
        </Typography>
      )}
    </Stack>
  );
}

/** The brand and the last four digits, as the card's owner knows it; the whole masked number is on hover and on the detail. */
function Card({
  transaction,
  brandName,
}: {
  transaction: Transaction;
  brandName: TransactionCellContext["brandName"];
}) {
  const last4 = transaction.cardNumber.slice(-4);
  return (
    <Stack
      direction="row"
      spacing={1}
      component="span"
      title={transaction.cardNumber}
      sx={{ alignItems: "center", display: "inline-flex" }}
    >
      <CardBrandIcon brand={transaction.cardBrand} label={brandName(transaction.cardBrand)} />
      {/* Fixed-width digits: masked numbers read and compare better. */}
      <Box component="span" sx={{ fontFamily: "monospace", whiteSpace: "nowrap" }}>
        <span aria-hidden="true">•••• </span>
        {last4}
      </Box>
    </Stack>
  );
}

/**
 * The amount asked (or held), and beneath it what became of it once money moved: what was
 * captured when it differs (a hold completed in part), what was refunded, and the net left.
 */
function Amount({
  transaction,
  t,
  format,
}: { transaction: Transaction } & Pick<TransactionCellContext, "t" | "format">) {
  const { amount, capturedAmount, totalRefunded, netAmount, currency } = transaction;
  const parts =
    capturedAmount > 0 && (capturedAmount !== amount || totalRefunded > 0)
      ? [
          ...(capturedAmount !== amount
            ? [t("transactions.list.amountParts.captured", { amount: format.money(capturedAmount, currency) })]
            : []),
          ...(totalRefunded > 0
            ? [t("transactions.list.amountParts.refunded", { amount: format.money(totalRefunded, currency) })]
            : []),
          t("transactions.list.amountParts.net", { amount: format.money(netAmount, currency) }),
        ]
      : [];
  return (
    <Stack component="span">
      <span>{format.money(amount, currency)}</span>
      {parts.map((part) => (
        <Typography key={part} component="span" variant="caption" color="text.secondary" sx={{ whiteSpace: "nowrap" }}>
          {part}
        </Typography>
      ))}
    </Stack>
  );
}

/** The order id, and the application it was paid to beneath: one column for both keeps the table within a laptop's width. */
function Order({ transaction }: { transaction: Transaction }) {
  return (
    <Stack sx={{ minWidth: 0 }}>
      <OrderIdLink transaction={transaction} />
      <Typography component="span" variant="caption" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
        {transaction.appName}
      </Typography>
    </Stack>
  );
}

/** The transactions list's columns (STYLE: one module per resource's columns); the actions column only when something fills it. */
export function transactionColumns(withActions: boolean): Column<Transaction, TransactionCellContext>[] {
  const columns: Column<Transaction, TransactionCellContext>[] = [
    {
      id: "createdAt",
      header: (t, { format }) => format.inZone(t("transactions.list.columns.date")),
      cell: (transaction, { format }) => format.dateTime(transaction.createdAt),
      inCard: true,
      noWrap: true,
    },
    {
      id: "orderId",
      header: (t) => t("transactions.list.columns.orderId"),
      cell: (transaction) => <Order transaction={transaction} />,
      inCard: false,
    },
    {
      id: "application",
      header: (t) => t("transactions.list.columns.application"),
      cell: (transaction) => transaction.appName,
      inCard: true,
      inTable: false,
    },
    {
      id: "customer",
      header: (t) => t("transactions.list.columns.customer"),
      cell: (transaction, { t }) => <Customer transaction={transaction} t={t} />,
      inCard: true,
    },
    {
      id: "card",
      header: (t) => t("transactions.list.columns.card"),
      cell: (transaction, { brandName }) => <Card transaction={transaction} brandName={brandName} />,
      inCard: true,
    },
    {
      id: "amount",
      header: (t) => t("transactions.list.columns.amount"),
      cell: (transaction, { t, format }) => <Amount transaction={transaction} t={t} format={format} />,
      inCard: true,
      numeric: true,
      noWrap: true,
    },
    {
      id: "status",
      header: (t) => t("transactions.list.columns.status"),
      cell: (transaction) => <StatusChip status={transaction.status} />,
      inCard: false,
    },
  ];
  if (!withActions) return columns;
  return [
    ...columns,
    {
      id: "actions",
      header: (t) => t("transactions.list.columns.actions"),
      headerHidden: true,
      cell: (transaction, { renderActions }) => renderActions?.(transaction),
      inCard: false,
      narrow: true,
    },
  ];
}
