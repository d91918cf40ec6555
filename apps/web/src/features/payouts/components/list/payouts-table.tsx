import { Stack, Typography } from "@mui/material";
import type { Payout } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { RowsTable } from "@/components/rows-table";
import { useMay, useUserId } from "@/lib/permissions";
import { useBillingFormat } from "@/lib/use-billing-format";
import { type ReviewAction, reviewRole } from "../review/review-cell";
import { payoutColumns, recipientName, Status } from "./payout-columns";

interface PayoutsTableProps {
  payouts: Payout[];
  label: string;
  onReview: (payout: Payout, action: ReviewAction) => void;
}

/** The payouts as a table, or as cards below 900 px as the other lists; a payout has no screen of its own, so rows open nothing. */
export function PayoutsTable({ payouts, label, onReview }: PayoutsTableProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const context = { t, format, userId: useUserId(), mayReview: useMay("reviewPayouts"), onReview };
  // A page where nothing waits for this user's review has no column for it.
  const reviewing = payouts.some((payout) => reviewRole(payout, context) !== null);
  return (
    <RowsTable
      rows={payouts}
      columns={reviewing ? payoutColumns : payoutColumns.filter((column) => column.id !== "review")}
      context={context}
      label={label}
      rowKey={(payout) => payout.id}
      cardHead={(payout) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start", justifyContent: "space-between" }}>
          <Typography component="span" sx={{ fontWeight: "bold", overflowWrap: "anywhere" }}>
            {recipientName(payout)}
          </Typography>
          <Status payout={payout} t={t} />
        </Stack>
      )}
      cardsBelow="md"
      size="small"
    />
  );
}
