import { Stack } from "@mui/material";
import type { Invoice } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { RowsTable } from "@/components/rows-table";
import { StatusChip } from "@/components/status-chip";
import { useBillingFormat } from "@/lib/use-billing-format";
import { historyPath, InvoiceCodeLink } from "@/components/invoice-cells";
import { invoiceColumns } from "./invoice-columns";

/** The invoices as a table, or as cards below 900 px; a row or card opens the invoice's history. */
export function InvoicesTable({ invoices, label }: { invoices: Invoice[]; label: string }) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const navigate = useNavigate();
  return (
    <RowsTable
      rows={invoices}
      columns={invoiceColumns}
      context={{ t, format }}
      label={label}
      rowKey={(invoice) => invoice.id}
      onOpen={(invoice) => void navigate(historyPath(invoice))}
      cardHead={(invoice) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between" }}>
          <InvoiceCodeLink invoice={invoice} />
          <StatusChip status={invoice.status} />
        </Stack>
      )}
      cardsBelow="md"
      size="small"
    />
  );
}
