import { Box, Paper, Skeleton, Stack } from "@mui/material";
import type { Wallet } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { generatePath } from "react-router";
import { paths } from "@/light/paths";
import { walletKey } from "../../wallet-query";
import { useWalletTopUp } from "../top-up/use-wallet-top-up";
import { useWalletTransfer } from "../transfer/use-wallet-transfer";
import { useWalletWithdraw } from "../withdraw/use-wallet-withdraw";
import { WalletCard } from "./wallet-card";

// As many columns as fit at 280 px each; one on a phone, never wider than the screen.
const grid = {
  display: "grid",
  gap: 2,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 280px), 1fr))",
  listStyle: "none",
  p: 0,
  m: 0,
} as const;

interface WalletCardsProps {
  wallets: readonly Wallet[];
  chosen: Wallet;
  onChoose: (wallet: Wallet) => void;
}

/** The account's wallets, one per application and currency; the chosen one's operations are listed below. */
export function WalletCards({ wallets, chosen, onChoose }: WalletCardsProps) {
  const { t } = useTranslation();
  const transfer = useWalletTransfer(wallets);
  const withdraw = useWalletWithdraw(wallets);
  const topUp = useWalletTopUp(wallets);
  // The withdrawal account is set up on the application's configure screen; the list when it has no settings yet.
  const setupPath = ({ appId, appConfigId }: Wallet) =>
    appConfigId ? generatePath(paths.applications.configure, { appId, appConfigId }) : paths.applications.list;

  return (
    <>
      <Box component="ul" aria-label={t("wallet.wallets.label")} sx={grid}>
        {wallets.map((wallet) => (
          <WalletCard
            key={walletKey(wallet)}
            wallet={wallet}
            chosen={walletKey(wallet) === walletKey(chosen)}
            onChoose={() => onChoose(wallet)}
            onTransfer={transfer.offered(wallet) ? () => transfer.start(wallet) : undefined}
            onWithdraw={withdraw.offered(wallet) ? () => withdraw.start(wallet) : undefined}
            onTopUp={topUp.offered(wallet) ? () => topUp.start(wallet) : undefined}
            setupPath={setupPath(wallet)}
          />
        ))}
      </Box>
      {transfer.dialogs}
      {withdraw.dialogs}
      {topUp.dialogs}
    </>
  );
}

/** The wallets while they load. */
export function WalletCardsSkeleton() {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" aria-label={t("wallet.wallets.loading")} sx={grid}>
      {[0, 1].map((card) => (
        <Paper key={card} variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="text" height={40} width="70%" />
            <Skeleton variant="text" width="50%" />
          </Stack>
        </Paper>
      ))}
    </Box>
  );
}
