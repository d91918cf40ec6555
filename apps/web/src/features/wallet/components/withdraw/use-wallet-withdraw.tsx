import type { Wallet } from "@portal/contracts";
import { useMay } from "@/lib/permissions";
import { lazyWalletDialog, useWalletDialog } from "@/components/money-dialog/use-money-dialog";

export const withdrawDialog = lazyWalletDialog(() => import("./withdraw-dialog").then((m) => m.WithdrawDialog));

/**
 * Withdrawals from the wallets (SPEC §3 "Withdraw"): which wallets offer one (the user may
 * pay out, SPEC §6, there is money that may leave now, and a withdrawal account to send it
 * to; without one the card says where to set it up), the dialog of the one chosen and the
 * word that it is done or on its way.
 */
export function useWalletWithdraw(wallets: readonly Wallet[]) {
  const may = useMay("moveMoney");
  const { start, dialogs } = useWalletDialog(wallets, withdrawDialog);
  const offered = (wallet: Wallet) => may && wallet.payoutBalance > 0 && wallet.withdrawal.account !== null;
  return { offered, start, dialogs };
}
