import { Button, Stack, Typography } from "@mui/material";
import { ApplicationStatusChip } from "../../components/application-status-chip";
import { column, type ListContext } from "../../lib/columns";
import type { AccountDetail } from "./api";

export type AccountApplication = AccountDetail["applications"][number];
type Balance = AccountDetail["balances"][number];
type Payment = AccountDetail["recentPayments"][number];
type Payout = AccountDetail["recentPayouts"][number];

/** What the account's lists read besides words and dates: the applications' names, and the risk operator's actions. */
export interface AccountListContext extends ListContext {
  /** The name of the account's application of this id (balances and money name it by id). */
  appName: (appId: string) => string;
  /** A risk operator's: suspend or lift one application. */
  mayAct: boolean;
  onSuspend: (app: AccountApplication) => void;
  onLift: (app: AccountApplication) => void;
}

/** Statuses an application can be suspended from: the server refuses a disabled, rejected or suspended one. */
const suspendable = (app: AccountApplication) =>
  app.status !== "disabled" && app.status !== "rejected" && app.status !== "suspended";

/** The application's name over its merchant id. */
export function ApplicationName({ app }: { app: AccountApplication }) {
  return (
    <Stack>
      <Typography component="span" variant="body2" sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
        {app.appName}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {app.merchantId}
      </Typography>
    </Stack>
  );
}

/** Why and since when it is suspended; one suspended with the account says so, as it is lifted with it. */
function SuspensionCell({ app, context }: { app: AccountApplication; context: AccountListContext }) {
  const { t, format } = context;
  if (!app.suspension) return null;
  return (
    <Stack spacing={0.5}>
      <Typography component="span" variant="body2" sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
        {app.suspension.reason}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {t("ops.merchant.suspendedSince", { at: format.dateTime(app.suspension.at), zone: format.zone })}
      </Typography>
      {app.suspendedWithAccount && (
        <Typography component="span" variant="body2" color="text.secondary">
          {t("ops.merchant.withAccount")}
        </Typography>
      )}
    </Stack>
  );
}

/** Suspend, or lift: only for a risk operator, and only where the server would take it. */
function ApplicationActions({ app, context }: { app: AccountApplication; context: AccountListContext }) {
  const { t, mayAct, onSuspend, onLift } = context;
  if (!mayAct) return null;
  if (app.status === "suspended" && !app.suspendedWithAccount) {
    return (
      <Button
        size="small"
        variant="outlined"
        onClick={() => onLift(app)}
        aria-label={t("ops.merchant.liftAppLabel", { appName: app.appName })}
      >
        {t("ops.merchant.liftApp")}
      </Button>
    );
  }
  if (suspendable(app)) {
    return (
      <Button
        size="small"
        variant="outlined"
        color="error"
        sx={{ color: "error.dark", borderColor: "error.dark" }}
        onClick={() => onSuspend(app)}
        aria-label={t("ops.merchant.suspendAppLabel", { appName: app.appName })}
      >
        {t("ops.merchant.suspendApp")}
      </Button>
    );
  }
  return null;
}

export const applicationColumns = [
  column<AccountApplication, AccountListContext>({
    id: "application",
    header: ({ t }) => t("ops.merchant.columns.application"),
    cell: (app) => <ApplicationName app={app} />,
    inCard: false,
  }),
  column<AccountApplication, AccountListContext>({
    id: "category",
    header: ({ t }) => t("ops.merchant.columns.category"),
    cell: (app, { t }) => t(`ops.categories.${app.category}`),
    inCard: true,
  }),
  column<AccountApplication, AccountListContext>({
    id: "status",
    header: ({ t }) => t("ops.merchant.columns.status"),
    cell: (app) => <ApplicationStatusChip status={app.status} />,
    inCard: true,
    noWrap: true,
  }),
  column<AccountApplication, AccountListContext>({
    id: "suspension",
    header: ({ t }) => t("ops.merchant.columns.suspension"),
    cell: (app, context) => <SuspensionCell app={app} context={context} />,
    inCard: (app) => app.suspension !== null,
  }),
  column<AccountApplication, AccountListContext>({
    id: "actions",
    header: ({ t }) => t("ops.merchant.columns.actions"),
    cell: (app, context) => <ApplicationActions app={app} context={context} />,
    inCard: (_app, { mayAct }) => mayAct,
    headerHidden: true,
    narrow: true,
  }),
];

