import { Stack } from "@mui/material";
import type { BulkInvoice } from "@portal/contracts";
import { useScreenTranslation } from "@/lib/screen-translation";
import { useNavigate } from "react-router";
import { RowsTable } from "@/components/rows-table";
import { useFormat } from "@/lib/format";
import { bulkInvoicePath } from "../../bulk-query";
import { BulkStatus, bulkInvoiceColumns, FileNameLink } from "./bulk-invoice-columns";

/** The uploads as a table, or as cards below 900 px as the other lists; a row or card opens the upload. */
export function BulkInvoicesTable({ uploads, label }: { uploads: BulkInvoice[]; label: string }) {
  const { t } = useScreenTranslation("bulkInvoices");
  const { formatDateTime, formatNumber, inZone } = useFormat();
  const navigate = useNavigate();
  return (
    <RowsTable
      rows={uploads}
      columns={bulkInvoiceColumns}
      context={{
        t,
        dateTime: (instant: string) => formatDateTime(instant),
        inZone,
        count: (value: number) => formatNumber(value),
      }}
      label={label}
      rowKey={(bulk) => bulk.id}
      onOpen={(bulk) => void navigate(bulkInvoicePath(bulk))}
      cardHead={(bulk) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start", justifyContent: "space-between" }}>
          <FileNameLink bulk={bulk} />
          <BulkStatus bulk={bulk} t={t} />
        </Stack>
      )}
      cardsBelow="md"
      size="small"
    />
  );
}
