import { Box, Link, Stack, Typography } from "@mui/material";
import type { WalletOperation } from "@portal/contracts";
import type { TFunction } from "i18next";
import { generatePath, Link as RouterLink } from "react-router";
import type { Column } from "@/components/rows-table";
import { visuallyHidden } from "@/components/visually-hidden";
import type { useBillingFormat } from "@/lib/use-billing-format";
import { paths } from "@/light/paths";

/** The links stand alone in their cells, so they are 24 px tall at least (WCAG 2.5.8 Target Size). */
const targetSize = { display: "inline-flex", alignItems: "center", minHeight: 24 } as const;

export interface OperationCellContext {
  t: TFunction;
  format: ReturnType<typeof useBillingFormat>;
  /** An amount with its sign: "+25.50 AZN", "-10.00 AZN". */
  signedMoney: (amount: number, currency: WalletOperation["currency"]) => string;
}

/** The payment behind an operation, when there is one: its operation detail. */
export const transactionPath = ({ transactionId }: Pick<WalletOperation, "transactionId">) =>
  transactionId ? generatePath(paths.billing.operations, { id: transactionId }) : null;

/**
 * Signed, and said in words for screen readers. Not coloured: the theme's green on white is
 * too faint for text (WCAG 1.4.3), and the sign already tells a credit from a debit.
 */
export function SignedAmount({ operation, context }: { operation: WalletOperation; context: OperationCellContext }) {
  const credit = operation.amount > 0;
  return (
    <Box component="span" sx={{ whiteSpace: "nowrap", fontWeight: "bold" }}>
      <Box component="span" sx={visuallyHidden}>
        {credit ? context.t("wallet.operations.credit") : context.t("wallet.operations.debit")}
      </Box>{" "}
      {context.signedMoney(operation.amount, operation.currency)}
    </Box>
  );
}

/** The order id links to the payment's operation detail, the invoice code to the invoice's history. */
function Details({ operation, t }: { operation: WalletOperation; t: TFunction }) {
  const path = transactionPath(operation);
  return (
    <Stack sx={{ minWidth: 0 }}>
      {path && (
        <Link
          component={RouterLink}
          to={path}
          underline="hover"
          sx={{ ...targetSize, fontWeight: "bold", overflowWrap: "anywhere" }}
        >
          {operation.orderId ?? t("wallet.operations.payment")}
        </Link>
      )}
      {operation.invoiceId && operation.invoiceCode && (
        <Typography component="span" variant="caption" color="text.secondary">
          {t("wallet.operations.invoice")}{" "}
          <Link
            component={RouterLink}
            to={generatePath(paths.billing.history, { id: operation.invoiceId })}
            underline="hover"
            sx={targetSize}
          >
            {operation.invoiceCode}
          </Link>
        </Typography>
      )}
    </Stack>
  );
}

function Counterparty({ operation }: { operation: WalletOperation }) {
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Typography component="span" variant="body2" sx={{ overflowWrap: "anywhere" }}>
        {operation.counterparty}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
        {operation.description}
      </Typography>
    </Stack>
  );
}

/** The wallet operations' columns (STYLE: one module per resource's columns); the kind and amount head a phone's card. */
export const operationColumns: Column<WalletOperation, OperationCellContext>[] = [
  {
    id: "createdAt",
    header: (t, { format }) => format.inZone(t("wallet.operations.columns.date")),
    cell: (operation, { format }) => format.dateTime(operation.createdAt),
    inCard: true,
    noWrap: true,
  },
  {
    id: "kind",
    header: (t) => t("wallet.operations.columns.kind"),
    cell: (operation, { t }) => t(`wallet.operations.kinds.${operation.kind}`),
    inCard: false,
  },
  {
    id: "counterparty",
    header: (t) => t("wallet.operations.columns.counterparty"),
    cell: (operation) => <Counterparty operation={operation} />,
    inCard: true,
  },
  {
    id: "details",
    header: (t) => t("wallet.operations.columns.details"),
    cell: (operation, { t }) => <Details operation={operation} t={t} />,
    inCard: true,
  },
  {
    id: "amount",
    header: (t) => t("wallet.operations.columns.amount"),
    cell: (operation, context) => <SignedAmount operation={operation} context={context} />,
    inCard: false,
    numeric: true,
    noWrap: true,
  },
  {
    id: "balanceAfter",
    header: (t) => t("wallet.operations.columns.balanceAfter"),
    cell: (operation, { format }) => format.money(operation.balanceAfter, operation.currency),
    inCard: true,
    numeric: true,
    noWrap: true,
  },
];
