import { z } from "zod";
import { digitsOnly, passesLuhn } from "./cards";
import { messages, requiredText } from "./fields";
import { Installment, ResponseCode } from "./invoices";
import { languages } from "./languages";
import { Currency } from "./money";
import { InvoiceStatus, TransactionStatus } from "./payment-statuses";

/** True once the card's month (MM/YY) is over, seen from `today` (YYYY-MM-DD). */
export function isCardExpired(expiry: string, today: string): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) return true;
  const cardMonth = `20${match[2]}-${match[1]}`;
  return cardMonth < today.slice(0, 7);
}

/** What the customer types on the hosted checkout. The full number never leaves memory. */
export const CardPaymentRequest = z.object({
  cardNumber: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .transform(digitsOnly)
    .refine(passesLuhn, messages.cardNumber),
  expiry: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .refine((v) => /^(0[1-9]|1[0-2])\/\d{2}$/.test(v), messages.cardExpiry),
  cvv: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .refine((v) => /^\d{3,4}$/.test(v), messages.cvv),
  cardHolder: requiredText(100),
  language: z.enum(languages).default("en"),
});
export type CardPaymentRequest = z.input<typeof CardPaymentRequest>;

/** The card form's schema: the server's plus the expiry month against today. */
export function cardPaymentFormSchema(today: string) {
  return CardPaymentRequest.superRefine((value, ctx) => {
    if (/^(0[1-9]|1[0-2])\/\d{2}$/.test(value.expiry) && isCardExpired(value.expiry, today)) {
      ctx.addIssue({ code: "custom", path: ["expiry"], message: messages.cardExpired });
    }
  });
}

export const PaymentResult = z.object({
  transactionId: z.uuid(),
  status: TransactionStatus,
  responseCode: ResponseCode,
  maskedPan: z.string(),
  rrn: z.string().nullable(),
  approvalCode: z.string().nullable(),
  /** True when the card's bank asks for a 3-D Secure code before deciding. */
  challenge: z.boolean(),
});
export type PaymentResult = z.infer<typeof PaymentResult>;

/** What the public payment page shows for an invoice code. */
export const CheckoutInvoice = z.object({
  invoiceCode: z.string(),
  merchantName: z.string(),
  logoUrl: z.string().nullable(),
  description: z.string(),
  amount: z.number(),
  currency: Currency,
  fullName: z.string(),
  status: InvoiceStatus,
  /** The form shows only while this is true: unpaid and the link not expired. */
  payable: z.boolean(),
  preAuth: z.boolean(),
  installment: Installment.nullable(),
  expireDate: z.iso.datetime(),
  /** The last day the link takes payments (YYYY-MM-DD). */
  linkExpirationDate: z.string(),
  /** The last attempt's outcome, so a reload after a failure still says so. */
  lastAttempt: z.object({ status: TransactionStatus, responseCode: ResponseCode.nullable() }).nullable(),
  /** A 3-D Secure challenge waiting for its code. */
  pendingChallenge: z.object({ transactionId: z.uuid(), maskedPan: z.string() }).nullable(),
  /** The successful payment, once there is one. */
  payment: z
    .object({ maskedPan: z.string(), rrn: z.string().nullable(), approvalCode: z.string().nullable(), paidAt: z.iso.datetime() })
    .nullable(),
});
export type CheckoutInvoice = z.infer<typeof CheckoutInvoice>;

export const InvoiceCodeParam = z.object({ invoiceCode: z.string().trim().min(1).max(32) });
export const ChallengeParams = InvoiceCodeParam.extend({ transactionId: z.uuid() });
export const ChallengeAnswer = z.object({
  code: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .refine((v) => /^\d{6}$/.test(v), messages.otp),
});
export type ChallengeAnswer = z.input<typeof ChallengeAnswer>;

/** The request header that makes a payment call safe to retry (DESIGN §3). */
export const IDEMPOTENCY_HEADER = "idempotency-key";
