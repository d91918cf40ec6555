import type { ApiInvoice, ApiOperation, ApiOrder, ApiPayout, ApiTransaction, Language } from "@portal/contracts";
import type { payouts, withdrawals } from "@/db/schema";
import { type InvoiceRow, paymentUrlOf } from "@/modules/invoices/invoices.repo";
import type { OperationRow } from "@/modules/transactions/transaction-operations.repo";
import { refundableOf, type TransactionRow } from "@/modules/transactions/transactions.repo";

/*
 * Rows as the merchant API shows them (packages/contracts/src/merchant-api.ts): every amount an
 * integer in minor units. The same views are what webhook events carry, so an event's `data`
 * reads exactly as `GET /api/v1/…` would have answered at that moment.
 */

const minor = (value: bigint) => Number(value);
const iso = (at: Date | null) => at?.toISOString() ?? null;

export function toApiTransaction(row: TransactionRow): ApiTransaction {
  return {
    id: row.id,
    order: row.invoiceId,
    status: row.status,
    amount: minor(row.amount),
    capturedAmount: minor(row.capturedAmount),
    totalRefunded: minor(row.totalRefunded),
    totalReversed: minor(row.totalReversed),
    refundableAmount: minor(refundableOf(row)),
    currency: row.currency,
    responseCode: row.responseCode,
    responseDescription: row.responseDescription,
    cardNumber: row.maskedPan,
    cardBrand: row.cardBrand,
    acquirerOrderId: row.orderId,
    rrn: row.rrn,
    approvalCode: row.approvalCode,
    createdAt: row.createdAt.toISOString(),
    completionDate: iso(row.completionDate),
    preAuthExpiresAt: iso(row.preAuthExpiresAt),
  };
}

/** An order: an invoice of source `api`, with its attempts newest first. `origin` is where its checkout link points. */
export function toApiOrder(row: InvoiceRow, attempts: TransactionRow[], merchantId: string, origin: string): ApiOrder {
  return {
    id: row.id,
    object: "order",
    merchantId,
    status: row.status,
    amount: minor(row.amount),
    currency: row.currency,
    description: row.description,
    bookingId: row.bookingId || null,
    invoiceCode: row.invoiceCode,
    customer: { name: row.fullName || null, email: row.email, phone: row.phone || null },
    language: (row.language ?? "en") satisfies Language,
    preAuth: row.preAuth,
    returnUrl: row.returnUrl,
    metadata: row.metadata ?? {},
    checkoutUrl: paymentUrlOf(origin, row.invoiceCode),
    capturedAmount: minor(row.paidAmount),
    refundedAmount: minor(row.refundedAmount),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    transactions: attempts.map(toApiTransaction),
  };
}

export function toApiOperation(row: OperationRow, orderId: string): ApiOperation {
  return {
    id: row.id,
    object: "operation",
    kind: row.kind,
    order: orderId,
    transaction: row.transactionId,
    amount: minor(row.amount),
    currency: row.currency,
    status: row.status,
    failureReason: row.status === "failed" ? row.responseDescription : null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    completedAt: iso(row.completedAt),
  };
}

export function toApiInvoice(row: InvoiceRow, origin: string): ApiInvoice {
  return {
    id: row.id,
    object: "invoice",
    invoiceCode: row.invoiceCode,
    status: row.status,
    amount: minor(row.amount),
    currency: row.currency,
    fullName: row.fullName,
    phone: row.phone,
    email: row.email,
    description: row.description,
    bookingId: row.bookingId,
    linkExpirationDate: row.linkExpirationDate,
    dueDate: row.dueDate,
    preAuth: row.preAuth,
    recurrence: row.recurrence,
    paymentUrl: paymentUrlOf(origin, row.invoiceCode),
    capturedAmount: minor(row.paidAmount),
    refundedAmount: minor(row.refundedAmount),
    sentBySms: row.sentBySms,
    sentByEmail: row.sentByEmail,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

type WithdrawalRow = typeof withdrawals.$inferSelect;
type PayoutRow = typeof payouts.$inferSelect;

/** A withdrawal, payout or top-up that the bank settled one way or the other. */
export function toApiPayout(row: ({ kind: "withdrawal" } & WithdrawalRow) | PayoutRow): ApiPayout {
  return {
    id: row.id,
    object: "payout",
    kind: row.kind,
    amount: minor(row.amount),
    fee: minor(row.fee),
    currency: row.currency,
    // The masked account as the portal shows it: `destination` is what the bank is told (an IBAN, a phone, a card token).
    destination: row.kind === "withdrawal" ? row.account : row.recipientAccount,
    status: row.status === "failed" ? "failed" : "sent",
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    settledAt: iso(row.settledAt),
  };
}
