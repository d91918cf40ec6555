import * as z from "zod/mini";
import { INVOICE_AMOUNT_LIMIT, INVOICE_AMOUNT_MIN } from "./amount-rules";
import { dateField } from "./dates";
import { EMAIL_MAX_LENGTH, isValidEmail, isValidUrl, messages, phoneField, requiredText } from "./fields";
import { Installment, Recurrence } from "./invoices";
import { languages } from "./languages";
import { Currency } from "./money";
import { InvoiceStatus, TransactionStatus } from "./payment-statuses";
import { operationKinds, operationStatuses, ResponseCode } from "./transactions";
import { webhookEventTypes } from "./webhook-events";

/*
 * The merchant API (`/api/v1/…`, its own OpenAPI document at `/api/v1/docs`): what a
 * merchant's own server calls with an application's merchant id and secret key
 * (docs/merchant-api.md). Every amount here is an integer in minor units (qəpik, cents:
 * 2550 is 25.50 AZN), unlike the portal's calls, which speak decimals.
 */

const described = <T extends z.ZodMiniType>(schema: T, description: string, example?: unknown) =>
  schema.check(z.describe(description), ...(example === undefined ? [] : [z.meta({ examples: [example] })])) as T;

/** An amount in minor units, within the invoice rule of SPEC §5 (at least 1.00, below 40 000.00). */
export const MinorAmount = z
  .number({ error: messages.amountNumber })
  .check(z.int(messages.amountDecimals), z.gte(Number(INVOICE_AMOUNT_MIN), messages.amountMin), z.lt(Number(INVOICE_AMOUNT_LIMIT), messages.amountMax));

const minorUnits = (description: string, example?: number) => described(z.number().check(z.int()), `${description} In minor units.`, example);

/** Metadata: the merchant's own keys and values, kept with the order and given back in every answer and event. */
export const METADATA_LIMITS = { keys: 20, keyLength: 40, valueLength: 500 } as const;
export const Metadata = z
  .record(z.string(), z.string())
  .check(
    z.refine(
      (m) =>
        Object.keys(m).length <= METADATA_LIMITS.keys &&
        Object.entries(m).every(([k, v]) => k.length >= 1 && k.length <= METADATA_LIMITS.keyLength && v.length <= METADATA_LIMITS.valueLength),
      messages.metadata,
    ),
  );

const returnUrlField = z.string().check(z.trim(), z.maxLength(2000, messages.tooLong), z.refine(isValidUrl, messages.returnUrl));

const optionalEmail = z.string().check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, messages.tooLong), z.refine(isValidEmail, messages.email));

export const ApiCustomer = z.object({
  name: described(z.optional(z.string().check(z.trim(), z.maxLength(100, messages.tooLong))), "The customer's full name.", "Leyla Əliyeva"),
  email: described(z.optional(optionalEmail), "Where the receipt may go.", "leyla@example.com"),
  phone: described(z.optional(phoneField), "A mobile number, +994 and nine digits.", "+994501234567"),
});

/** `POST /api/v1/orders`. */
export const CreateOrderRequest = z.object({
  amount: described(MinorAmount, "What the customer pays, in minor units: at least 100 (1.00), below 4000000 (40 000.00).", 2550),
  currency: described(Currency, "ISO 4217 code.", "AZN"),
  description: described(requiredText(500), "What is paid for; the checkout and the receipt show it.", "Order 1042: two tickets"),
  bookingId: described(
    z.optional(z.string().check(z.trim(), z.maxLength(64, messages.tooLong))),
    "Your own reference (an order number): listed and searchable in the portal.",
    "1042",
  ),
  customer: described(z.optional(ApiCustomer), "Who pays, when you know; all optional."),
  language: described(z._default(z.enum(languages), "en"), "The language of the checkout page (English by default).", "en"),
  returnUrl: described(
    z.optional(returnUrlField),
    "Where the checkout sends the customer once the order is paid (or its hold authorised), with `orderId` added to its query.",
    "https://shop.example.com/thank-you",
  ),
  preAuth: described(z._default(z.boolean(), false), "Hold the amount on the card instead of taking it; capture or cancel the hold within 7 days.", false),
  linkExpirationDate: described(
    z.optional(dateField),
    "The last day (YYYY-MM-DD, UTC) the checkout takes a payment; by default the end of tomorrow.",
    "2026-12-31",
  ),
  metadata: described(z.optional(Metadata), "Up to 20 keys of your own (40 characters each, values up to 500), returned with the order and in its events.", {
    cartId: "c-7731",
  }),
});
export type CreateOrderRequest = z.input<typeof CreateOrderRequest>;

export const orderStatusNote =
  "created: waiting for payment; declined or failed: the last attempt did not pay (the link still takes another); paid; preAuth: held, to capture or cancel; " +
  "partialRefunded; refunded; canceled; expired: the link ended unpaid; preAuthExpired: a hold lapsed after 7 days.";

