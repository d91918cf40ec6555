import { Link, Stack, Typography } from "@mui/material";
import type { Invoice } from "@portal/contracts";
import type { TFunction } from "i18next";
import { generatePath, Link as RouterLink } from "react-router";
import type { Column } from "@/components/rows-table";
import { StatusChip } from "@/components/status-chip";
import { paths } from "@/config/paths";
import type { useBillingFormat } from "@/lib/use-billing-format";

export interface InvoiceCellContext {
  t: TFunction;
  format: ReturnType<typeof useBillingFormat>;
}

/** The invoice's own screen, where it is sent again, edited or cancelled. */
export const invoicePath = (invoice: Pick<Invoice, "id">) => generatePath(paths.billing.history, { id: invoice.id });

/** The code links to the invoice: the row's way in for keyboards and screen readers. */
export function InvoiceLink({ invoice }: { invoice: Invoice }) {
  return (
    <Link component={RouterLink} to={invoicePath(invoice)} underline="hover" sx={{ fontWeight: "bold", whiteSpace: "nowrap" }}>
      {invoice.invoiceCode}
    </Link>
  );
}

function Customer({ invoice }: { invoice: Invoice }) {
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Typography component="span" variant="body2" sx={{ overflowWrap: "anywhere" }}>
        {invoice.fullName}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
        {invoice.email ?? invoice.phone}
      </Typography>
    </Stack>
  );
}

/** The columns of the invoices an upload made. */
export const invoiceColumns: Column<Invoice, InvoiceCellContext>[] = [
  { id: "invoiceCode", header: (t) => t("invoices.fields.invoiceCode"), cell: (invoice) => <InvoiceLink invoice={invoice} />, inCard: false },
  { id: "bookingId", header: (t) => t("invoices.fields.bookingId"), cell: (invoice) => invoice.bookingId, inCard: true },
  { id: "customer", header: (t) => t("bulkInvoices.result.invoices.customer"), cell: (invoice) => <Customer invoice={invoice} />, inCard: true },
  {
    id: "amount",
    header: (t) => t("invoices.fields.amount"),
    cell: (invoice, { format }) => format.money(invoice.amount, invoice.currency),
    inCard: true,
    numeric: true,
    noWrap: true,
  },
  { id: "status", header: (t) => t("invoices.fields.status"), cell: (invoice) => <StatusChip status={invoice.status} />, inCard: false },
];
