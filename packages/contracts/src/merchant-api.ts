import * as z from "zod/mini";
import { INVOICE_AMOUNT_LIMIT, INVOICE_AMOUNT_MIN } from "./amount-rules";
import { dateField } from "./dates";
import { EMAIL_MAX_LENGTH, isValidEmail, isValidUrl, messages, phoneField, requiredText } from "./fields";
import { Installment, Recurrence } from "./invoices";
import { languages } from "./languages";
import { Currency } from "./money";
import { InvoiceStatus, TransactionStatus } from "./payment-statuses";
import { operationKinds, operationStatuses, RefundReason, ResponseCode } from "./transactions";
import { webhookEventTypes } from "./webhook-events";

/*
 * The merchant API (`/api/v1/…`, its own OpenAPI document at `/api/v1/docs`): what a
 * merchant's own server calls with an application's merchant id and secret key
 * (docs/merchant-api.md). Every amount here is an integer in minor units (qəpik, cents:
 * 2550 is 25.50 AZN), unlike the portal's calls, which speak decimals. Requests are strict
 * objects: a property the call does not know is refused (400 UNKNOWN_PARAMETER), never dropped,
 * so a misspelt `retrunUrl` is not an order without a return address.
 */

const described = <T extends z.ZodMiniType>(schema: T, description: string, example?: unknown) =>
  schema.check(z.describe(description), ...(example === undefined ? [] : [z.meta({ examples: [example] })])) as T;

/** An amount in minor units, within the invoice rule of SPEC §5 (at least 1.00, below 40 000.00). */
export const MinorAmount = z
  .number({ error: messages.amountNumber })
  .check(
    z.int(messages.amountDecimals),
    z.gte(Number(INVOICE_AMOUNT_MIN), messages.amountMin),
    z.lt(Number(INVOICE_AMOUNT_LIMIT), messages.amountMax),
  );

const minorUnits = (description: string, example?: number) =>
  described(z.number().check(z.int()), `${description} In minor units.`, example);

/** Metadata: the merchant's own keys and values, kept with the order and given back in every answer and event. */
export const METADATA_LIMITS = { keys: 20, keyLength: 40, valueLength: 500 } as const;
export const Metadata = z
  .record(z.string(), z.string())
  .check(
    z.refine(
      (m) =>
        Object.keys(m).length <= METADATA_LIMITS.keys &&
        Object.entries(m).every(
          ([k, v]) => k.length >= 1 && k.length <= METADATA_LIMITS.keyLength && v.length <= METADATA_LIMITS.valueLength,
        ),
      messages.metadata,
    ),
  );

const returnUrlField = z
  .string()
  .check(z.trim(), z.maxLength(2000, messages.tooLong), z.refine(isValidUrl, messages.returnUrl));

const optionalEmail = z
  .string()
  .check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, messages.tooLong), z.refine(isValidEmail, messages.email));

export const ApiCustomer = z.strictObject({
  name: described(
    z.optional(z.string().check(z.trim(), z.maxLength(100, messages.tooLong))),
    "The customer's full name.",
    "Leyla Əliyeva",
  ),
  email: described(z.optional(optionalEmail), "Where the receipt may go.", "leyla@example.com"),
  phone: described(z.optional(phoneField), "A mobile number, +994 and nine digits.", "+994501234567"),
});

/** `POST /api/v1/orders`. */
export const CreateOrderRequest = z.strictObject({
  amount: described(
    MinorAmount,
    "What the customer pays, in minor units: at least 100 (1.00), below 4000000 (40 000.00).",
    2550,
  ),
  currency: described(Currency, "ISO 4217 code.", "AZN"),
  description: described(
    requiredText(500),
    "What is paid for; the checkout and the receipt show it.",
    "Order 1042: two tickets",
  ),
  bookingId: described(
    z.optional(z.string().check(z.trim(), z.maxLength(64, messages.tooLong))),
    "Your own reference (an order number): listed and searchable in the portal.",
    "1042",
  ),
  customer: described(z.optional(ApiCustomer), "Who pays, when you know; all optional."),
  language: described(
    z._default(z.enum(languages), "en"),
    "The language of the checkout page (English by default).",
    "en",
  ),
  returnUrl: described(
    z.optional(returnUrlField),
    "Where the checkout sends the customer once the order is paid (or its hold authorised), with `orderId` added to its query.",
    "https://shop.example.com/thank-you",
  ),
  preAuth: described(
    z._default(z.boolean(), false),
    "Hold the amount on the card instead of taking it; capture or cancel the hold within 7 days.",
    false,
  ),
  linkExpirationDate: described(
    z.optional(dateField),
    "The last day (YYYY-MM-DD, UTC) the checkout takes a payment; by default the end of tomorrow.",
    "2026-12-31",
  ),
  metadata: described(
    z.optional(Metadata),
    "Up to 20 keys of your own (1 to 40 characters each, not `__proto__`; values up to 500), returned with the order and in its events.",
    {
      cartId: "c-7731",
    },
  ),
});
export type CreateOrderRequest = z.input<typeof CreateOrderRequest>;

