import { invoiceAmountIssue } from "./amount-rules";
import { isValidPhone, messages, normalisePhone } from "./field-rules";

/**
 * What a customer types on an application's QR page (`/pay/merchant/{merchantId}`): the
 * amount and, if they like, their name, phone and a reference code (`optionalCode`). Free of
 * zod, so the page imports it by its deep path (`@portal/contracts/qr-page-rules`); the API's
 * schema (`QrPaymentRequest`, qr-payments.ts) is built on these same checks.
 */
export interface QrPaymentFieldValues {
  amount: string;
  fullName: string;
  phone: string;
  optionalCode: string;
}
export type QrPaymentFieldName = keyof QrPaymentFieldValues;

/** As long as an invoice's customer name and booking id may be: the payment becomes an invoice. */
export const QR_PAYMENT_MAX_LENGTHS = { fullName: 100, optionalCode: 64 } as const;

const upTo = (max: number) => (value: string) => (value.length > max ? messages.tooLong : null);

const checks: Record<QrPaymentFieldName, (value: string) => string | null> = {
  // The QR payment is an invoice: SPEC §5's invoice amount, at least 1 and below 40 000.
  amount: invoiceAmountIssue,
  fullName: upTo(QR_PAYMENT_MAX_LENGTHS.fullName),
  phone: (value) => (value === "" || isValidPhone(normalisePhone(value)) ? null : messages.phone),
  optionalCode: upTo(QR_PAYMENT_MAX_LENGTHS.optionalCode),
};

/** The message key of the first rule the field breaks, or null. Only the amount is required. */
export function qrPaymentFieldIssue(field: QrPaymentFieldName, value: string): string | null {
  return checks[field](value.trim());
}

/** The field as it is sent and kept: trimmed, and a phone without the grouping people type. */
export function qrPaymentFieldValue(field: QrPaymentFieldName, value: string): string {
  const trimmed = value.trim();
  return field === "phone" ? normalisePhone(trimmed) : trimmed;
}
