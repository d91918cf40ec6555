import type { ApiBalance, Currency } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { payoutsInReview } from "@/modules/wallets/payouts.repo";
import { refundsInProgress, walletBalances } from "@/modules/wallets/wallets.repo";
import type { ApiKeyContext } from "./api-key-auth";

/**
 * `GET /api/v1/balance`: the key's application's wallets, read from the ledger as the portal's
 * wallet screen reads them (docs/glossary.md "Wallets"), in minor units. A live application
 * never paid has an empty AZN wallet, as on that screen.
 */
export function balanceService(app: FastifyInstance) {
  async function read(caller: ApiKeyContext): Promise<ApiBalance> {
    const [balances, refunds, inReview] = await Promise.all([
      walletBalances(app.db, caller.scope),
      refundsInProgress(app.db, caller.scope),
      payoutsInReview(app.db, caller.scope),
    ]);
    const held = (rows: { currency: Currency; amount: bigint }[], currency: Currency) =>
      rows.find((r) => r.currency === currency)?.amount ?? 0n;
    const wallets = balances.length > 0 ? balances : [{ currency: "AZN" as const, balance: 0n }];
    return {
      object: "balance",
      wallets: wallets
        .map(({ currency, balance }) => {
          const refundsHeld = held(refunds, currency);
          const payoutsHeld = held(inReview, currency);
          return {
            currency,
            payoutBalance: Number(balance),
            balance: Number(balance + refundsHeld + payoutsHeld),
            reserved: { refunds: Number(refundsHeld), payouts: Number(payoutsHeld) },
          };
        })
        .sort((a, b) => a.currency.localeCompare(b.currency)),
    };
  }

  return { read };
}
