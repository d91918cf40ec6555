import { Wallet } from "@portal/contracts";
import * as z from "zod/mini";
import { api } from "./api";
import { asSent } from "@/lib/as-sent";

/**
 * `GET api/user/wallets`, the account's wallets: the wallet screen shows them and the payouts
 * screen pays from one, so it is declared once here. Never cached (SPEC §9): a refund or a
 * payout elsewhere moves the balances, and a revisit shows them as they are now. Money moved
 * from either screen invalidates the `Wallet` tag.
 */
export const walletsApi = api.injectEndpoints({
  endpoints: (build) => ({
    wallets: build.query<Wallet[], void>({
      query: () => "api/user/wallets",
      keepUnusedDataFor: 0,
      providesTags: ["Wallet"],
      responseSchema: asSent(z.array(Wallet)),
    }),
  }),
});

export const { useWalletsQuery } = walletsApi;

/**
 * The wallet an address names (an application, and perhaps a currency): the application's first
 * when it names no currency, and the first of all when it names none, or one the account no
 * longer has (an old bookmark). The wallet and settlement report screens choose alike.
 */
export function walletNamed(
  wallets: readonly Wallet[],
  named: { app?: string | undefined; currency?: string | undefined },
): Wallet | undefined {
  const ofApp = wallets.filter((wallet) => wallet.appId === named.app);
  return ofApp.find((wallet) => wallet.currency === named.currency) ?? ofApp[0] ?? wallets[0];
}
