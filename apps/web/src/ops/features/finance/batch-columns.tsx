import { Box, Link } from "@mui/material";
import { generatePath, Link as RouterLink } from "react-router";
import { ByAt } from "../../components/by-at";
import { paths } from "../../config/paths";
import { column } from "../../lib/columns";
import type { Batch } from "./api";
import { BatchStatusChip } from "./status-chips";

export const batchPath = (batchId: string) => generatePath(paths.batch, { batchId });

/** The batch's message id (the file's name), the way into the batch for keyboards and screen readers. */
export function BatchLink({ batch }: { batch: Batch }) {
  return (
    <Link component={RouterLink} to={batchPath(batch.id)} sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
      {batch.messageId}
    </Link>
  );
}

/** The batches' columns (PayoutBatch). */
export const batchColumns = [
  column<Batch>({
    id: "messageId",
    header: ({ t }) => t("ops.payouts.batches.columns.messageId"),
    cell: (batch) => <BatchLink batch={batch} />,
    inCard: false,
  }),
  column<Batch>({
    id: "status",
    header: ({ t }) => t("ops.payouts.batches.columns.status"),
    cell: (batch) => <BatchStatusChip status={batch.status} />,
    inCard: true,
    noWrap: true,
  }),
  column<Batch>({
    id: "currency",
    header: ({ t }) => t("ops.payouts.batches.columns.currency"),
    cell: (batch) => batch.currency,
    inCard: true,
    noWrap: true,
  }),
  column<Batch>({
    id: "count",
    header: ({ t }) => t("ops.payouts.batches.columns.count"),
    cell: (batch, { format }) => format.number(batch.count),
    inCard: true,
    numeric: true,
  }),
  column<Batch>({
    id: "total",
    header: ({ t }) => t("ops.payouts.batches.columns.total"),
    cell: (batch, { format }) => format.money(batch.total, batch.currency),
    inCard: true,
    numeric: true,
    noWrap: true,
  }),
  column<Batch>({
    id: "prepared",
    header: ({ t, format }) => t("ops.payouts.batches.columns.prepared", { zone: format.zone }),
    cell: (batch, context) => <ByAt name={batch.preparedBy.name} at={batch.preparedAt} context={context} />,
    inCard: true,
  }),
  column<Batch>({
    id: "approved",
    header: ({ t, format }) => t("ops.payouts.batches.columns.approved", { zone: format.zone }),
    cell: (batch, context) =>
      batch.approvedBy && batch.approvedAt ? (
        <ByAt name={batch.approvedBy.name} at={batch.approvedAt} context={context} />
      ) : (
        <Box component="span" sx={{ color: "text.secondary" }}>
          {context.t("ops.payouts.batches.notApproved")}
        </Box>
      ),
    inCard: true,
  }),
  column<Batch>({
    id: "outcome",
    header: ({ t }) => t("ops.payouts.batches.columns.outcome"),
    cell: (batch, { t, format }) =>
      t("ops.payouts.batches.sentReturned", {
        sent: format.number(batch.sent),
        returned: format.number(batch.returned),
      }),
    inCard: (batch) => batch.status === "approved",
    noWrap: true,
  }),
];
