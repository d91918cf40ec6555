import * as z from "zod/mini";

/**
 * The status labels of SPEC §4, one value each; the portal shows
 * `common:paymentStatus.<value>` and colours the chip by `statusTone`.
 */
export const paymentStatuses = [
  "paid",
  "partialRefunded",
  "refunded",
  "reversed",
  "declined",
  "expired",
  "preAuthExpired",
  "canceled",
  "created",
  "accepted",
  "failed",
  "success",
  "inProgress",
  "refundInProgress",
  "preAuth",
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** DESIGN §4 "Invoice". */
export const invoiceStatuses = [
  "created",
  "paid",
  "preAuth",
  "declined",
  "failed",
  "expired",
  "canceled",
  "partialRefunded",
  "refunded",
  "preAuthExpired",
] as const satisfies readonly PaymentStatus[];
export const InvoiceStatus = z.enum(invoiceStatuses);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/** An invoice that can still be paid, edited or deleted (its link may still be open). */
export const unpaidInvoiceStatuses = ["created", "declined", "failed"] as const satisfies readonly InvoiceStatus[];

export function isUnpaid(status: InvoiceStatus): boolean {
  return (unpaidInvoiceStatuses as readonly string[]).includes(status);
}

/** DESIGN §4 "Transaction": one payment attempt. */
export const transactionStatuses = [
  "inProgress",
  "success",
  "declined",
  "failed",
  "preAuth",
  "reversed",
  "preAuthExpired",
  "refundInProgress",
  "partialRefunded",
  "refunded",
] as const satisfies readonly PaymentStatus[];
export const TransactionStatus = z.enum(transactionStatuses);
export type TransactionStatus = z.infer<typeof TransactionStatus>;

export type StatusTone = "success" | "error" | "warning" | "info" | "default";

export function statusTone(status: PaymentStatus): StatusTone {
  switch (status) {
    case "paid":
    case "success":
    case "accepted":
      return "success";
    case "declined":
    case "failed":
    case "expired":
    case "preAuthExpired":
    case "canceled":
    case "reversed":
      return "error";
    case "preAuth":
    case "inProgress":
    case "refundInProgress":
      return "warning";
    case "partialRefunded":
    case "refunded":
      return "info";
    default:
      return "default";
  }
}
