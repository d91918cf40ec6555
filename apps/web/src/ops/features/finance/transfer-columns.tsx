import { Link } from "@mui/material";
import { generatePath, Link as RouterLink } from "react-router";
import { Code } from "../../components/code";
import { paths } from "../../config/paths";
import { column } from "../../lib/columns";
import type { Transfer } from "./api";
import { TransferStateChip } from "./status-chips";

/** "AC04: Closed account": the ISO 20022 code with the bank's words, whichever it gave. */
export const returnText = (code: string | null, reason: string | null) =>
  [code, reason].filter((part): part is string => Boolean(part)).join(": ");

/** A batch's transfers' columns (BankTransfer). */
export const transferColumns = [
  column<Transfer>({
    id: "endToEndId",
    header: ({ t }) => t("ops.batch.transfers.columns.endToEndId"),
    cell: (transfer) => <Code>{transfer.endToEndId}</Code>,
    inCard: false,
  }),
  column<Transfer>({
    id: "merchant",
    header: ({ t }) => t("ops.batch.transfers.columns.merchant"),
    cell: (transfer) => (
      <Link
        component={RouterLink}
        to={generatePath(paths.merchant, { accountId: transfer.accountId })}
        sx={{ overflowWrap: "anywhere" }}
      >
        {transfer.merchantName}
      </Link>
    ),
    inCard: true,
  }),
  column<Transfer>({
    id: "creditor",
    header: ({ t }) => t("ops.batch.transfers.columns.creditor"),
    cell: (transfer) => transfer.creditorName,
    inCard: true,
  }),
  column<Transfer>({
    id: "iban",
    header: ({ t }) => t("ops.batch.transfers.columns.iban"),
    cell: (transfer) => <Code>{transfer.creditorIban}</Code>,
    inCard: true,
    noWrap: true,
  }),
  column<Transfer>({
    id: "amount",
    header: ({ t }) => t("ops.batch.transfers.columns.amount"),
    cell: (transfer, { format }) => format.money(transfer.amount, transfer.currency),
    inCard: true,
    numeric: true,
    noWrap: true,
  }),
  column<Transfer>({
    id: "state",
    header: ({ t }) => t("ops.batch.transfers.columns.state"),
    cell: (transfer) => <TransferStateChip state={transfer.state} />,
    inCard: true,
    noWrap: true,
  }),
  column<Transfer>({
    id: "returnReason",
    header: ({ t }) => t("ops.batch.transfers.columns.returnReason"),
    cell: (transfer) => returnText(transfer.returnCode, transfer.returnReason),
    inCard: (transfer) => transfer.returnCode !== null || transfer.returnReason !== null,
  }),
];
