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
import { withdrawalCost } from "./withdraw-form";

/**
 * The fee and the amount with it, as the amount is typed (SPEC §3 "amount with fee", §9);
 * the fee's rule while there is no amount yet. Read out as it changes.
 */
export function WithdrawCost({ wallet, amount }: { wallet: Wallet; amount: string }) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const { formatNumber } = useFormat();
  const { freeOfFees } = wallet.withdrawal;
  const cost = withdrawalCost(freeOfFees, amount);
  const money = (minor: bigint | number) => format.money(toMajorNumber(BigInt(minor)), wallet.currency);

  const fee = freeOfFees
    ? t("wallet.withdraw.noFee")
    : cost
      ? t("wallet.withdraw.fee", { fee: money(cost.fee) })
      : t("wallet.withdraw.feeRule", {
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
          {t("wallet.withdraw.amountWithFee", { amount: money(cost.withFee) })}
        </Typography>
      )}
    </Stack>
  );
}
