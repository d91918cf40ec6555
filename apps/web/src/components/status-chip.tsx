import { Chip } from "@mui/material";
import { type PaymentStatus, statusTone } from "@portal/contracts";
import { useTranslation } from "react-i18next";

/** An invoice's or a transaction's status with the SPEC §4 label, coloured by what it means. */
export function StatusChip({ status, size = "small" }: { status: PaymentStatus; size?: "small" | "medium" }) {
  const { t } = useTranslation();
  const tone = statusTone(status);
  return (
    <Chip
      size={size}
      color={tone}
      variant={tone === "default" ? "outlined" : "filled"}
      label={t(`common.paymentStatus.${status}`)}
    />
  );
}