export const orderStatusNote =
  "created: waiting for payment; declined or failed: the last attempt did not pay (the link still takes another); paid; preAuth: held, to capture or cancel; " +
  "partialRefunded; refunded; canceled; expired: the link ended unpaid; preAuthExpired: a hold lapsed after 7 days.";

const currencyField = described(Currency, "ISO 4217 code of the amounts.", "AZN");
const instant = (description: string) =>
  described(z.iso.datetime(), `${description} ISO 8601, UTC.`, "2026-05-04T09:15:27.000Z");
const optionalInstant = (description: string) =>
  described(z.nullable(z.iso.datetime()), `${description} ISO 8601, UTC.`);

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
  currency: currencyField,
  responseCode: described(z.nullable(ResponseCode), "The card processor's verdict."),
  responseDescription: described(z.nullable(z.string()), "The card processor's words for it (English)."),
  cardNumber: described(z.string(), "First six and last four digits.", "416973******1234"),
  cardBrand: described(z.string(), "The card's scheme.", "visa"),
  acquirerOrderId: described(
    z.string(),
    "The order id the card processor knows this attempt by: the portal's, the export's and the receipt's \"Order ID\".",
    "ORD-7KQ2M9XH4D-1",
  ),
  rrn: described(z.nullable(z.string()), "The retrieval reference number the card's bank knows the payment by."),
  approvalCode: described(z.nullable(z.string()), "The card's bank's approval code of an approved payment."),
  createdAt: instant("When the customer sent the card."),
  completionDate: optionalInstant("When the attempt ended."),
  preAuthExpiresAt: optionalInstant("A hold lapses then unless captured or cancelled."),
});
export type ApiTransaction = z.infer<typeof ApiTransaction>;

export const ApiOrder = z.object({
  id: described(z.uuid(), "The order's id."),
  object: described(z.literal("order"), "What this object is."),
  merchantId: described(z.string(), "The application's merchant id.", "402718365590"),
  status: described(InvoiceStatus, orderStatusNote, "paid"),
  amount: minorUnits("What the customer pays.", 2550),
  currency: currencyField,
  description: described(z.string(), "What is paid for, as sent.", "Order 1042: two tickets"),
  bookingId: described(z.nullable(z.string()), "Your own reference, as sent."),
  invoiceCode: described(
    z.string(),
    "The checkout's code (`checkoutUrl` ends in it): the portal's and the export's \"Invoice code\".",
    "7KQ2M9XH4D",
  ),
  customer: described(
    z.object({
      name: described(z.nullable(z.string()), "The customer's full name, when you gave it."),
      email: described(z.nullable(z.string()), "Their e-mail address, when you gave it (lower case)."),
      phone: described(z.nullable(z.string()), "Their mobile number, when you gave it (+994 and nine digits)."),
    }),
    "Who pays, as far as you said.",
  ),
  language: described(z.enum(languages), "The checkout page's language.", "en"),
  preAuth: described(z.boolean(), "Whether the card's bank only holds the amount until you capture or cancel it."),
  returnUrl: described(z.nullable(z.string()), "Where the checkout sends the customer once paid."),
  metadata: described(z.record(z.string(), z.string()), "Your own keys, as sent.", { cartId: "c-7731" }),
  checkoutUrl: described(
    z.string(),
    "The hosted checkout to send the customer to.",
    "https://portal.example.com/pay/7KQ2M9XH4D",
  ),
  capturedAmount: minorUnits("Captured so far.", 2550),
  refundedAmount: minorUnits("Refunded of it.", 0),
  createdAt: instant("When the order was made."),
  expiresAt: instant("When the checkout stops taking payments."),
  transactions: described(z.array(ApiTransaction), "Its payment attempts, newest first."),
});
export type ApiOrder = z.infer<typeof ApiOrder>;

export const ApiOrderParams = z.object({ orderId: described(z.uuid(), "The order's id.") });

/** The shape of an `Idempotency-Key`: 8 to 100 letters, digits or `- _ . :` (a UUID is a good one). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/** The headers of every POST of the API; the others pass through untouched. */
export const ApiPostHeaders = z.looseObject({
  "idempotency-key": described(
    z.optional(z.string().check(z.regex(IDEMPOTENCY_KEY_PATTERN, messages.invalid))),
    "Makes a retry safe: the first answer to this key is kept for 24 hours and given again to a retry (with `Idempotent-Replayed: true`). " +
      "8 to 100 letters, digits or `- _ . :`; a new UUID per operation is a good key.",
    "5f1c7e0a-2b9d-4c51-9a53-0c3b7f2d8e41",
  ),
});

