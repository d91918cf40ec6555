import { LinearProgress, Link, Stack } from "@mui/material";
import type { BulkInvoice } from "@portal/contracts";
import type { ScreenT } from "@/lib/screen-translation";
import { Link as RouterLink } from "react-router";
import type { Column } from "@/components/rows-table";
import { bulkInvoicePath } from "../../bulk-query";
import { progressOf } from "../../bulk-progress";
import { BulkStatusChip } from "../bulk-status-chip";

export interface CellContext {
  t: ScreenT<"bulkInvoices">;
  dateTime: (instant: string) => string;
  /** A heading over times, saying their clock: "Date (Baku, GMT+4)" (DESIGN §3). */
  inZone: (text: string) => string;
  count: (value: number) => string;
}

/** The file's name links to the upload's screen: the row's way in for keyboards and screen readers. */
export function FileNameLink({ bulk }: { bulk: BulkInvoice }) {
  return (
    <Link
      component={RouterLink}
      to={bulkInvoicePath(bulk)}
      underline="hover"
      sx={{ fontWeight: "bold", overflowWrap: "anywhere" }}
    >
      {bulk.fileName}
    </Link>
  );
}

/** The status, and while a job makes the invoices, how far it is. */
export function BulkStatus({ bulk, t }: { bulk: BulkInvoice; t: ScreenT<"bulkInvoices"> }) {
  const { percent } = progressOf(bulk);
  return (
    <Stack spacing={0.75} sx={{ alignItems: "flex-start" }}>
      <BulkStatusChip status={bulk.status} />
      {bulk.status === "processing" && (
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t("bulkInvoices.list.progress", { fileName: bulk.fileName })}
          sx={{ width: 96, borderRadius: 1 }}
        />
      )}
    </Stack>
  );
}

const counted = (id: "totalRows" | "createdRows" | "failedRows" | "sentRows"): Column<BulkInvoice, CellContext> => ({
  id,
  header: (_, { t }) => t(`bulkInvoices.list.columns.${id}`),
  cell: (bulk, { count }) => count(bulk[id]),
  inCard: true,
  numeric: true,
  narrow: true,
});

/** The uploads list's columns (STYLE: one module per resource's columns). */
export const bulkInvoiceColumns: Column<BulkInvoice, CellContext>[] = [
  {
    id: "fileName",
    header: (_, { t }) => t("bulkInvoices.list.columns.fileName"),
    cell: (bulk) => <FileNameLink bulk={bulk} />,
    inCard: false,
  },
  {
    id: "createdBy",
    header: (_, { t }) => t("bulkInvoices.list.columns.createdBy"),
    cell: (bulk) => bulk.createdBy,
    inCard: true,
  },
  {
    id: "createdAt",
    header: (_, { t, inZone }) => inZone(t("bulkInvoices.list.columns.createdAt")),
    cell: (bulk, { dateTime }) => dateTime(bulk.createdAt),
    inCard: true,
    noWrap: true,
  },
  counted("totalRows"),
  counted("createdRows"),
  counted("failedRows"),
  counted("sentRows"),
  {
    id: "status",
    header: (_, { t }) => t("bulkInvoices.list.columns.status"),
    cell: (bulk, { t }) => <BulkStatus bulk={bulk} t={t} />,
    inCard: false,
  },
];
