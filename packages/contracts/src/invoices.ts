import * as z from "zod/mini";
import { MerchantCategory, merchantCategories } from "./applications";
import { addDays } from "./calendar";
import { dateField, optionalDateField } from "./dates";
import { EMAIL_MAX_LENGTH, isValidEmail, messages, phoneField, requiredText } from "./fields";
import { amountTextOf, invoiceAmountIssue } from "./amount-rules";
import { Currency, MajorAmount, toMinorUnits } from "./money";
import { PageQuery, pageOf } from "./pages";
import { installmentCardTypes } from "./installment-cards";
import { InvoiceStatus } from "./payment-statuses";

/**
 * An invoice's amount as sent, a decimal in major units as text or a number, checked by SPEC §5's
 * rule. Its own name so that the documents can state each form's rule (the API's openapi-refinements.ts).
 */
export const invoiceAmountSent = z.union([z.string(), z.number()], { error: messages.required }).check(
  z.superRefine((value, ctx) => {
    const issue = invoiceAmountIssue(value);
    if (issue) ctx.addIssue({ code: "custom", message: issue });
  }),
);

/** A decimal in major units (number or string); out comes the same amount as a string. */
export const invoiceAmountField = z.pipe(
  invoiceAmountSent,
  z.transform((value) => amountTextOf(value)),
);

export const recurrences = ["none", "weekly", "monthly", "annually"] as const;
export const Recurrence = z.enum(recurrences);
export type Recurrence = z.infer<typeof Recurrence>;

export { installmentCardNames, installmentCardTypes, type InstallmentCardType } from "./installment-cards";
export const installmentPeriods = [30, 60, 90, 180, 270, 360] as const;
export const Installment = z.object({
  cardType: z.enum(installmentCardTypes, { error: messages.required }),
  period: z.literal(installmentPeriods, { error: messages.required }),
});
export type Installment = z.infer<typeof Installment>;

/** Blank, or an e-mail address: an optional address's rule (named, for the documents to state it). */
export const isBlankOrEmail = (value: string) => value === "" || isValidEmail(value);
/** Blank, or one of the categories (named, as `isBlankOrEmail`). */
export const isBlankOrCategory = (value: string) =>
  value === "" || (merchantCategories as readonly string[]).includes(value);

// Not unions: a union that fails names no field rule, only "Invalid input".
const optionalEmail = z.pipe(
  z.nullish(
    z
      .string()
      .check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, messages.tooLong), z.refine(isBlankOrEmail, messages.email)),
  ),
  z.transform((v) => (v ? v.toLowerCase() : null)),
);

const optionalCategory = z.pipe(
  z.nullish(z.string().check(z.refine(isBlankOrCategory, messages.invalid))),
  z.transform((v) => (v || null) as MerchantCategory | null),
);

/** What the merchant edits: everything of the create form but the application. */
export const InvoiceFields = z.object({
  amount: invoiceAmountField,
  currency: Currency,
  fullName: requiredText(100),
  phone: phoneField,
  email: optionalEmail,
  description: requiredText(500),
  linkExpirationDate: dateField,
  dueDate: optionalDateField,
  category: optionalCategory,
  bookingId: requiredText(64),
  preAuth: z._default(z.boolean(), false),
  installment: z._default(z.nullable(Installment), null),
  recurrence: z._default(Recurrence, "none"),
  scheduledPaymentDate: optionalDateField,
  checkInDate: optionalDateField,
});

export const InvoiceInput = z.extend(InvoiceFields, { appId: z.uuid({ error: messages.required }) });
export type InvoiceInput = z.input<typeof InvoiceInput>;
export type InvoiceUpdate = z.input<typeof InvoiceFields>;

/** The longest a payment link may live (a year): an old link is a phishing lure and a card-testing target. */
export const LINK_LIFETIME_MAX_DAYS = 365;

/** The link lifetime the new invoice form starts with before the merchant has chosen one (the merchant can change it). */
export const DEFAULT_LINK_LIFETIME_DAYS = 7;