/** `GET /api/v1/orders`: newest first, by cursor. */
export const ApiOrderListQuery = z.strictObject({
  status: described(z.optional(InvoiceStatus), "Only orders in this status."),
  from: described(z.optional(dateField), "Made on or after this day (YYYY-MM-DD, the region's time zone)."),
  to: described(z.optional(dateField), "Made on or before this day."),
  bookingId: described(
    z.optional(z.string().check(z.trim(), z.maxLength(64))),
    "Only orders with this reference of yours.",
  ),
  limit: described(z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 10), "How many, 1 to 100.", 10),
  startingAfter: described(z.optional(z.string().check(z.maxLength(200))), "The `nextCursor` of the page before."),
});

export const ApiOrderList = z.object({
  object: described(z.literal("list"), "What this object is."),
  data: described(z.array(ApiOrder), "The page's orders, newest first."),
  hasMore: described(z.boolean(), "Whether older orders follow."),
  nextCursor: described(z.nullable(z.string()), "Send as `startingAfter` for the next page; null on the last."),
});
export type ApiOrderList = z.infer<typeof ApiOrderList>;

/** `POST /api/v1/orders/{orderId}/refunds` and `/capture`: without an amount, all that can be. */
export const ApiAmountRequest = z.strictObject({
  amount: described(
    z.optional(z.number().check(z.int(messages.amountDecimals), z.gte(1, messages.amountMin))),
    "In minor units; all that can be when left out.",
    1000,
  ),
});

/** `POST /api/v1/orders/{orderId}/refunds`: the amount as for a capture, and why. */
export const ApiRefundRequest = z.extend(ApiAmountRequest, {
  reason: described(
    z.optional(RefundReason),
    "Why the money goes back: requestedByCustomer, duplicate, fraudulent or other. Shown on the transaction and in the export.",
    "requestedByCustomer",
  ),
});

/** A capture, refund or reversal of an order's transaction (the portal's "operation"). */
export const ApiOperation = z.object({
  id: described(z.uuid(), "The operation's id."),
  object: described(z.literal("operation"), "What this object is."),
  kind: described(z.enum(operationKinds), "capture (of a hold), refund, or reversal (a cancelled hold)."),
  order: described(z.uuid(), "The order it was done to."),
  transaction: described(z.uuid(), "The order's payment it acted on."),
  amount: minorUnits("How much.", 1000),
  currency: currencyField,
  status: described(
    z.enum(operationStatuses),
    "inProgress until the card processor answers; then succeeded or failed.",
  ),
  failureReason: described(z.nullable(z.string()), "The card processor's words when it refused (English)."),
  reason: described(
    z.nullable(RefundReason),
    "A refund's reason as given (requestedByCustomer, duplicate, fraudulent, other); null when none was, and for a capture or reversal.",
  ),
  createdAt: instant("When it was asked for."),
  completedAt: optionalInstant("When the card processor answered."),
});
export type ApiOperation = z.infer<typeof ApiOperation>;

/** `POST /api/v1/invoices`: the portal's create-an-invoice, sent at once by the channels asked. */
export const ApiCreateInvoiceRequest = z.strictObject({
  amount: described(MinorAmount, "In minor units: at least 100 (1.00), below 4000000 (40 000.00).", 15000),
  currency: described(Currency, "ISO 4217 code.", "AZN"),
  fullName: described(requiredText(100), "The customer's full name.", "Leyla Əliyeva"),
  phone: described(phoneField, "+994 and nine digits; the SMS goes here.", "+994501234567"),
  email: described(z.optional(optionalEmail), "The e-mail goes here.", "leyla@example.com"),
  description: described(requiredText(500), "What is paid for.", "Room 12, 3 nights"),
  bookingId: described(requiredText(64), "Your own reference.", "BK-2207"),
  linkExpirationDate: described(
    dateField,
    "The last day the link takes a payment (YYYY-MM-DD), after today.",
    "2026-12-31",
  ),
  dueDate: described(
    z.optional(dateField),
    "When payment is due (YYYY-MM-DD): shown to the customer; the link's end is `linkExpirationDate`.",
    "2026-12-20",
  ),
  preAuth: described(z._default(z.boolean(), false), "Hold the amount on the card instead of taking it.", false),
  installment: described(
    z._default(
      z.nullable(
        z.strictObject({
          cardType: described(Installment.shape.cardType, "The installment card the customer pays with."),
          period: described(Installment.shape.period, "The plan's length in days: 30, 60, 90, 180, 270 or 360."),
        }),
      ),
      null,
    ),
    "Pay by installments with a partner bank's card; none by default.",
  ),
  recurrence: described(
    z._default(Recurrence, "none"),
    "none, weekly, monthly or annually: a copy is issued and sent on each date, from `scheduledPaymentDate`.",
    "none",
  ),
  scheduledPaymentDate: described(
    z.optional(dateField),
    "The first date a recurring invoice's copy is issued (after today); required with a recurrence.",
    "2026-06-01",
  ),
  checkInDate: described(z.optional(dateField), "A hotel stay's check-in day (YYYY-MM-DD).", "2026-07-14"),
  send: described(
    z._default(
      z.strictObject({
        sms: described(z._default(z.boolean(), false), "Text the link to `phone`."),
        email: described(z._default(z.boolean(), false), "E-mail the link to `email`."),
      }),
      { sms: false, email: false },
    ),
    "Send the payment link now, by SMS (the application's template) and/or e-mail (which needs `email`).",
    { sms: true, email: false },
  ),
  language: described(z._default(z.enum(languages), "en"), "The language of the e-mail (English by default).", "az"),
});
export type ApiCreateInvoiceRequest = z.input<typeof ApiCreateInvoiceRequest>;

