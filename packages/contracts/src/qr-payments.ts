import * as z from "zod/mini";
import { messages } from "./field-rules";
import { filterText, InvoiceFilters, invoiceAmountField } from "./invoices";
import { Currency } from "./money";
import { PageQuery } from "./pages";
import { ProofSolution } from "./proof-of-work";
import { type QrPaymentFieldName, qrPaymentFieldIssue, qrPaymentFieldValue } from "./qr-page-rules";

/*
 * QR payments (SPEC §2, §3): a customer scans an application's QR code, opens its QR page
 * (`/pay/merchant/{merchantId}`), types an amount and pays it on the hosted checkout. The
 * payment is an invoice whose source is `qr` (docs/invoices.md "QR payments").
 */

/** The application's public merchant id in the QR code's address; anything else is an unknown merchant (404). */
export const MerchantIdParam = z.object({ merchantId: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)) });

/** What the QR page shows of the merchant to anyone who scans the code. */
export const QrPageMerchant = z.object({
  /** The application's name and, when it has one, its public logo (`/api/apps/{id}/logo`), as on the checkout. */
  merchantName: z.string(),
  merchantLogoUrl: z.nullable(z.string()),
  /** What the customer pays in: the region's currency. */
  currency: Currency,
});
export type QrPageMerchant = z.infer<typeof QrPageMerchant>;

/** An optional field of the QR page: absent, null or blank is "not given" (""), anything else meets its rule. */
const optionalField = (field: QrPaymentFieldName) =>
  z.pipe(
    z.nullish(
      z.string({ error: messages.invalid }).check(
        z.superRefine((value, ctx) => {
          const issue = qrPaymentFieldIssue(field, value);
          if (issue) ctx.addIssue({ code: "custom", message: issue });
        }),
      ),
    ),
    z.transform((value) => (value ? qrPaymentFieldValue(field, value) : "")),
  );

/** What the QR page sends; `proof` answers a PROOF_REQUIRED challenge (docs/security.md "QR page"). */
export const QrPaymentRequest = z.object({
  amount: invoiceAmountField,
  fullName: optionalField("fullName"),
  phone: optionalField("phone"),
  optionalCode: optionalField("optionalCode"),
  proof: z.optional(ProofSolution),
});
export type QrPaymentRequest = z.input<typeof QrPaymentRequest>;

/** The invoice made for the payment: the page sends the customer on to its checkout, `/pay/{invoiceCode}`. */
export const QrPaymentStarted = z.object({ invoiceCode: z.string() });
export type QrPaymentStarted = z.infer<typeof QrPaymentStarted>;

/** SPEC §3 "QR payouts" filters, over the invoices paid (or tried) through an application's QR page. */
export const QrPaymentFilters = z.extend(PageQuery, {
  from: InvoiceFilters.shape.from,
  to: InvoiceFilters.shape.to,
  amount: InvoiceFilters.shape.amount,
  fullName: filterText,
  phoneNumber: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  optionalCode: filterText,
  /** As the invoices list: a shown page's `nextCursor` or `previousCursor`, or `last`; without it `page` is an offset. */
  cursor: InvoiceFilters.shape.cursor,
});
export type QrPaymentFilters = z.input<typeof QrPaymentFilters>;

/** The filter names the QR payments list keeps in its URL. */
export const qrPaymentFilterNames = ["from", "to", "amount", "fullName", "phoneNumber", "optionalCode"] as const;
