import { Stack } from "@mui/material";
import type { Invoice } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { RowsTable } from "@/components/rows-table";
import { StatusChip } from "@/components/status-chip";
import { useBillingFormat } from "@/lib/use-billing-format";
import { detailPath, QrPaymentLink, qrPaymentColumns } from "./qr-payment-columns";

/** The QR payments as a table, or as cards below 900 px; a row or card opens the payment's invoice. */
export function QrPaymentsTable({ payments, label }: { payments: Invoice[]; label: string }) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const navigate = useNavigate();
  return (
    <RowsTable
      rows={payments}
      columns={qrPaymentColumns}
      context={{ t, format }}
      label={label}
      rowKey={(payment) => payment.id}
      onOpen={(payment) => void navigate(detailPath(payment))}
      cardHead={(payment) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between" }}>
          <QrPaymentLink payment={payment} />
          <StatusChip status={payment.status} />
        </Stack>
      )}
      cardsBelow="md"
      size="small"
    />
  );
}