/**
 * What the new invoice form starts from (`GET api/invoices/form-defaults`): the newest
 * invoice made on the form (source `link`) in the caller's scope, its creation instant and
 * link date, from which the form takes the lifetime the merchant chose last; null before
 * the first. The form measures the lifetime in the browser's own calendar, the one the date
 * was picked in.
 */
export const InvoiceFormDefaults = z.object({
  lastLink: z.nullable(z.object({ createdAt: z.iso.datetime(), linkExpirationDate: z.string() })),
});
export type InvoiceFormDefaults = z.infer<typeof InvoiceFormDefaults>;

export interface DateRuleIssue {
  path: "linkExpirationDate" | "scheduledPaymentDate";
  message: string;
}

/**
 * The rules that depend on today (SPEC §5: the link expires after today; a recurrence
 * needs a first scheduled date, also after today). Both the form and the server run them.
 */
export function invoiceDateIssues(
  input: {
    linkExpirationDate?: string | null;
    recurrence?: Recurrence;
    scheduledPaymentDate?: string | null;
    recurrenceStopped?: boolean;
  },
  today: string,
): DateRuleIssue[] {
  const issues: DateRuleIssue[] = [];
  if (input.linkExpirationDate && input.linkExpirationDate <= today) {
    issues.push({ path: "linkExpirationDate", message: messages.linkExpiration });
  } else if (input.linkExpirationDate && input.linkExpirationDate > addDays(today, LINK_LIFETIME_MAX_DAYS)) {
    issues.push({ path: "linkExpirationDate", message: messages.linkExpirationMax });
  }
  // A stopped recurrence keeps its period for the record but schedules nothing.
  if (input.recurrence && input.recurrence !== "none" && !input.recurrenceStopped) {
    if (!input.scheduledPaymentDate) issues.push({ path: "scheduledPaymentDate", message: messages.required });
    else if (input.scheduledPaymentDate <= today)
      issues.push({ path: "scheduledPaymentDate", message: messages.scheduledPaymentDate });
  }
  return issues;
}

/** What the create form validates: the server's schema plus today's date rules. */
export function invoiceFormSchema(today: string) {
  return InvoiceInput.check(
    z.superRefine((value, ctx) => {
      for (const issue of invoiceDateIssues(value, today))
        ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
    }),
  );
}

export const SendInvoiceRequest = z
  .object({
    invoiceId: z.uuid({ error: messages.required }),
    sms: z._default(z.boolean(), false),
    email: z._default(z.boolean(), false),
  })
  .check(z.refine((v) => v.sms || v.email, { message: messages.sendChannel, path: ["sms"] }));
export type SendInvoiceRequest = z.input<typeof SendInvoiceRequest>;

export const InvoiceSent = z.object({
  /** Where it went: the phone for SMS, the address for e-mail. */
  sms: z.nullable(z.string()),
  email: z.nullable(z.string()),
});
export type InvoiceSent = z.infer<typeof InvoiceSent>;

/**
 * Where an invoice came from: the create form, the application's QR code page, a bulk upload, a
 * recurrence, a pay button, or the merchant API (an order: `POST /api/v1/orders`; one made by its
 * `POST /api/v1/invoices` is `link`, like the portal's).
 */
export const invoiceSources = ["link", "qr", "bulk", "recurring", "button", "api"] as const;

