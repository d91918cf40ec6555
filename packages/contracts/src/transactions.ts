import * as z from "zod/mini";
import { dateField } from "./dates";
import { messages } from "./fields";
import { Installment } from "./invoices";
import { languages } from "./languages";
import { amountTextOf, Currency, MajorAmount, toMinorUnits } from "./money";
import { PageQuery } from "./pages";
import { TransactionStatus } from "./payment-statuses";

export const responseCodes = [
  "approved",
  "declined",
  "insufficientFunds",
  "expiredCard",
  "challengeRequired",
  "authenticationFailed",
  "challengeCanceled",
  "challengeExpired",
] as const;
export const ResponseCode = z.enum(responseCodes);
export type ResponseCode = z.infer<typeof ResponseCode>;

/** One payment attempt on an invoice (SPEC §3 "Transaction"; docs/glossary.md). */
export const Transaction = z.object({
  id: z.uuid(),
  orderId: z.string(),
  sessionId: z.string(),
  invoiceId: z.uuid(),
  invoiceCode: z.string(),
  /** The invoice's booking id, customer and description: what a merchant searches by. */
  bookingId: z.string(),
  fullName: z.string(),
  description: z.string(),
  appName: z.string(),
  amount: MajorAmount,
  currency: Currency,
  paymentMethod: z.literal("card"),
  status: TransactionStatus,
  responseCode: z.nullable(ResponseCode),
  /** The acquirer's words for the outcome (English). */
  responseDescription: z.nullable(z.string()),
  orderLanguage: z.string(),
  createdAt: z.iso.datetime(),
  completionDate: z.nullable(z.iso.datetime()),
  /** First six and last four. */
  cardNumber: z.string(),
  cardBrand: z.string(),
  cardHolder: z.string(),
  rrn: z.nullable(z.string()),
  approvalCode: z.nullable(z.string()),
  installment: z.nullable(Installment),
  /**
   * `amount` is what was asked (and, once approved, authorised or held); these say what became of it.
   * Taken from the card: the whole amount of a payment, the completed part of a hold; 0 for an attempt declined or a hold not completed.
   */
  capturedAmount: MajorAmount,
  /** Released of a hold without taking it: a cancellation, or the rest of a hold completed in part. */
  totalReversed: MajorAmount,
  /** Given back to the card after capture (refunds the card processor confirmed). */
  totalRefunded: MajorAmount,
  /** What the merchant keeps of it: captured − refunded (`netAmountOf`). */
  netAmount: MajorAmount,
  /** What a refund may still take: captured − refunded − refunds in progress. */
  refundableAmount: MajorAmount,
  /** Held amounts lapse at this time unless completed or cancelled first. */
  preAuthExpiresAt: z.nullable(z.iso.datetime()),
});
export type Transaction = z.input<typeof Transaction>;

/**
 * docs/glossary.md "net": what is left of a transaction's money once refunds are taken off,
 * captured − refunded, in minor units. A refund still in progress counts once it is confirmed.
 */
export const netAmountOf = (t: { capturedAmount: bigint; totalRefunded: bigint }): bigint =>
  t.capturedAmount - t.totalRefunded;

export const TransactionIdParam = z.object({ id: z.uuid() });

/** docs/glossary.md "operation": what is done to a transaction after approval. */
export const operationKinds = ["capture", "refund", "reversal"] as const;
export type OperationKind = (typeof operationKinds)[number];
export const operationStatuses = ["inProgress", "succeeded", "failed"] as const;
/** Why the merchant gives money back, as they pick it when refunding (Stripe's reasons, and "other"). */
export const refundReasons = ["requestedByCustomer", "duplicate", "fraudulent", "other"] as const;
export const RefundReason = z.enum(refundReasons);
export type RefundReason = z.infer<typeof RefundReason>;

/** One entry of a transaction's operation history. */
export const TransactionOperation = z.object({
  id: z.uuid(),
  kind: z.enum(operationKinds),
  amount: MajorAmount,
  currency: Currency,
  status: z.enum(operationStatuses),
  /** The acquirer's words when it refused (English). */
  responseDescription: z.nullable(z.string()),
  /** The user who asked, as named then. */
  actorName: z.nullable(z.string()),
  /** A refund's reason as the merchant picked it; null when none was given, and for other operations. */
  reason: z.nullable(RefundReason),
  createdAt: z.iso.datetime(),
  completedAt: z.nullable(z.iso.datetime()),
});
export type TransactionOperation = z.input<typeof TransactionOperation>;

/**
 * The first rule an operation's amount breaks (SPEC §5, §8), as a message key; null when it
 * may be sent. `limit` is what the operation may take at most, in minor units.
 */
export function operationAmountIssue(
  value: string | number | null | undefined,
  limit: bigint,
  over: "transaction" | "refundable",
): string | null {
  const text = amountTextOf(value);
  if (text === "") return messages.emptyValue;
  if (!/^-?\d+(\.\d+)?$/.test(text)) return messages.amountNumber;
  if ((text.split(".")[1] ?? "").length > 2) return messages.amountDecimals;
  if (text.startsWith("-")) return /[1-9]/.test(text) ? messages.amountMin : messages.amountZero;
  const minor = toMinorUnits(text);
  if (minor === 0n) return messages.amountZero;
  if (minor === null || minor > limit)
    return over === "transaction" ? messages.amountAboveTransaction : messages.amountAboveRefundable;
  return null;
}

