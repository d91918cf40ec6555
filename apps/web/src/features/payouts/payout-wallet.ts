import type { Wallet } from "@portal/contracts";
import { useEffect, useState } from "react";
import { storage } from "@/light/storage";

/** Which wallet pays: the application (kept as `appKey`, SPEC §3) and, when it has several, the currency chosen on this visit. */
type Choice = Pick<Wallet, "appId"> & Partial<Pick<Wallet, "currency">>;

/**
 * The wallet the payouts screen pays from: the stored application's (its first currency unless
 * another was chosen), or the first wallet when none is stored or the stored one is gone. What
 * is chosen is stored, so the `X-App-Key` sent is always the `appKey` kept (SPEC §7).
 */
export function usePayoutWallet(wallets: readonly Wallet[] | undefined) {
  const [choice, setChoice] = useState<Choice | null>(() => {
    const appId = storage.getAppKey();
    return appId ? { appId } : null;
  });
  const ofApp = wallets?.filter((wallet) => wallet.appId === choice?.appId) ?? [];
  const chosen = ofApp.find((wallet) => wallet.currency === choice?.currency) ?? ofApp[0] ?? wallets?.[0];

  const chosenAppId = chosen?.appId;
  useEffect(() => {
    if (chosenAppId && storage.getAppKey() !== chosenAppId) storage.setAppKey(chosenAppId);
  }, [chosenAppId]);

  const choose = ({ appId, currency }: Wallet) => {
    storage.setAppKey(appId);
    setChoice({ appId, currency });
  };
  return { chosen, choose };
}
