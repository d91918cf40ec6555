import * as z from "zod/mini";
import { addDays } from "./calendar";
import { dateField } from "./dates";
import { messages } from "./fields";
import { Currency, type Decoded, MajorAmount } from "./money";
import { TransactionStatus } from "./payment-statuses";
import { operationKinds } from "./transactions";

/** The longest period the totals compare at once (a year, leap day included). */
export const DASHBOARD_MAX_DAYS = 366;
/** SPEC §9: the recent activity lists six at a time. */
export const RECENT_ACTIVITY_SIZE = 6;

/** Whole days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The period just before [from, to], as long. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = daysBetween(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** `GET api/dashboard/totals`: a period of calendar days (both ends counted) and, optionally, one application. */
export const DashboardTotalsQuery = z.object({ from: dateField, to: dateField, appId: z.optional(z.uuid()) }).check(
  z.refine((q) => q.from <= q.to, { message: messages.invalid, path: ["to"] }),
  z.refine((q) => q.from > q.to || daysBetween(q.from, q.to) <= DASHBOARD_MAX_DAYS, {
    message: messages.invalid,
    path: ["from"],
  }),
);
export type DashboardTotalsQuery = z.infer<typeof DashboardTotalsQuery>;

/*
 * The dashboard's figures, each defined here once (docs/glossary.md "dashboard figures"). Of the
 * transactions (payment attempts) made in a period:
 * - an **attempt** counts once it ended: any status but `inProgress`;
 * - it was **approved** when the card's bank said yes, to a payment or a hold, whatever came
 *   after (completed, cancelled, lapsed, refunded): `approvedTransactionStatuses`;
 * - it is a **payment** (received) when it captured money: paid at once, or a hold completed in
 *   full or in part (`capturedAmount > 0`). A hold not completed is approved but no payment: it
 *   is what "held now" shows. A declined or failed attempt is neither;
 * - **received** is what payments captured, **refunded** what went back of it, **net** the
 *   difference; **average payment** is received ÷ payments (before refunds); **success rate**
 *   is approved ÷ attempts.
 * The `daily_totals` trigger (migration 0017) adds each transaction's `figureSumsOf` to its
 * day in SQL; dashboard.test.ts proves the two agree for every status.
 */

/** The statuses of an attempt the card's bank approved (paid or held), whatever happened to it after. */
export const approvedTransactionStatuses = [
  "success",
  "preAuth",
  "reversed",
  "preAuthExpired",
  "refundInProgress",
  "partialRefunded",
  "refunded",
] as const satisfies readonly TransactionStatus[];

export const isApproved = (status: TransactionStatus): boolean =>
  (approvedTransactionStatuses as readonly string[]).includes(status);
/** An attempt still waiting for the card's bank or a 3-D Secure code is no attempt yet. */
export const isEndedAttempt = (status: TransactionStatus): boolean => status !== "inProgress";

/** What the figures add up, in minor units: sums of `figureSumsOf` over transactions (or days of them). */
export interface FigureSums {
  attempts: number;
  approved: number;
  payments: number;
  received: bigint;
  refunded: bigint;
}

/** What one transaction adds to its period's sums. */
export function figureSumsOf(t: {
  status: TransactionStatus;
  capturedAmount: bigint;
  totalRefunded: bigint;
}): FigureSums {
  return {
    attempts: isEndedAttempt(t.status) ? 1 : 0,
    approved: isApproved(t.status) ? 1 : 0,
    payments: t.capturedAmount > 0n ? 1 : 0,
    received: t.capturedAmount,
    refunded: t.totalRefunded,
  };
}

/** What a period's transactions came to, in one currency (amounts in major units); each figure as defined above. */
export const PeriodFigures = z.object({
  currency: Currency,
  /** Captured by payments: paid at once, or holds completed. */
  received: MajorAmount,
  /** Given back to cards of what was received. */
  refunded: MajorAmount,
  /** received − refunded. */
  net: MajorAmount,
  /** Payments received: attempts that captured money. Holds not completed and declined attempts are not payments. */
  payments: z.number().check(z.int()),
  /** received ÷ payments, before refunds, to the qapik; null with no payment. */
  averagePayment: z.nullable(MajorAmount),
  /** Attempts that ended, approved or not. */
  attempts: z.number().check(z.int()),
  /** Attempts approved: payments and holds, whatever came after. */
  approved: z.number().check(z.int()),
  /** approved ÷ attempts, 0 to 1; null with no attempt. */
  successRate: z.nullable(z.number()),
});
export type PeriodFigures = z.input<typeof PeriodFigures>;

