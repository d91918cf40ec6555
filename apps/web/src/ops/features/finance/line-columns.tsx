import { Code } from "../../components/code";
import { column } from "../../lib/columns";
import type { Line } from "./api";
import { OutcomeChip } from "./status-chips";
import { returnText } from "./transfer-columns";

/** A statement's lines' columns (StatementLine): what the bank booked, and what it did here. */
export const lineColumns = [
  column<Line>({
    id: "line",
    header: ({ t }) => t("ops.statement.columns.line"),
    cell: (line, { format }) => format.number(line.line),
    inCard: false,
    narrow: true,
  }),
  column<Line>({
    id: "endToEndId",
    header: ({ t }) => t("ops.statement.columns.endToEndId"),
    cell: (line, { t }) => (line.endToEndId ? <Code>{line.endToEndId}</Code> : t("ops.statement.noEndToEndId")),
    inCard: true,
  }),
  column<Line>({
    id: "side",
    header: ({ t }) => t("ops.statement.columns.side"),
    cell: (line, { t }) => t(`ops.statement.sides.${line.side}`),
    inCard: true,
    noWrap: true,
  }),
  column<Line>({
    id: "amount",
    header: ({ t }) => t("ops.statement.columns.amount"),
    cell: (line, { format }) => format.money(line.amount, line.currency),
    inCard: true,
    numeric: true,
    noWrap: true,
  }),
  column<Line>({
    id: "entryStatus",
    header: ({ t }) => t("ops.statement.columns.entryStatus"),
    cell: (line) => <Code>{line.entryStatus}</Code>,
    inCard: true,
    noWrap: true,
  }),
  column<Line>({
    id: "bookingDate",
    header: ({ t }) => t("ops.statement.columns.bookingDate"),
    cell: (line, { format }) => (line.bookingDate ? format.date(line.bookingDate) : ""),
    inCard: (line) => line.bookingDate !== null,
    noWrap: true,
  }),
  column<Line>({
    id: "outcome",
    header: ({ t }) => t("ops.statement.columns.outcome"),
    cell: (line) => <OutcomeChip outcome={line.outcome} />,
    inCard: true,
    noWrap: true,
  }),
  column<Line>({
    id: "returnReason",
    header: ({ t }) => t("ops.statement.columns.returnReason"),
    cell: (line) => returnText(line.returnCode, line.returnReason),
    inCard: (line) => line.returnCode !== null || line.returnReason !== null,
  }),
];
