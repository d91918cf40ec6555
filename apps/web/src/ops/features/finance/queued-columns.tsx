import { Button } from "@mui/material";
import type { Currency } from "@portal/contracts";
import { column, type ListContext } from "../../lib/columns";
import type { QueuedCurrency } from "./api";

/** What the queue's rows read besides words and dates: the finance operator's way to prepare a batch. */
export interface QueuedListContext extends ListContext {
  mayAct: boolean;
  onPrepare: (currency: Currency) => void;
}

/** What waits for a batch, one row a currency (QueuedTotals). */
export const queuedColumns = [
  column<QueuedCurrency, QueuedListContext>({
    id: "currency",
    header: ({ t }) => t("ops.payouts.queued.columns.currency"),
    cell: (row) => row.currency,
    inCard: false,
    noWrap: true,
  }),
  column<QueuedCurrency, QueuedListContext>({
    id: "count",
    header: ({ t }) => t("ops.payouts.queued.columns.count"),
    cell: (row, { format }) => format.number(row.count),
    inCard: true,
    numeric: true,
  }),
  column<QueuedCurrency, QueuedListContext>({
    id: "total",
    header: ({ t }) => t("ops.payouts.queued.columns.total"),
    cell: (row, { format }) => format.money(row.total, row.currency),
    inCard: true,
    numeric: true,
    noWrap: true,
  }),
  column<QueuedCurrency, QueuedListContext>({
    id: "oldest",
    header: ({ t, format }) => t("ops.payouts.queued.columns.oldest", { zone: format.zone }),
    cell: (row, { format }) => format.dateTime(row.oldestQueuedAt),
    inCard: true,
    noWrap: true,
  }),
  column<QueuedCurrency, QueuedListContext>({
    id: "actions",
    header: ({ t }) => t("ops.payouts.queued.columns.actions"),
    cell: (row, { t, mayAct, onPrepare }) =>
      mayAct ? (
        <Button
          size="small"
          variant="outlined"
          onClick={() => onPrepare(row.currency)}
          aria-label={t("ops.payouts.queued.prepareLabel", { currency: row.currency })}
          sx={{ whiteSpace: "nowrap" }}
        >
          {t("ops.payouts.queued.prepare")}
        </Button>
      ) : null,
    inCard: (_row, { mayAct }) => mayAct,
    headerHidden: true,
    narrow: true,
  }),
];