/** One card payment attempt of an order (the portal's "transaction"). */
export const ApiTransaction = z.object({
  id: described(z.uuid(), "The transaction's id: the portal's operation page is /billing/operations/{id}."),
  order: described(z.uuid(), "The order it pays."),
  status: described(
    TransactionStatus,
    "inProgress, success, declined, failed, preAuth, reversed, preAuthExpired, refundInProgress, partialRefunded or refunded.",
  ),
  amount: minorUnits("What was asked of the card.", 2550),
  capturedAmount: minorUnits("Taken from the card: the whole amount of a payment, the captured part of a hold.", 2550),
  totalRefunded: minorUnits("Given back to the card.", 0),
  totalReversed: minorUnits("Released of a hold.", 0),
  refundableAmount: minorUnits("What a refund may still take.", 2550),
  currency: Currency,
  responseCode: described(z.nullable(ResponseCode), "The card processor's verdict."),
  responseDescription: described(z.nullable(z.string()), "The card processor's words for it (English)."),
  cardNumber: described(z.string(), "First six and last four digits.", "416973******1234"),
  cardBrand: z.string(),
  rrn: described(z.nullable(z.string()), "The retrieval reference number the card's bank knows the payment by."),
  approvalCode: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  completionDate: described(z.nullable(z.iso.datetime()), "When the attempt ended."),
  preAuthExpiresAt: described(z.nullable(z.iso.datetime()), "A hold lapses then unless captured or cancelled."),
});
export type ApiTransaction = z.infer<typeof ApiTransaction>;

export const ApiOrder = z.object({
  id: described(z.uuid(), "The order's id."),
  object: z.literal("order"),
  merchantId: described(z.string(), "The application's merchant id.", "402718365590"),
  status: described(InvoiceStatus, orderStatusNote, "paid"),
  amount: minorUnits("What the customer pays.", 2550),
  currency: Currency,
  description: z.string(),
  bookingId: z.nullable(z.string()),
  customer: z.object({ name: z.nullable(z.string()), email: z.nullable(z.string()), phone: z.nullable(z.string()) }),
  language: z.enum(languages),
  preAuth: z.boolean(),
  returnUrl: z.nullable(z.string()),
  metadata: z.record(z.string(), z.string()),
  checkoutUrl: described(z.string(), "The hosted checkout to send the customer to.", "https://portal.example.com/pay/7KQ2M9XH4D"),
  capturedAmount: minorUnits("Captured so far.", 2550),
  refundedAmount: minorUnits("Refunded of it.", 0),
  createdAt: z.iso.datetime(),
  expiresAt: described(z.iso.datetime(), "When the checkout stops taking payments."),
  transactions: described(z.array(ApiTransaction), "Its payment attempts, newest first."),
});
export type ApiOrder = z.infer<typeof ApiOrder>;

export const ApiOrderParams = z.object({ orderId: z.uuid() });

/** `GET /api/v1/orders`: newest first, by cursor. */
export const ApiOrderListQuery = z.object({
  status: described(z.optional(InvoiceStatus), "Only orders in this status."),
  from: described(z.optional(dateField), "Made on or after this day (YYYY-MM-DD, the region's time zone)."),
  to: described(z.optional(dateField), "Made on or before this day."),
  bookingId: described(z.optional(z.string().check(z.trim(), z.maxLength(64))), "Only orders with this reference of yours."),
  limit: described(z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 10), "How many, 1 to 100.", 10),
  startingAfter: described(z.optional(z.string().check(z.maxLength(200))), "The `nextCursor` of the page before."),
});

export const ApiOrderList = z.object({
  object: z.literal("list"),
  data: z.array(ApiOrder),
  hasMore: z.boolean(),
  /** Send as `startingAfter` for the next page; null on the last. */
  nextCursor: z.nullable(z.string()),
});
export type ApiOrderList = z.infer<typeof ApiOrderList>;

/** `POST /api/v1/orders/{orderId}/refunds` and `/capture`: without an amount, all that can be. */
export const ApiAmountRequest = z.object({
  amount: described(
    z.optional(z.number().check(z.int(messages.amountDecimals), z.gte(1, messages.amountMin))),
    "In minor units; all that can be when left out.",
    1000,
  ),
});

/** A capture, refund or reversal of an order's transaction (the portal's "operation"). */
export const ApiOperation = z.object({
  id: z.uuid(),
  object: z.literal("operation"),
  kind: described(z.enum(operationKinds), "capture (of a hold), refund, or reversal (a cancelled hold)."),
  order: z.uuid(),
  transaction: z.uuid(),
  amount: minorUnits("How much.", 1000),
  currency: Currency,
  status: described(z.enum(operationStatuses), "inProgress until the card processor answers; then succeeded or failed."),
  failureReason: described(z.nullable(z.string()), "The card processor's words when it refused (English)."),
  createdAt: z.iso.datetime(),
  completedAt: z.nullable(z.iso.datetime()),
});
export type ApiOperation = z.infer<typeof ApiOperation>;