export const ApiInvoice = z.object({
  id: described(z.uuid(), "The invoice's id."),
  object: described(z.literal("invoice"), "What this object is."),
  invoiceCode: described(z.string(), "The code in its payment link.", "7KQ2M9XH4D"),
  status: described(InvoiceStatus, orderStatusNote),
  amount: minorUnits("What is asked.", 15000),
  currency: currencyField,
  fullName: described(
    z.string(),
    "The customer's full name (empty for a payment made on the QR page without one).",
    "Leyla Əliyeva",
  ),
  phone: described(z.string(), "The customer's mobile number, or empty.", "+994501234567"),
  email: described(z.nullable(z.string()), "The customer's e-mail address, when known."),
  description: described(z.string(), "What is paid for.", "Room 12, 3 nights"),
  bookingId: described(z.string(), "Your own reference, or empty.", "BK-2207"),
  linkExpirationDate: described(z.string(), "The last day (YYYY-MM-DD, UTC) the link takes a payment.", "2026-12-31"),
  dueDate: described(z.nullable(z.string()), "When payment is due (YYYY-MM-DD), when set."),
  preAuth: described(z.boolean(), "Whether the card's bank only holds the amount until it is captured."),
  recurrence: described(Recurrence, "none, weekly, monthly or annually."),
  paymentUrl: described(
    z.string(),
    "The payment link the customer opens.",
    "https://portal.example.com/pay/7KQ2M9XH4D",
  ),
  capturedAmount: minorUnits("Captured so far.", 0),
  refundedAmount: minorUnits("Refunded of it.", 0),
  sentBySms: described(z.boolean(), "Whether the link has gone out by SMS."),
  sentByEmail: described(z.boolean(), "Whether the link has gone out by e-mail."),
  createdAt: instant("When the invoice was made."),
  expiresAt: instant("When the link stops taking payments: the end of `linkExpirationDate`."),
});
export type ApiInvoice = z.infer<typeof ApiInvoice>;

export const ApiInvoiceParams = z.object({ invoiceId: described(z.uuid(), "The invoice's id.") });

/** `GET /api/v1/balance`: the application's wallets. */
export const ApiBalance = z.object({
  object: described(z.literal("balance"), "What this object is."),
  wallets: described(
    z.array(
      z.object({
        currency: described(Currency, "The wallet's currency.", "AZN"),
        payoutBalance: minorUnits("What can leave the wallet now.", 13000),
        balance: minorUnits("The payout balance plus what operations under way hold back.", 13000),
        reserved: described(
          z.object({
            refunds: minorUnits("Refunds waiting for the card processor.", 0),
            payouts: minorUnits("Payouts waiting for review.", 0),
          }),
          "What operations under way hold back.",
        ),
      }),
    ),
    "One wallet per currency the application was paid in (an empty AZN wallet before the first payment).",
  ),
});
export type ApiBalance = z.infer<typeof ApiBalance>;

/** A webhook event, as delivered (and signed) to an endpoint. */
export const ApiWebhookEvent = z.object({
  id: described(
    z.string(),
    "Unique per event: a receiver that sees it twice has already handled it.",
    "evt_3qJ0a1x9KpZr2mW8nB5cT7vY",
  ),
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
  status: described(
    z.enum(["sent", "failed"]),
    "sent once the bank took it; failed when it refused (amount and fee are back in the wallet).",
  ),
  failureReason: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  settledAt: z.nullable(z.iso.datetime()),
});
export type ApiPayout = z.infer<typeof ApiPayout>;
