import { Link, Stack, Typography } from "@mui/material";
import type { Invoice } from "@portal/contracts";
import type { TFunction } from "i18next";
import { generatePath, Link as RouterLink } from "react-router";
import type { Column } from "@/components/rows-table";
import { StatusChip } from "@/components/status-chip";
import type { useBillingFormat } from "@/lib/use-billing-format";
import { paths } from "@/light/paths";

export interface CellContext {
  t: TFunction;
  format: ReturnType<typeof useBillingFormat>;
}

/** A QR payment is an invoice: it opens the invoice's detail, with its payment attempts and history. */
export const detailPath = (payment: Pick<Invoice, "id">) => generatePath(paths.billing.history, { id: payment.id });

/** The invoice code links to the detail: the row's way in for keyboards and screen readers. */
export function QrPaymentLink({ payment }: { payment: Invoice }) {
  return (
    <Link
      component={RouterLink}
      to={detailPath(payment)}
      underline="hover"
      sx={{ fontWeight: "bold", whiteSpace: "nowrap" }}
    >
      {payment.invoiceCode}
    </Link>
  );
}

/** The name and phone the customer typed on the QR page, each optional. */
function Customer({ payment }: { payment: Invoice }) {
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Typography component="span" variant="body2" sx={{ overflowWrap: "anywhere" }}>
        {payment.fullName || "—"}
      </Typography>
      {payment.phone && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {payment.phone}
        </Typography>
      )}
    </Stack>
  );
}

/** The QR payments list's columns (STYLE: one module per resource's columns). */
export const qrPaymentColumns: Column<Invoice, CellContext>[] = [
  {
    id: "invoiceCode",
    header: (t) => t("qrPayments.fields.invoiceCode"),
    cell: (payment) => <QrPaymentLink payment={payment} />,
    inCard: false,
  },
  {
    id: "createdAt",
    header: (t, { format }) => format.inZone(t("qrPayments.fields.createdAt")),
    cell: (payment, { format }) => format.dateTime(payment.createdAt),
    inCard: true,
    noWrap: true,
  },
  {
    id: "customer",
    header: (t) => t("qrPayments.fields.customer"),
    cell: (payment) => <Customer payment={payment} />,
    inCard: true,
  },
  {
    id: "optionalCode",
    header: (t) => t("qrPayments.fields.optionalCode"),
    cell: (payment) => payment.optionalCode ?? "—",
    // On a phone the card says it only when the customer typed one.
    inCard: (payment) => payment.optionalCode !== null,
  },
  { id: "appName", header: (t) => t("qrPayments.fields.appName"), cell: (payment) => payment.appName, inCard: true },
  {
    id: "amount",
    header: (t) => t("qrPayments.fields.amount"),
    cell: (payment, { format }) => format.money(payment.amount, payment.currency),
    inCard: true,
    numeric: true,
    noWrap: true,
  },
  {
    id: "status",
    header: (t) => t("qrPayments.fields.status"),
    cell: (payment) => <StatusChip status={payment.status} />,
    inCard: false,
  },
];
