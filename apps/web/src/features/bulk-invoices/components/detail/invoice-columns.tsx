import type { Invoice } from "@portal/contracts";
import type { ScreenT } from "@/lib/screen-translation";
import { InvoiceCodeLink, InvoiceCustomer } from "@/components/invoice-cells";
import type { Column } from "@/components/rows-table";
import { StatusChip } from "@/components/status-chip";
import type { useBillingFormat } from "@/lib/use-billing-format";

export interface InvoiceCellContext {
  t: ScreenT<"bulkInvoices">;
  format: ReturnType<typeof useBillingFormat>;
}

/** The columns of the invoices an upload made. */
export const invoiceColumns: Column<Invoice, InvoiceCellContext>[] = [
  {
    id: "invoiceCode",
    header: (t) => t("invoices.fields.invoiceCode"),
    cell: (invoice) => <InvoiceCodeLink invoice={invoice} />,
    inCard: false,
  },
  {
    id: "bookingId",
    header: (t) => t("invoices.fields.bookingId"),
    cell: (invoice) => invoice.bookingId,
    inCard: true,
  },
  {
    id: "customer",
    header: (_, { t }) => t("bulkInvoices.result.invoices.customer"),
    cell: (invoice) => <InvoiceCustomer invoice={invoice} />,
    inCard: true,
  },
  {
    id: "amount",
    header: (t) => t("invoices.fields.amount"),
    cell: (invoice, { format }) => format.money(invoice.amount, invoice.currency),
    inCard: true,
    numeric: true,
    noWrap: true,
  },
  {
    id: "status",
    header: (t) => t("invoices.fields.status"),
    cell: (invoice) => <StatusChip status={invoice.status} />,
    inCard: false,
  },
];
