import { Stack, Typography } from "@mui/material";
import {
  FEE_FIXED_MINOR,
  FEE_FIXED_UP_TO_MINOR,
  FEE_RATE_BASIS_POINTS,
  toMajorNumber,
  type Wallet,
} from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";
import { useBillingFormat } from "@/lib/use-billing-format";
import { type PayoutDestination, payoutCost } from "./payout-form";

interface PayoutCostProps {
  wallet: Wallet;
  to: PayoutDestination;
  account: string;
  amount: string;
  /** `freeOfFees`: null while nothing says whether the recipient's bank is Kapital Bank. */
  free: boolean | null;
}

/**
 * The fee and the amount with it, as the amount and the account are typed (SPEC §3 "amount
 * with fee", §9); the fee's rule while the account does not say yet. Read out as it changes.
 */
export function PayoutCost({ wallet, to, account, amount, free }: PayoutCostProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const { formatNumber } = useFormat();
  const cost = payoutCost(to, account, amount, free);
  const money = (minor: bigint | number) => format.money(toMajorNumber(BigInt(minor)), wallet.currency);

  let fee: string;
  if (free) fee = t("payouts.send.noFee");
  else if (free === false && cost) fee = t("payouts.send.fee", { fee: money(cost.fee) });
  else
    fee = t("payouts.send.feeRule", {
      fixed: money(FEE_FIXED_MINOR),
      limit: money(FEE_FIXED_UP_TO_MINOR),
      rate: formatNumber(FEE_RATE_BASIS_POINTS / 100),
    });

  return (
    <Stack role="status" spacing={0.25}>
      <Typography variant="body2" color="text.secondary">
        {fee}
      </Typography>
      {cost && (
        <Typography sx={{ fontWeight: "bold" }}>
          {t("payouts.send.amountWithFee", { amount: money(cost.withFee) })}
        </Typography>
      )}
    </Stack>
  );
}
