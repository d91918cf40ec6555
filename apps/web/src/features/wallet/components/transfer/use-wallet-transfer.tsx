import type { Wallet } from "@portal/contracts";
import { lazy, Suspense, useState } from "react";
import { useCan } from "@/lib/permissions";
import { walletKey } from "../../wallet-query";

// The dialog brings the form (react-hook-form, the contracts' rules) and the transfer calls: it
// loads when the user heads for a transfer, not with the screen; pointing at or focusing a
// Transfer button starts the fetch. The notice shows only after a transfer, so it waits too.
export const loadTransferDialog = () => import("./transfer-dialog");
const TransferDialog = lazy(() => loadTransferDialog().then((m) => ({ default: m.TransferDialog })));
const NoticeSnackbar = lazy(() => import("@/components/notice-snackbar").then((m) => ({ default: m.NoticeSnackbar })));

interface Opening {
  wallet: Wallet;
  open: boolean;
  /** Counts the openings: each mounts the dialog anew (its `key`), with its own form and Idempotency-Key. */
  opening: number;
}

/**
 * Transfers from the wallets (SPEC §3 "Wallet transfer"): which wallets offer one (the user
 * may pay out, SPEC §6, and there is money that may leave now), the dialog of the one chosen
 * and the word that it is done.
 */
export function useWalletTransfer(wallets: readonly Wallet[]) {
  const may = useCan("payoutPayment");
  const [dialog, setDialog] = useState<Opening | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The wallet as the screen shows it now: a refetch while the dialog is open moves its balance.
  const sender = dialog && (wallets.find((wallet) => walletKey(wallet) === walletKey(dialog.wallet)) ?? dialog.wallet);

  const offered = (wallet: Wallet) => may && wallet.payoutBalance > 0;
  const start = (wallet: Wallet) => setDialog((last) => ({ wallet, open: true, opening: (last?.opening ?? 0) + 1 }));

  const dialogs = dialog && sender && (
    <>
      <Suspense fallback={null}>
        <TransferDialog
          key={dialog.opening}
          wallet={sender}
          open={dialog.open}
          onClose={() => setDialog((last) => last && { ...last, open: false })}
          onDone={setNotice}
        />
      </Suspense>
      <Suspense fallback={null}>
        <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
      </Suspense>
    </>
  );
  return { offered, start, dialogs };
}
