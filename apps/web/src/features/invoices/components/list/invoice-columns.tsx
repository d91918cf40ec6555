import type { Invoice } from "@portal/contracts";
import type { TFunction } from "i18next";
import { InvoiceCodeLink, InvoiceCustomer } from "@/components/invoice-cells";
import type { Column } from "@/components/rows-table";
import { StatusChip } from "@/components/status-chip";
import type { useBillingFormat } from "@/lib/use-billing-format";

export interface CellContext {
  t: TFunction;
  format: ReturnType<typeof useBillingFormat>;
}

/** The invoices list's columns (STYLE: one module per resource's columns). */
export const invoiceColumns: Column<Invoice, CellContext>[] = [
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
  { id: "appName", header: (t) => t("invoices.fields.appName"), cell: (invoice) => invoice.appName, inCard: true },
  {
    id: "customer",
    header: (t) => t("invoices.list.columns.customer"),
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
  {
    id: "createdAt",
    header: (t) => t("invoices.list.columns.createdAt"),
    cell: (invoice, { format }) => format.date(invoice.createdAt),
    inCard: true,
    noWrap: true,
  },
  {
    id: "linkExpires",
    header: (t) => t("invoices.list.columns.linkExpires"),
    cell: (invoice, { format }) => format.calendarDate(invoice.linkExpirationDate),
    inCard: true,
    noWrap: true,
  },
];
