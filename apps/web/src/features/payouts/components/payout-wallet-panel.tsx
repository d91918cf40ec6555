import Add from "@mui/icons-material/Add";
import { Box, Button, Paper, Stack, Typography } from "@mui/material";
import type { Wallet } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { TextField } from "@/components/form/text-field";
import { useBillingFormat } from "@/lib/use-billing-format";
import { newPayoutDialog, useNewPayout } from "./new-payout/use-new-payout";
import { DailyCap } from "./daily-cap";
import { NewRecipientsRule } from "./new-recipients-rule";
import { ReviewThreshold } from "./review-threshold";

const optionValue = ({ appId, currency }: Wallet) => `${appId}:${currency}`;

interface PayoutWalletPanelProps {
  wallets: readonly Wallet[];
  chosen: Wallet;
  onChoose: (wallet: Wallet) => void;
}

/**
 * Where payouts are paid from: the application chosen (kept as `appKey`), its payout balance,
 * New payout for those who may pay out, and the account's payout rules: the rolling 24 hours' sum
 * above which payouts wait for review, review of new recipients, and the provider's daily cap.
 */
export function PayoutWalletPanel({ wallets, chosen, onChoose }: PayoutWalletPanelProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const newPayout = useNewPayout(wallets);
  // An application paid in several currencies has a wallet for each: the option names its currency then.
  const optionLabel = (wallet: Wallet) =>
    wallets.filter(({ appId }) => appId === wallet.appId).length > 1
      ? t("payouts.wallet.option", { appName: wallet.appName, currency: wallet.currency })
      : wallet.appName;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Stack spacing={2}>
        <Box
          sx={{
            display: "grid",
            gap: 2,
            alignItems: "center",
            gridTemplateColumns: { xs: "1fr", md: "minmax(0, 22rem) 1fr auto" },
          }}
        >
          <TextField
            select
            fullWidth
            label={t("payouts.wallet.application")}
            value={optionValue(chosen)}
            onChange={(event) => {
              const wallet = wallets.find((option) => optionValue(option) === event.target.value);
              if (wallet) onChoose(wallet);
            }}
          >
            {wallets.map((wallet) => (
              <option key={optionValue(wallet)} value={optionValue(wallet)}>
                {optionLabel(wallet)}
              </option>
            ))}
          </TextField>
          <Stack spacing={0.25} sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {t("payouts.wallet.payoutBalance")}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: "bold", overflowWrap: "anywhere" }}>
              {format.money(chosen.payoutBalance, chosen.currency)}
            </Typography>
          </Stack>
          {newPayout.may && (
            <Button
              variant="contained"
              startIcon={<Add />}
              onPointerEnter={() => void newPayoutDialog.preload()}
              onFocus={() => void newPayoutDialog.preload()}
              onClick={() => newPayout.start(chosen)}
              disabled={chosen.payoutBalance <= 0}
              sx={{ justifySelf: { xs: "stretch", md: "end" } }}
            >
              {t("payouts.send.button")}
            </Button>
          )}
        </Box>
        {newPayout.may && chosen.payoutBalance <= 0 && (
          <Typography variant="body2" color="text.secondary">
            {t("payouts.wallet.nothingToPay")}
          </Typography>
        )}
        <ReviewThreshold currency={chosen.currency} />
        <NewRecipientsRule />
        <DailyCap currency={chosen.currency} />
      </Stack>
      {newPayout.dialogs}
    </Paper>
  );
}
