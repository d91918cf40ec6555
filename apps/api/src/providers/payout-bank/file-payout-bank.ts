import type { Currency } from "@portal/contracts";
import { endToEndIdOf } from "./iso20022/pain001";
import type { PayoutBank } from "./payout-bank";

/** A withdrawal as a bank file will carry it. */
export interface QueuedTransfer {
  id: string;
  operation: "withdrawal";
  accountId: string;
  appId: string;
  amount: bigint;
  currency: Currency;
  creditorName: string;
  creditorIban: string;
  remittance: string;
}

/**
 * The provider's bank reached through ISO 20022 files (`PAYOUT_BANK=iso20022`,
 * docs/bank-files.md): `send` only queues the transfer for the next payout batch, and the
 * answer comes with the bank's statement, which concludes the payment itself; until then it is
 * pending. The bank pays IBANs and looks up nobody, so it takes the merchant's own
 * withdrawals only.
 */
export function filePayoutBank(queue: (transfer: QueuedTransfer) => Promise<void>): PayoutBank {
  return {
    destinations: ["iban"],
    paysOthers: false,
    answersBy: "statement",
    async lookup() {
      return { found: false, reason: "The provider's bank does not look up accounts." };
    },
    async send({ reference, amount, currency, destination, order }) {
      if (destination.kind !== "iban" || order.operation !== "withdrawal")
        return { kind: "failed", reason: "The provider's bank pays withdrawals to an IBAN only." };
      await queue({
        id: reference,
        operation: order.operation,
        accountId: order.accountId,
        appId: order.appId,
        amount,
        currency,
        creditorName: order.creditorName,
        creditorIban: destination.iban,
        remittance: order.remittance,
      });
      return { kind: "pending", bankReference: endToEndIdOf(reference) };
    },
    async check({ bankReference }) {
      return { kind: "pending", bankReference };
    },
  };
}
