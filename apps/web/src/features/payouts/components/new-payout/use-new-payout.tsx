import type { Wallet } from "@portal/contracts";
import { lazyWalletDialog, useWalletDialog } from "@/components/money-dialog/use-money-dialog";
import { useMay } from "@/lib/permissions";

export const newPayoutDialog = lazyWalletDialog(() => import("./new-payout-dialog").then((m) => m.NewPayoutDialog));

/**
 * New payout from the chosen wallet (SPEC §3 "Payout"): whether the user may send one (SPEC §6
 * Payout payment), the dialog, and the word that it is sent, on its way or waiting for review.
 */
export function useNewPayout(wallets: readonly Wallet[]) {
  const may = useMay("moveMoney");
  const { start, dialogs } = useWalletDialog(wallets, newPayoutDialog);
  return { may, start, dialogs };
}
