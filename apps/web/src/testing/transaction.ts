import type { Transaction, TransactionOperation } from "@portal/contracts";
import { invoice } from "./invoice";

/** A successful payment attempt on the `invoice()` fixture, as `GET api/transactions/{id}` answers; tests override what they look at. */
export const transaction = (overrides: Partial<Transaction> = {}): Transaction => {
  const shown = base(overrides);
  // What is left follows what a test says was captured and refunded, unless it says otherwise.
  return {
    ...shown,
    netAmount: overrides.netAmount ?? Math.round((shown.capturedAmount - shown.totalRefunded) * 100) / 100,
  };
};

const base = (overrides: Partial<Transaction>): Omit<Transaction, "netAmount"> => ({
  id: "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d",
  orderId: "ORD-20260514-0001",
  sessionId: "SES-9f8e7d6c",
  invoiceId: invoice().id,
  invoiceCode: invoice().invoiceCode,
  bookingId: invoice().bookingId,
  fullName: invoice().fullName,
  description: invoice().description,
  appName: "Caspian Tours",
  amount: 25.5,
  currency: "AZN",
  paymentMethod: "card",
  status: "success",
  responseCode: "approved",
  responseDescription: "Approved",
  orderLanguage: "az",
  createdAt: "2026-05-14T11:00:00.000Z",
  completionDate: "2026-05-14T11:00:05.000Z",
  cardNumber: "416973******1234",
  // As the server names it (`cardBrandOf`); the screen shows the brand's own name.
  cardBrand: "visa",
  cardHolder: "AYSEL MAMMADOVA",
  rrn: "613411234567",
  approvalCode: "A1B2C3",
  installment: null,
  capturedAmount: 25.5,
  totalReversed: 0,
  totalRefunded: 0,
  refundableAmount: 25.5,
  preAuthExpiresAt: null,
  ...overrides,
});

/** A refund done on the `transaction()` fixture, as `GET api/transactions/{id}/operations` lists it. */
export const transactionOperation = (overrides: Partial<TransactionOperation> = {}): TransactionOperation => ({
  id: "9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f",
  kind: "refund",
  amount: 10,
  currency: "AZN",
  status: "succeeded",
  responseDescription: null,
  actorName: "Leyla Aliyeva",
  reason: null,
  createdAt: "2026-05-15T09:00:00.000Z",
  completedAt: "2026-05-15T09:00:02.000Z",
  ...overrides,
});
