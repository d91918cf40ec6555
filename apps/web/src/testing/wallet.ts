import type { Wallet } from "@portal/contracts";

export const CASPIAN = "3f1e2d3c-4b5a-4697-8a1b-2c3d4e5f6a70";
export const BAKU_BOOKS = "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c80";

/** A wallet as `GET api/user/wallets` answers (the wallet and payouts screens read it); tests override what they look at. */
export const wallet = (overrides: Partial<Wallet> = {}): Wallet => ({
  appId: CASPIAN,
  appName: "Caspian Tours",
  merchantId: "M-100200",
  appConfigId: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
  currency: "AZN",
  balance: 1250,
  payoutBalance: 1200,
  reserved: { refunds: 50, payouts: 0 },
  withdrawal: { method: "card", account: "416973******1234", bankName: "Kapital Bank", freeOfFees: true },
  ...overrides,
});
