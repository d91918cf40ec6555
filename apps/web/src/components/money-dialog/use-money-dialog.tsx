import type { Wallet } from "@portal/contracts";
import { type ComponentType, lazy, Suspense, useState } from "react";

/** What every money dialog takes: one opened from a wallet card, or the payouts screen's New payout. */
export interface WalletDialogProps {
  /** The wallet the money leaves, as the screen shows it now. */
  wallet: Wallet;
  open: boolean;
  onClose: () => void;
  /** Done: says so in words, after the dialog has closed. */
  onDone: (message: string) => void;
}

/**
 * A dialog that brings its form (react-hook-form, the contracts' rules) and its calls: it
 * loads when the user heads for it, not with the screen; `preload` on pointing at or
 * focusing its button starts the fetch.
 */
export function lazyWalletDialog(load: () => Promise<ComponentType<WalletDialogProps>>) {
  return { preload: load, Dialog: lazy(async () => ({ default: await load() })) };
}
export type LazyWalletDialog = ReturnType<typeof lazyWalletDialog>;

// The notice shows only after money moved, so it waits too.
const NoticeSnackbar = lazy(() => import("@/components/notice-snackbar").then((m) => ({ default: m.NoticeSnackbar })));

interface Opening {
  wallet: Wallet;
  open: boolean;
  /** Counts the openings: each mounts the dialog anew (its `key`), with its own form and Idempotency-Key. */
  opening: number;
}

/** One kind of money dialog over the wallets: the one chosen's, opened anew each time, and the word that it is done. */
export function useWalletDialog(wallets: readonly Wallet[], { Dialog }: LazyWalletDialog) {
  const [dialog, setDialog] = useState<Opening | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The wallet as the screen shows it now: a refetch while the dialog is open moves its balance.
  const current =
    dialog &&
    (wallets.find(({ appId, currency }) => appId === dialog.wallet.appId && currency === dialog.wallet.currency) ??
      dialog.wallet);

  const start = (wallet: Wallet) => setDialog((last) => ({ wallet, open: true, opening: (last?.opening ?? 0) + 1 }));

  const dialogs = dialog && current && (
    <>
      <Suspense fallback={null}>
        <Dialog
          key={dialog.opening}
          wallet={current}
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
  return { start, dialogs };
}
