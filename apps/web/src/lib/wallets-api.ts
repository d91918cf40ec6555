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
