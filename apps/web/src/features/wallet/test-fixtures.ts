import { pageOf } from "@/testing/page";
import { BAKU_BOOKS, wallet } from "@/testing/wallet";
import type { Wallet, WalletOperation, WalletOperationPage } from "@portal/contracts";

export { BAKU_BOOKS, CASPIAN, wallet } from "@/testing/wallet";

/**
 * A wallet whose withdrawals pay the SPEC §9 fee: its application withdraws to an IBAN at
 * another bank than Kapital Bank.
 */
export const walletPayingFees = (overrides: Partial<Wallet> = {}): Wallet =>
  wallet({
    withdrawal: { method: "iban", account: "AZ21 **** 1944", bankName: "PASHA Bank", freeOfFees: false },
    ...overrides,
  });

/** Three wallets: Caspian Tours in AZN and USD, and Baku Books, with nothing to pay out and no withdrawal account set up. */
export const wallets = (): Wallet[] => [
  wallet(),
  wallet({ currency: "USD", balance: 80, payoutBalance: 80, reserved: { refunds: 0, payouts: 0 } }),
  wallet({
    appId: BAKU_BOOKS,
    appName: "Baku Books",
    appConfigId: "6a1e2d3c-4b5a-4c6d-8e7f-901a2b3c4d5e",
    balance: 0,
    payoutBalance: 0,
    reserved: { refunds: 0, payouts: 0 },
    withdrawal: { method: "iban", account: null, bankName: null, freeOfFees: false },
  }),
];

/** One operation of a wallet's ledger: by default a card payment on an invoice. */
export const operation = (overrides: Partial<WalletOperation> = {}): WalletOperation => ({
  id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c60",
  kind: "cardPayment",
  createdAt: "2026-05-14T11:00:00.000Z",
  currency: "AZN",
  amount: 25.5,
  balanceAfter: 1250,
  counterparty: "Aysel Mammadova",
  description: "Room 204, two nights",
  transactionId: "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d",
  orderId: "ORD-20260514-0001",
  invoiceId: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
  invoiceCode: "INV-7",
  ...overrides,
});

/** `count` operations, newest first, each its own payment. */
export const operations = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) =>
    operation({
      id: `9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b${String(from + i).padStart(4, "0")}`,
      transactionId: `7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b${String(from + i).padStart(4, "0")}`,
      orderId: `ORD-${String(1000 - from - i).padStart(4, "0")}`,
    }),
  );

/** A page as `GET api/wallets/{appId}` answers: counted exactly, ten a page. */
export const operationPage = (content: WalletOperation[], overrides: Partial<WalletOperationPage> = {}) =>
  pageOf<WalletOperation, WalletOperationPage>(content, overrides);
