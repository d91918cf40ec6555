import { type WalletOperationsQuery, WalletOperationPage } from "@portal/contracts";
import { api } from "@/lib/api";
import { asSent } from "@/lib/as-sent";

/** One wallet's page of operations: the path's application, and the query's currency, dates and page. */
export type WalletOperationsRequest = WalletOperationsQuery & { appId: string };

/**
 * SPEC §7 Wallets, a wallet's operations (the wallets themselves: `@/lib/wallets-api`). Never
 * cached (SPEC §9, as the transactions list): a refund or a capture elsewhere moves the
 * balances, and a revisit shows them as they are now. It carries the `Wallet` tag, so money
 * moved from this screen (transfer-api.ts) refetches it.
 */
export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    walletOperations: build.query<WalletOperationPage, WalletOperationsRequest>({
      query: ({ appId, ...params }) => ({ url: `api/wallets/${encodeURIComponent(appId)}`, params }),
      keepUnusedDataFor: 0,
      providesTags: ["Wallet"],
      responseSchema: asSent(WalletOperationPage),
    }),
  }),
});

export const { useWalletOperationsQuery } = walletApi;