/** A period's figures from its sums: the one place they are worked out. */
export function periodFigures(currency: Currency, s: FigureSums): Decoded<typeof PeriodFigures> {
  const payments = BigInt(s.payments);
  return {
    currency,
    received: s.received,
    refunded: s.refunded,
    net: s.received - s.refunded,
    payments: s.payments,
    // Rounded half up to the qapik: a figure to read, never to count with.
    averagePayment: payments > 0n ? (2n * s.received + payments) / (2n * payments) : null,
    attempts: s.attempts,
    approved: s.approved,
    successRate: s.attempts > 0 ? s.approved / s.attempts : null,
  };
}

export const DashboardTotals = z.object({
  from: z.string(),
  to: z.string(),
  /** The period before, as long, that `previous` covers. */
  previousFrom: z.string(),
  previousTo: z.string(),
  current: z.array(PeriodFigures),
  previous: z.array(PeriodFigures),
  /** Held on cards now (holds neither completed, cancelled nor lapsed), per currency. */
  held: z.array(z.object({ currency: Currency, amount: MajorAmount })),
});
export type DashboardTotals = z.input<typeof DashboardTotals>;

/** `GET api/dashboard/report-monthly-activity`: optionally one application. */
export const MonthlyActivityQuery = z.object({ appId: z.optional(z.uuid()) });

/** One month (YYYY-MM, in the region's time zone) of one currency; the figures as a period's. */
export const MonthActivity = z.object({
  month: z.string(),
  currency: Currency,
  received: MajorAmount,
  refunded: MajorAmount,
  /** Payments received (attempts that captured money). */
  payments: z.number().check(z.int()),
});
export type MonthActivity = z.input<typeof MonthActivity>;
/** The last 12 months, oldest first, every month present for each currency that had any payment. */
export const MonthlyActivity = z.object({ months: z.array(z.string()), content: z.array(MonthActivity) });
export type MonthlyActivity = z.input<typeof MonthlyActivity>;

/** `GET api/dashboard/recent-activity?offset=6&page=0`: `offset` is the page's size (SPEC §7 names it so). */
export const RecentActivityQuery = z.object({
  offset: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), RECENT_ACTIVITY_SIZE),
  page: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100)), 0),
  appId: z.optional(z.uuid()),
});
export type RecentActivityQuery = z.input<typeof RecentActivityQuery>;

/**
 * What a recent activity item is: an approved attempt (`payment`: paid or held; its status says
 * which), an attempt the card's bank refused or that failed (`failedAttempt`: no money moved),
 * or an operation done on a payment.
 */
export const recentActivityKinds = ["payment", "failedAttempt", ...operationKinds] as const;
export type RecentActivityKind = (typeof recentActivityKinds)[number];

/** An ended attempt's kind in the recent activity. */
export const attemptKindOf = (status: TransactionStatus): "payment" | "failedAttempt" =>
  isApproved(status) ? "payment" : "failedAttempt";

/** A payment attempt that ended, or an operation done on one. */
export const RecentActivityItem = z.object({
  /** The transaction, whose detail it opens. */
  transactionId: z.string(),
  kind: z.enum(recentActivityKinds),
  /** The transaction's status now. */
  status: TransactionStatus,
  amount: MajorAmount,
  currency: Currency,
  appId: z.string(),
  appName: z.string(),
  customer: z.string(),
  invoiceCode: z.string(),
  at: z.iso.datetime(),
});
export type RecentActivityItem = z.input<typeof RecentActivityItem>;
/** A page of it, newest first; `hasNext` instead of a total, which a busy account would pay for on every visit. */
export const RecentActivity = z.object({
  content: z.array(RecentActivityItem),
  page: z.number().check(z.int()),
  size: z.number().check(z.int()),
  hasNext: z.boolean(),
});
export type RecentActivity = z.input<typeof RecentActivity>;
