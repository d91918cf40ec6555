import type { Currency, DashboardTotals, PeriodFigures, Wallet } from "@portal/contracts";

/** Everything the cards show for one currency. */
export interface CurrencyFigures {
  currency: Currency;
  current: PeriodFigures;
  /** Absent when the previous period had no payment in this currency: nothing to compare with. */
  previous: PeriodFigures | undefined;
  /** Held on cards now. */
  held: number;
  /** What the wallets in this currency can pay out now; undefined while unknown (loading or failed). */
  wallet: number | undefined;
}

const noFigures = (currency: Currency): PeriodFigures => ({
  currency,
  received: 0,
  refunded: 0,
  net: 0,
  payments: 0,
  averagePayment: null,
  attempts: 0,
  approved: 0,
  successRate: null,
});

/** Sums of major units, kept to the qapik: adding floats drifts (0.1 + 0.2). */
const addMoney = (a: number, b: number) => Math.round((a + b) * 100) / 100;

/**
 * One row of figures per currency that has anything to show: a payment in either period,
 * money held, or a wallet (of the chosen application, or of all). Currencies in code order.
 */
export function figuresByCurrency(
  totals: DashboardTotals,
  wallets: readonly Wallet[] | undefined,
  appId: string | undefined,
): CurrencyFigures[] {
  const walletsShown = wallets?.filter((wallet) => !appId || wallet.appId === appId);
  const currencies = new Set<Currency>([
    ...totals.current.map((f) => f.currency),
    ...totals.previous.map((f) => f.currency),
    ...totals.held.map((h) => h.currency),
    ...(walletsShown ?? []).map((w) => w.currency),
  ]);
  return [...currencies].sort().map((currency) => ({
    currency,
    current: totals.current.find((f) => f.currency === currency) ?? noFigures(currency),
    previous: totals.previous.find((f) => f.currency === currency),
    held: totals.held.find((h) => h.currency === currency)?.amount ?? 0,
    wallet: walletsShown?.filter((w) => w.currency === currency).reduce((sum, w) => addMoney(sum, w.payoutBalance), 0),
  }));
}
