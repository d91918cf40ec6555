import type { CheckoutInvoice, PaymentResult } from "@portal/contracts";

export const invoiceCode = "INV-7Q2K";
export const appId = "3f2b8c1e-5d4a-4c7b-9e6f-1a2b3c4d5e6f";
export const transactionId = "5b1f0c9e-2d3a-4e5f-8a7b-6c5d4e3f2a1b";
/** What the pay call gives the paying browser with a 3-D Secure challenge. */
export const challengeToken = "ct_9f8e7d6c5b4a39281706f5e4d3c2b1a0";

/** An unpaid invoice as `GET api/checkout/{invoiceCode}` answers; a test overrides what it looks at. */
export const checkoutInvoice = (overrides: Partial<CheckoutInvoice> = {}): CheckoutInvoice => ({
  invoiceCode,
  merchantName: "Çay Evi",
  merchantLogoUrl: `/api/apps/${appId}/logo`,
  description: "Tea set for two",
  amount: 12.5,
  currency: "AZN",
  status: "created",
  payable: true,
  merchantAvailable: true,
  preAuth: false,
  installment: null,
  expireDate: "2099-01-31T20:00:00.000Z",
  linkExpirationDate: "2099-01-31",
  lastAttempt: null,
  challengePending: false,
  payment: null,
  returnUrl: null,
  language: null,
  cardEntry: { style: "direct" },
  ...overrides,
});

/** An approved payment as the pay call answers. */
export const paymentResult = (overrides: Partial<PaymentResult> = {}): PaymentResult => ({
  transactionId,
  status: "success",
  responseCode: "approved",
  maskedPan: "416973******0001",
  rrn: "512345678901",
  approvalCode: "A1B2C3",
  challenge: false,
  challengeToken: null,
  ...overrides,
});

/** A 3-D Secure challenge as the pay call answers it. */
export const challengeResult = (overrides: Partial<PaymentResult> = {}): PaymentResult =>
  paymentResult({
    status: "inProgress",
    responseCode: "challengeRequired",
    challenge: true,
    challengeToken,
    rrn: null,
    approvalCode: null,
    ...overrides,
  });
