import type { SettlementReport, SettlementReportSchedule, WalletOperation } from "@portal/contracts";
import { CASPIAN } from "@/testing/wallet";

export { BAKU_BOOKS, CASPIAN, wallet } from "@/testing/wallet";

const PAYOUT = "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a";

const line = (overrides: Partial<WalletOperation>): WalletOperation => ({
  id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c60",
  kind: "cardPayment",
  createdAt: "2026-05-14T11:00:00.000Z",
  currency: "AZN",
  amount: 300,
  balanceAfter: 300,
  counterparty: "Aysel Mammadova",
  description: "Room 204, two nights",
  transactionId: "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d",
  orderId: "ORD-20260514-0001",
  invoiceId: null,
  invoiceCode: null,
  ...overrides,
});

/**
 * A May report of Caspian Tours: 300.00 received, 30.00 refunded, a 100.00 withdrawal sent
 * with its 1.00 fee, from 50.00 to 219.00.
 */
export const report = (overrides: Partial<SettlementReport> = {}): SettlementReport => ({
  appId: CASPIAN,
  appName: "Caspian Tours",
  merchantId: "M-100200",
  currency: "AZN",
  from: "2026-05-01",
  to: "2026-05-31",
  timeZone: "Asia/Baku",
  openingBalance: 50,
  lines: [
    { kind: "payments", amount: 300, count: 1 },
    { kind: "refunds", amount: -30, count: 1 },
    { kind: "transfersIn", amount: 0, count: 0 },
    { kind: "transfersOut", amount: 0, count: 0 },
    { kind: "fees", amount: -1, count: 1 },
    { kind: "paidOut", amount: -100, count: 1 },
    { kind: "held", amount: 0, count: 0 },
    { kind: "returned", amount: 0, count: 0 },
  ],
  closingBalance: 219,
  payouts: [
    {
      id: PAYOUT,
      kind: "withdrawal",
      createdAt: "2026-05-20T08:00:00.000Z",
      status: "sent",
      amount: 100,
      fee: 1,
      destination: "AZ21 **** 1944",
      description: "Weekly payout",
      settledAt: "2026-05-20T08:01:00.000Z",
      lines: [
        line({ balanceAfter: 350 }),
        line({
          id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c61",
          kind: "refund",
          amount: -30,
          balanceAfter: 320,
          createdAt: "2026-05-15T09:00:00.000Z",
        }),
        line({
          id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c62",
          kind: "withdrawal",
          amount: -100,
          balanceAfter: 220,
          createdAt: "2026-05-20T08:00:00.000Z",
          counterparty: "AZ21 **** 1944",
          description: "Weekly payout",
          transactionId: null,
          orderId: null,
        }),
        line({
          id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c63",
          kind: "withdrawalFee",
          amount: -1,
          balanceAfter: 219,
          createdAt: "2026-05-20T08:00:00.000Z",
          counterparty: "AZ21 **** 1944",
          description: "Weekly payout",
          transactionId: null,
          orderId: null,
        }),
      ],
      linesComplete: true,
    },
  ],
  generatedAt: "2026-06-01T10:00:00.000Z",
  ...overrides,
});

export const schedule = (overrides: Partial<SettlementReportSchedule> = {}): SettlementReportSchedule => ({
  frequency: "weekly",
  format: "csv",
  email: "demo@merchant.az",
  lastSentThrough: "2026-05-31",
  next: { from: "2026-06-01", to: "2026-06-07" },
  ...overrides,
});
