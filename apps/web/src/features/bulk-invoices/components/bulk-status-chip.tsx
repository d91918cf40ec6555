import { Chip } from "@mui/material";
import type { BulkInvoiceStatus } from "@portal/contracts";
import { useScreenTranslation } from "@/lib/screen-translation";

/** Coloured by what it asks of the merchant: a check and a confirmation, patience, nothing, a look at why. */
const tones = {
  uploaded: "info",
  processing: "warning",
  done: "success",
  failed: "error",
} as const satisfies Record<BulkInvoiceStatus, string>;

/** An upload's status (`bulkInvoices.statuses.*`). */
export function BulkStatusChip({ status, size = "small" }: { status: BulkInvoiceStatus; size?: "small" | "medium" }) {
  const { t } = useScreenTranslation("bulkInvoices");
  return <Chip size={size} color={tones[status]} label={t(`bulkInvoices.statuses.${status}`)} />;
}
