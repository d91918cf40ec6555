import type { Decoded, WalletOperation } from "@portal/contracts";
import type { WalletOperationRow } from "./wallets.repo";

/** A wallet entry as the API shows it: the wallet screen's operations and a settlement report's payout lines. */
export function toWalletOperation(row: WalletOperationRow): Decoded<typeof WalletOperation> {
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    currency: row.currency,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    counterparty: row.counterparty || null,
    description: row.description || null,
    transactionId: row.transactionId,
    orderId: row.orderId,
    invoiceId: row.invoiceId,
    invoiceCode: row.invoiceCode,
  };
}
