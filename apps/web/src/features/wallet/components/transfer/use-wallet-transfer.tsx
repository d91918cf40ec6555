import type { Wallet } from "@portal/contracts";
import { useMay } from "@/lib/permissions";
import { lazyWalletDialog, useWalletDialog } from "@/components/money-dialog/use-money-dialog";

export const transferDialog = lazyWalletDialog(() => import("./transfer-dialog").then((m) => m.TransferDialog));

/**
 * Transfers from the wallets (SPEC §3 "Wallet transfer"): which wallets offer one (the user
 * may pay out, SPEC §6, and there is money that may leave now), the dialog of the one chosen
 * and the word that it is done.
 */
export function useWalletTransfer(wallets: readonly Wallet[]) {
  const may = useMay("moveMoney");
  const { start, dialogs } = useWalletDialog(wallets, transferDialog);
  const offered = (wallet: Wallet) => may && wallet.payoutBalance > 0;
  return { offered, start, dialogs };
}
