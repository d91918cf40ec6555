import { type Wallet, WalletOperationsQuery } from "@portal/contracts";
import * as z from "zod/mini";
import { listFilters } from "@/lib/list-filters";

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

/**
 * The wallet the address names; the first of the application's when it names no currency, and
 * the first of all when it names none (or one the account no longer has: an old bookmark).
 */
export function chosenWallet(wallets: readonly Wallet[], query: WalletQuery): Wallet | undefined {
  const ofApp = wallets.filter((wallet) => wallet.appId === query.app);
  return ofApp.find((wallet) => wallet.currency === query.currency) ?? ofApp[0] ?? wallets[0];
}

/** Another wallet: its operations from the first page, over the same dates. */
export const choosing = (query: WalletQuery, wallet: Wallet) =>
  withFilters(query, { app: wallet.appId, currency: wallet.currency });

export const hasDates = (query: WalletQuery) => query.from !== undefined || query.to !== undefined;
