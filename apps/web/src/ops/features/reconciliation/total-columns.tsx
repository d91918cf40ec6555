import { minorOf } from "@portal/contracts";
import { column } from "../../lib/columns";
import type { DayTotal } from "./api";
import { kindText } from "./difference-words";
import { AgreementChip } from "./status-chips";

/** Both sides of a total agree to the qapik, compared in minor units as the server does. */
export const agrees = (total: DayTotal) => minorOf(total.ledger) === minorOf(total.external);

/** A day's totals' columns: per front, kind and currency, the ledger's and the outside's sum, and whether they agree. */
export const totalColumns = [
  column<DayTotal>({
    id: "source",
    header: ({ t }) => t("ops.reconciliationDay.totals.columns.source"),
    cell: (total, { t }) => t(`ops.reconciliationSources.${total.source}`),
    inCard: false,
    noWrap: true,
  }),
  column<DayTotal>({
    id: "kind",
    header: ({ t }) => t("ops.reconciliationDay.totals.columns.kind"),
    cell: (total, { t }) => kindText(total.kind, t),
    inCard: true,
    noWrap: true,
  }),
  column<DayTotal>({
    id: "currency",
    header: ({ t }) => t("ops.reconciliationDay.totals.columns.currency"),
    cell: (total) => total.currency,
    inCard: true,
    noWrap: true,
  }),
  column<DayTotal>({
    id: "ledger",
    header: ({ t }) => t("ops.reconciliationDay.totals.columns.ledger"),
    cell: (total, { format }) => format.money(total.ledger, total.currency),
    inCard: true,
    numeric: true,
    noWrap: true,
  }),
  column<DayTotal>({
    id: "external",
    header: ({ t }) => t("ops.reconciliationDay.totals.columns.external"),
    cell: (total, { format }) => format.money(total.external, total.currency),
    inCard: true,
    numeric: true,
    noWrap: true,
  }),
  column<DayTotal>({
    id: "agreement",
    header: ({ t }) => t("ops.reconciliationDay.totals.columns.agreement"),
    cell: (total) => <AgreementChip agrees={agrees(total)} />,
    inCard: true,
    noWrap: true,
  }),
];
