import { Typography } from "@mui/material";
import type { Currency, PayButton } from "@portal/contracts";
import type { Column } from "@/components/rows-table";
import type { WidgetsT } from "../../use-widgets-translation";
import { ListedButton } from "./listed-button";
import { PayButtonActions } from "./pay-button-actions";
import { PayButtonStatusChip } from "./pay-button-status-chip";

export interface CellContext {
  t: WidgetsT;
  money: (amount: number, currency: Currency) => string;
  count: (value: number) => string;
  dateTime: (instant: string) => string;
  /** A heading over times, saying their clock: "Date (Baku, GMT+4)" (DESIGN §3). */
  inZone: (text: string) => string;
}

/** What a button takes, in the interface language: its amount, or the range the customer types in. */
export function amountText(button: PayButton, { t, money }: CellContext): string {
  const { amountMode, amount, minAmount, maxAmount, currency } = button;
  if (amountMode === "fixed" && amount !== null) return money(amount, currency);
  if (minAmount !== null && maxAmount !== null)
    return t("widgets.list.amounts.range", { min: money(minAmount, currency), max: money(maxAmount, currency) });
  if (minAmount !== null) return t("widgets.list.amounts.from", { amount: money(minAmount, currency) });
  if (maxAmount !== null) return t("widgets.list.amounts.upTo", { amount: money(maxAmount, currency) });
  return t("widgets.list.amounts.any", { currency });
}

/** The button's name heads its row; no detail screen to open, so it is text, not a link. */
export function ButtonName({ button }: { button: PayButton }) {
  return (
    <Typography component="span" variant="body2" sx={{ fontWeight: "bold", overflowWrap: "break-word", minWidth: 0 }}>
      {button.name}
    </Typography>
  );
}

/** The buttons list's columns (STYLE: one module per resource's columns). */
export const payButtonColumns: Column<PayButton, CellContext>[] = [
  {
    id: "name",
    header: (_, { t }) => t("widgets.list.columns.name"),
    cell: (button) => <ButtonName button={button} />,
    inCard: false,
  },
  {
    id: "button",
    header: (_, { t }) => t("widgets.list.columns.button"),
    cell: (button) => <ListedButton button={button} />,
    inCard: true,
  },
  {
    id: "amount",
    header: (_, { t }) => t("widgets.list.columns.amount"),
    cell: amountText,
    inCard: true,
    noWrap: true,
  },
  {
    id: "status",
    header: (_, { t }) => t("widgets.list.columns.status"),
    cell: (button) => <PayButtonStatusChip status={button.status} />,
    inCard: false,
  },
  {
    id: "paymentsCount",
    header: (_, { t }) => t("widgets.list.columns.paymentsCount"),
    cell: (button, { count }) => count(button.paymentsCount),
    inCard: true,
    numeric: true,
    narrow: true,
  },
  {
    id: "paymentsSum",
    header: (_, { t }) => t("widgets.list.columns.paymentsSum"),
    cell: (button, { money }) => money(button.paymentsSum, button.currency),
    inCard: true,
    numeric: true,
    noWrap: true,
  },
  {
    id: "createdAt",
    header: (_, { t, inZone }) => inZone(t("widgets.list.columns.createdAt")),
    cell: (button, { dateTime }) => dateTime(button.createdAt),
    inCard: true,
    noWrap: true,
  },
  {
    id: "actions",
    header: (_, { t }) => t("widgets.list.columns.actions"),
    cell: (button) => <PayButtonActions button={button} />,
    inCard: true,
    headerHidden: true,
    narrow: true,
  },
];