export const balanceColumns = [
  column<Balance, AccountListContext>({
    id: "application",
    header: ({ t }) => t("ops.merchant.columns.application"),
    cell: (balance, { appName }) => appName(balance.appId),
    inCard: false,
  }),
  column<Balance, AccountListContext>({
    id: "balance",
    header: ({ t }) => t("ops.merchant.columns.balance"),
    cell: (balance, { format }) => format.money(balance.balance, balance.currency),
    inCard: true,
    numeric: true,
    noWrap: true,
  }),
];

export const paymentColumns = [
  column<Payment, AccountListContext>({
    id: "at",
    header: ({ t, format }) => t("ops.merchant.columns.at", { zone: format.zone }),
    cell: (payment, { format }) => format.dateTime(payment.createdAt),
    inCard: false,
    noWrap: true,
  }),
  column<Payment, AccountListContext>({
    id: "application",
    header: ({ t }) => t("ops.merchant.columns.application"),
    cell: (payment, { appName }) => appName(payment.appId),
    inCard: true,
  }),
  column<Payment, AccountListContext>({
    id: "amount",
    header: ({ t }) => t("ops.merchant.columns.amount"),
    cell: (payment, { format }) => format.money(payment.amount, payment.currency),
    inCard: true,
    numeric: true,
    noWrap: true,
  }),
  column<Payment, AccountListContext>({
    id: "status",
    header: ({ t }) => t("ops.merchant.columns.status"),
    cell: (payment, { t }) => t(`ops.transactionStatuses.${payment.status}`),
    inCard: true,
    noWrap: true,
  }),
];

/** Payouts' and withdrawals' statuses the console has words for; another shows as the server sent it. */
const moneyOutStatuses = ["review", "rejected", "inProgress", "sent", "failed"] as const;
const isMoneyOutStatus = (status: string): status is (typeof moneyOutStatuses)[number] =>
  (moneyOutStatuses as readonly string[]).includes(status);

export const payoutColumns = [
  column<Payout, AccountListContext>({
    id: "at",
    header: ({ t, format }) => t("ops.merchant.columns.at", { zone: format.zone }),
    cell: (payout, { format }) => format.dateTime(payout.createdAt),
    inCard: false,
    noWrap: true,
  }),
  column<Payout, AccountListContext>({
    id: "application",
    header: ({ t }) => t("ops.merchant.columns.application"),
    cell: (payout, { appName }) => appName(payout.appId),
    inCard: true,
  }),
  column<Payout, AccountListContext>({
    id: "kind",
    header: ({ t }) => t("ops.merchant.columns.kind"),
    cell: (payout, { t }) => t(`ops.moneyOutKinds.${payout.kind}`),
    inCard: true,
    noWrap: true,
  }),
  column<Payout, AccountListContext>({
    id: "amount",
    header: ({ t }) => t("ops.merchant.columns.amount"),
    cell: (payout, { format }) => format.money(payout.amount, payout.currency),
    inCard: true,
    numeric: true,
    noWrap: true,
  }),
  column<Payout, AccountListContext>({
    id: "status",
    header: ({ t }) => t("ops.merchant.columns.status"),
    cell: (payout, { t }) =>
      isMoneyOutStatus(payout.status) ? t(`ops.moneyOutStatuses.${payout.status}`) : payout.status,
    inCard: true,
    noWrap: true,
  }),
];
