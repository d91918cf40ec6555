import type { Wallet } from "@portal/contracts";
import { lazyWalletDialog, useWalletDialog } from "@/components/money-dialog/use-money-dialog";
import { useMay } from "@/lib/permissions";

export const topUpDialog = lazyWalletDialog(() => import("./top-up-dialog").then((m) => m.TopUpDialog));

/**
 * Top-ups of mobile wallets from the wallets (SPEC §7 `api/mpay/topup`): which wallets offer
 * one (the user may pay out, SPEC §6, and there is money that may leave now), the dialog of
 * the one chosen and the word that it is done or on its way.
 */
export function useWalletTopUp(wallets: readonly Wallet[]) {
  const may = useMay("moveMoney");
  const { start, dialogs } = useWalletDialog(wallets, topUpDialog);
  const offered = (wallet: Wallet) => may && wallet.payoutBalance > 0;
  return { offered, start, dialogs };
}