/** An operation's amount as sent, text or number, above zero; named for the documents (as `invoiceAmountSent`). */
export const operationAmountSent = z.union([z.string(), z.number()], { error: messages.emptyValue }).check(
  z.superRefine((value, ctx) => {
    const issue = operationAmountIssue(value, BigInt(Number.MAX_SAFE_INTEGER), "transaction");
    if (issue) ctx.addIssue({ code: "custom", message: issue });
  }),
);

/**
 * A decimal in major units at the edge, minor units (bigint) from there inward: the one
 * conversion of an operation's amount. The limit is the server's to check against the row.
 */
const operationAmount = z.pipe(
  operationAmountSent,
  z.transform((value) => toMinorUnits(value)!),
);

/** `POST api/refund`: give back part or all of what was captured. */
export const RefundRequest = z.object({
  transactionId: z.uuid(),
  amount: operationAmount,
  reason: z.optional(RefundReason),
});
export type RefundRequest = z.input<typeof RefundRequest>;

/** `POST api/completeOrder`: capture part or all of a hold; the rest is released. */
export const CompleteOrderRequest = z.object({ transactionId: z.uuid(), amount: operationAmount });
export type CompleteOrderRequest = z.input<typeof CompleteOrderRequest>;

/** Last four digits, or first six and last four (with or without the masked middle). */
const CARD_DIGITS_PATTERN = /^(\d{4}|\d{6}[*•xX]{0,9}\d{4})$/;

/** The card filter's digits without spaces; what the server compares with the masked card. */
export function cardDigitsOf(value: string): { first6: string | null; last4: string } | null {
  const text = value.replace(/\s/g, "");
  if (!CARD_DIGITS_PATTERN.test(text)) return null;
  return { first6: text.length === 4 ? null : text.slice(0, 6), last4: text.slice(-4) };
}

const filterText = z.optional(z.string().check(z.trim(), z.maxLength(100)));

/**
 * SPEC §3 transaction filters. `from`/`to` are inclusive calendar days of creation in the
 * region's time zone (DESIGN §3). `cursor` moves one page on from a page already shown
 * (`nextCursor`, `previousCursor`) or to the last page (`last`); without it `page` is read.
 */
export const TransactionFilters = z.extend(PageQuery, {
  status: z.optional(TransactionStatus),
  from: z.optional(dateField),
  to: z.optional(dateField),
  amount: z
    .optional(z.string().check(z.trim()))
    .check(z.refine((v) => v === undefined || v === "" || toMinorUnits(v) !== null, messages.amountNumber)),
  fullName: filterText,
  cardNumber: z
    .optional(z.string().check(z.trim()))
    .check(z.refine((v) => v === undefined || v === "" || cardDigitsOf(v) !== null, messages.cardDigits)),
  bookingId: filterText,
  invoiceCode: filterText,
  rrn: filterText,
  orderId: filterText,
  /** The application's name. */
  name: filterText,
  description: filterText,
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type TransactionFilters = z.input<typeof TransactionFilters>;

/** The filter names the transactions list keeps in its address (everything but the paging). */
export const transactionFilterNames = [
  "status",
  "from",
  "to",
  "amount",
  "fullName",
  "cardNumber",
  "bookingId",
  "invoiceCode",
  "rrn",
  "orderId",
  "name",
  "description",
] as const satisfies readonly (keyof TransactionFilters)[];

/**
 * Counting stops here: beyond it the list says "1,000+" rather than count a million rows on
 * every call. A broad filter (one customer in eight) still counts in milliseconds this far.
 */
export const TRANSACTION_COUNT_CAP = 1_000;

/**
 * DESIGN §5's page, moved through with keyset cursors. `totalElements` is exact up to
 * `TRANSACTION_COUNT_CAP`; past it `totalCapped` is true. `page` is null only on the last
 * page of a capped list, whose number nobody counted.
 */
export const TransactionPage = z.object({
  content: z.array(Transaction),
  page: z.nullable(z.number().check(z.int())),
  size: z.number().check(z.int()),
  totalElements: z.number().check(z.int()),
  totalPages: z.number().check(z.int()),
  totalCapped: z.boolean(),
  nextCursor: z.nullable(z.string()),
  previousCursor: z.nullable(z.string()),
});
export type TransactionPage = z.input<typeof TransactionPage>;

const labels = z.object(
  Object.fromEntries(languages.map((language) => [language, z.string()])) as Record<
    (typeof languages)[number],
    z.ZodMiniString<string>
  >,
);

/**
 * What the transactions a filter matches came to, in one currency (major units): `received` is
 * everything captured, `refunded` what went back after capture, `net` received − refunded, and
 * `reversed` what holds released without taking it (never received, so in neither).
 */
export const TransactionTotals = z.object({
  currency: Currency,
  received: MajorAmount,
  refunded: MajorAmount,
  net: MajorAmount,
  reversed: MajorAmount,
});
export type TransactionTotals = z.input<typeof TransactionTotals>;

/** `GET meta-data-transactions`: the status filter's labels and the totals over the current filter. */
export const MetaTransactions = z.object({
  statuses: z.array(z.object({ value: TransactionStatus, labels })),
  totals: z.array(TransactionTotals),
});
export type MetaTransactions = z.input<typeof MetaTransactions>;
