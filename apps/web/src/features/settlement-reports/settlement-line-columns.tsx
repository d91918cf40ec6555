import { Link, Stack, Typography } from "@mui/material";
import type { Currency, WalletOperation } from "@portal/contracts";
import { generatePath, Link as RouterLink } from "react-router";
import type { Column } from "@/components/rows-table";
import type { useBillingFormat } from "@/lib/use-billing-format";
import { paths } from "@/light/paths";
import type { SettlementReportsT } from "./use-settlement-reports-translation";

export interface LineCellContext {
  t: SettlementReportsT;
  format: ReturnType<typeof useBillingFormat>;
  signedMoney: (amount: number, currency: Currency) => string;
}

/** The payment behind an operation, when there is one: its operation detail. */
export const linePath = ({ transactionId }: Pick<WalletOperation, "transactionId">) =>
  transactionId ? generatePath(paths.billing.operations, { id: transactionId }) : null;

/** The columns of a payout's operations (STYLE: one module per resource's columns); the kind and amount head a phone's card. */
export const settlementLineColumns: Column<WalletOperation, LineCellContext>[] = [
  {
    id: "createdAt",
    header: (_t, { t, format }) => format.inZone(t("settlementReports.payouts.columns.date")),
    cell: (line, { format }) => format.dateTime(line.createdAt),
    inCard: true,
    noWrap: true,
  },
  {
    id: "kind",
    header: (_t, { t }) => t("settlementReports.payouts.columns.kind"),
    cell: (line, { t }) => t(`wallet.operations.kinds.${line.kind}`),
    inCard: false,
  },
  {
    id: "counterparty",
    header: (_t, { t }) => t("settlementReports.payouts.columns.counterparty"),
    cell: (line) => (
      <Stack sx={{ minWidth: 0 }}>
        <Typography component="span" variant="body2" sx={{ overflowWrap: "anywhere" }}>
          {line.counterparty}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {line.description}
        </Typography>
      </Stack>
    ),
    inCard: (line) => Boolean(line.counterparty || line.description),
  },
  {
    id: "details",
    header: (_t, { t }) => t("settlementReports.payouts.columns.details"),
    cell: (line) => {
      const path = linePath(line);
      return path && line.orderId ? (
        <Link
          component={RouterLink}
          to={path}
          underline="hover"
          sx={{ display: "inline-flex", minHeight: 24, alignItems: "center", overflowWrap: "anywhere" }}
        >
          {line.orderId}
        </Link>
      ) : null;
    },
    inCard: (line) => Boolean(line.orderId),
  },
  {
    id: "amount",
    header: (_t, { t }) => t("settlementReports.payouts.columns.amount"),
    cell: (line, { signedMoney }) => signedMoney(line.amount, line.currency),
    inCard: false,
    numeric: true,
    noWrap: true,
  },
  {
    id: "balanceAfter",
    header: (_t, { t }) => t("settlementReports.payouts.columns.balanceAfter"),
    cell: (line, { format }) => format.money(line.balanceAfter, line.currency),
    inCard: true,
    numeric: true,
    noWrap: true,
  },
];
