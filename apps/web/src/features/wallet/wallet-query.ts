import { type Wallet, WalletOperationsQuery } from "@portal/contracts";
import * as z from "zod/mini";
import { listFilters } from "@/lib/list-filters";
import { walletNamed } from "@/lib/wallets-api";

/** The chosen wallet (its application and currency) and the operations' dates, as the address holds them. */
export const walletFilterNames = ["app", "currency", "from", "to"] as const;
export type WalletFilterName = (typeof walletFilterNames)[number];

const { page, currency, from, to } = WalletOperationsQuery.shape;
const WalletScreenQuery = z.object({ page, app: z.optional(z.uuid()), currency, from, to });

/** The wallet screen's address: `?app=…&currency=…&from=…&to=…&page=…` (page zero-based, as the API counts). */
export type WalletQuery = z.output<typeof WalletScreenQuery>;

export const { queryFromSearch, searchFromQuery, withFilters } = listFilters<WalletQuery, WalletFilterName>(
  WalletScreenQuery,
  walletFilterNames,
);

export const walletKey = (wallet: Pick<Wallet, "appId" | "currency">) => `${wallet.appId}:${wallet.currency}`;

/** The wallet the address names (`walletNamed`). */
export const chosenWallet = (wallets: readonly Wallet[], query: WalletQuery): Wallet | undefined =>
  walletNamed(wallets, query);

/** Another wallet: its operations from the first page, over the same dates. */
export const choosing = (query: WalletQuery, wallet: Wallet) =>
  withFilters(query, { app: wallet.appId, currency: wallet.currency });

export const hasDates = (query: WalletQuery) => query.from !== undefined || query.to !== undefined;