export const Invoice = z.object({
  id: z.uuid(),
  invoiceCode: z.string(),
  bookingId: z.string(),
  appId: z.uuid(),
  appName: z.string(),
  /** Decimal in major units. */
  amount: MajorAmount,
  currency: Currency,
  fullName: z.string(),
  phone: z.string(),
  email: z.nullable(z.string()),
  description: z.string(),
  linkExpirationDate: z.string(),
  dueDate: z.nullable(z.string()),
  category: z.nullable(MerchantCategory),
  preAuth: z.boolean(),
  installment: z.nullable(Installment),
  recurrence: Recurrence,
  /** The next date a recurring invoice issues a new one; null once stopped or without recurrence. */
  scheduledPaymentDate: z.nullable(z.string()),
  recurrenceStopped: z.boolean(),
  checkInDate: z.nullable(z.string()),
  status: InvoiceStatus,
  source: z.enum(invoiceSources),
  /** The reference code the customer typed on the QR page (source `qr`), if any. */
  optionalCode: z.nullable(z.string()),
  paymentUrl: z.string(),
  createdBy: z.string(),
  completedBy: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  /** When the link stops taking payments (the end of the link expiration date, UTC). */
  expireDate: z.iso.datetime(),
  lastModifiedBy: z.nullable(z.string()),
  lastModifiedAt: z.nullable(z.iso.datetime()),
  /** Captured so far (major units), and refunded of it. */
  paidAmount: MajorAmount,
  refundedAmount: MajorAmount,
  /** The channels the link has gone by so far (sent by a user, or by a recurrence): the portal then offers "Resend". */
  sentBySms: z.boolean(),
  sentByEmail: z.boolean(),
});
export type Invoice = z.input<typeof Invoice>;

export const InvoicePage = z.extend(pageOf(Invoice), {
  /** Send one as `cursor` to move a page on by keyset (docs/transactions.md "Transactions"), at any depth. */
  nextCursor: z.optional(z.nullable(z.string())),
  previousCursor: z.optional(z.nullable(z.string())),
});
export type InvoicePage = z.input<typeof InvoicePage>;

/** A typed-in text filter of a list: trimmed, at most 100 characters. */
export const filterText = z.optional(z.string().check(z.trim(), z.maxLength(100)));

/** SPEC §3 invoice filters; dates are YYYY-MM-DD (inclusive), on the creation date. */
export const InvoiceFilters = z.extend(PageQuery, {
  status: z.optional(InvoiceStatus),
  from: z.optional(dateField),
  to: z.optional(dateField),
  amount: z
    .optional(z.string().check(z.trim()))
    .check(z.refine((v) => v === undefined || v === "" || toMinorUnits(v) !== null, messages.amountNumber)),
  appName: filterText,
  bookingId: filterText,
  invoiceCode: filterText,
  guestName: filterText,
  email: filterText,
  /** A shown page's `nextCursor` or `previousCursor`, or `last`; without it `page` is an offset. */
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type InvoiceFilters = z.input<typeof InvoiceFilters>;

/** The filter names the invoices list keeps in its URL. */
export const invoiceFilterNames = [
  "status",
  "from",
  "to",
  "amount",
  "appName",
  "bookingId",
  "invoiceCode",
  "guestName",
  "email",
] as const;

export const datePresets = ["thisWeek", "thisMonth", "last3Months", "last6Months"] as const;
export type DatePreset = (typeof datePresets)[number];

export const MetaInvoice = z.array(z.object({ value: InvoiceStatus, label: z.string() }));

export const InvoiceIdParam = z.object({ id: z.uuid() });

export const historyActions = [
  "created",
  "updated",
  "sent",
  "paid",
  "preAuthorized",
  "paymentDeclined",
  "paymentFailed",
  "expired",
  "canceled",
  "recurrenceStopped",
  "recurringIssued",
  "preAuthExpired",
  "captured",
  "reversed",
  "refunded",
  "operationFailed",
] as const;
export type HistoryAction = (typeof historyActions)[number];

export const InvoiceHistoryEntry = z.object({
  id: z.uuid(),
  action: z.enum(historyActions),
  /** The invoice's status after the change. */
  status: InvoiceStatus,
  /** Who did it: a user of the account, the paying customer, or the system (jobs). */
  actorType: z.enum(["user", "customer", "system"]),
  actorName: z.nullable(z.string()),
  /** What changed: field names for an edit, channels for a send, the masked card of a payment. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())])),
  createdAt: z.iso.datetime(),
});
export type InvoiceHistoryEntry = z.infer<typeof InvoiceHistoryEntry>;