/** `POST /api/v1/invoices`: the portal's create-an-invoice, sent at once by the channels asked. */
export const ApiCreateInvoiceRequest = z.object({
  amount: described(MinorAmount, "In minor units.", 15000),
  currency: Currency,
  fullName: described(requiredText(100), "The customer's full name.", "Leyla Əliyeva"),
  phone: described(phoneField, "+994 and nine digits; the SMS goes here.", "+994501234567"),
  email: described(z.optional(optionalEmail), "The e-mail goes here.", "leyla@example.com"),
  description: described(requiredText(500), "What is paid for.", "Room 12, 3 nights"),
  bookingId: described(requiredText(64), "Your own reference.", "BK-2207"),
  linkExpirationDate: described(dateField, "The last day the link takes a payment (YYYY-MM-DD), after today.", "2026-12-31"),
  dueDate: z.optional(dateField),
  preAuth: z._default(z.boolean(), false),
  installment: z._default(z.nullable(Installment), null),
  recurrence: z._default(Recurrence, "none"),
  scheduledPaymentDate: z.optional(dateField),
  checkInDate: z.optional(dateField),
  send: described(
    z._default(z.object({ sms: z._default(z.boolean(), false), email: z._default(z.boolean(), false) }), { sms: false, email: false }),
    "Send the payment link now, by SMS (the application's template) and/or e-mail.",
    { sms: true, email: false },
  ),
});
export type ApiCreateInvoiceRequest = z.input<typeof ApiCreateInvoiceRequest>;

export const ApiInvoice = z.object({
  id: z.uuid(),
  object: z.literal("invoice"),
  invoiceCode: described(z.string(), "The code in its payment link.", "7KQ2M9XH4D"),
  status: described(InvoiceStatus, orderStatusNote),
  amount: minorUnits("What is asked.", 15000),
  currency: Currency,
  fullName: z.string(),
  phone: z.string(),
  email: z.nullable(z.string()),
  description: z.string(),
  bookingId: z.string(),
  linkExpirationDate: z.string(),
  dueDate: z.nullable(z.string()),
  preAuth: z.boolean(),
  recurrence: Recurrence,
  paymentUrl: z.string(),
  capturedAmount: minorUnits("Captured so far.", 0),
  refundedAmount: minorUnits("Refunded of it.", 0),
  sentBySms: z.boolean(),
  sentByEmail: z.boolean(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type ApiInvoice = z.infer<typeof ApiInvoice>;

export const ApiInvoiceParams = z.object({ invoiceId: z.uuid() });

/** `GET /api/v1/balance`: the application's wallets. */
export const ApiBalance = z.object({
  object: z.literal("balance"),
  wallets: z.array(
    z.object({
      currency: Currency,
      payoutBalance: minorUnits("What can leave the wallet now.", 13000),
      balance: minorUnits("The payout balance plus what operations under way hold back.", 13000),
      reserved: z.object({ refunds: minorUnits("Refunds waiting for the card processor."), payouts: minorUnits("Payouts waiting for review.") }),
    }),
  ),
});
export type ApiBalance = z.infer<typeof ApiBalance>;

/** A webhook event, as delivered (and signed) to an endpoint. */
export const ApiWebhookEvent = z.object({
  id: described(z.string(), "Unique per event: a receiver that sees it twice has already handled it.", "evt_3qJ0a1x9KpZr2mW8nB5cT7vY"),
  object: z.literal("event"),
  type: z.enum([...webhookEventTypes, "webhook.test"]),
  createdAt: z.iso.datetime(),
  merchantId: z.string(),
  data: described(
    z.record(z.string(), z.unknown()),
    "The object the event is about, as the API reads it then: an order, an operation, an invoice or a payout.",
  ),
});
export type ApiWebhookEvent = z.infer<typeof ApiWebhookEvent>;

/** Money out of the application's wallet, as `payout.*` events carry it: a withdrawal, a payout or a top-up. */
export const ApiPayout = z.object({
  id: z.uuid(),
  object: z.literal("payout"),
  kind: described(
    z.enum(["withdrawal", "payout", "topUp"]),
    "withdrawal (to the application's own account), payout (to someone's IBAN or card) or topUp (a mobile wallet).",
  ),
  amount: minorUnits("What the recipient gets.", 10000),
  fee: minorUnits("What the product kept.", 100),
  currency: Currency,
  destination: described(z.string(), "Where it went, masked.", "AZ21 **** **** 1944"),
  status: described(z.enum(["sent", "failed"]), "sent once the bank took it; failed when it refused (amount and fee are back in the wallet)."),
  failureReason: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  settledAt: z.nullable(z.iso.datetime()),
});
export type ApiPayout = z.infer<typeof ApiPayout>;
