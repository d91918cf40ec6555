import { Chip } from "@mui/material";
import type { PayoutStatus } from "@portal/contracts";
import { useTranslation } from "react-i18next";

/** Coloured by what it means to the merchant: paid, on its way, waiting for a person, stopped. */
const tones = {
  sent: "success",
  inProgress: "warning",
  review: "info",
  failed: "error",
  rejected: "default",
} as const satisfies Record<PayoutStatus, string>;

/** A payout's status (`payouts.statuses.*`). */
export function PayoutStatusChip({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation();
  const tone = tones[status];
  return (
    <Chip
      size="small"
      color={tone}
      variant={tone === "default" ? "outlined" : "filled"}
      label={t(`payouts.statuses.${status}`)}
    />
  );
}
