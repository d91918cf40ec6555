import { maskIban } from "@portal/contracts";
import { bankPayments } from "@/modules/wallets/bank-payments";
import { insertWithdrawal } from "@/modules/wallets/withdrawals.repo";
import { WITHDRAWAL_KINDS, withdrawalRows } from "@/modules/wallets/withdrawals.service";
import type { TestApp } from "./test-app";

/** A server that pays withdrawals through ISO 20022 files from this settlement account (docs/bank-files.md). */
export const FILE_BANK_ENV = {
  PAYOUT_BANK: "iso20022",
  SETTLEMENT_IBAN: "AZ77AIIB38090019449300000001",
  SETTLEMENT_BIC: "AIIBAZ2X",
  SETTLEMENT_NAME: "Portal Payments MMC",
};

/**
 * Withdrawals of `amounts` (minor units, no fee) to the application's IBAN, reserved and
 * handed to the file bank as a confirmed code would: for tests about what happens after,
 * without spending the phone's code budget on each.
 */
export async function queuedWithdrawals(
  t: TestApp,
  owner: { accountId: string; appId: string; iban: string },
  amounts: bigint[],
): Promise<string[]> {
  const bank = bankPayments(t.app);
  const ids: string[] = [];
  for (const amount of amounts) {
    const cost = { ...owner, amount, fee: 0n, currency: "AZN" as const };
    const row = await t.db.transaction((tx) =>
      bank.reserve(tx, cost, WITHDRAWAL_KINDS, (at) =>
        insertWithdrawal(tx, {
          accountId: owner.accountId,
          appId: owner.appId,
          amount,
          fee: 0n,
          currency: "AZN",
          method: "iban",
          account: maskIban(owner.iban),
          destination: owner.iban,
          status: "inProgress",
          createdByName: "Test",
          createdAt: at,
        }),
      ),
    );
    await bank.settle(withdrawalRows, row.id);
    ids.push(row.id);
  }
  return ids;
}
