import * as z from "zod/mini";
import { addDays, dateField } from "./dates";
import { messages } from "./fields";
import { Currency } from "./money";
import { TransactionStatus } from "./payment-statuses";
import { operationKinds } from "./transactions";

/** The longest period the totals compare at once (a year, leap day included). */
export const DASHBOARD_MAX_DAYS = 366;
/** SPEC §9: the recent activity lists six at a time. */
export const RECENT_ACTIVITY_SIZE = 6;

/** Whole days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The period just before [from, to], as long. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = daysBetween(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** `GET api/dashboard/totals`: a period of calendar days (both ends counted) and, optionally, one application. */
export const DashboardTotalsQuery = z.object({ from: dateField, to: dateField, appId: z.optional(z.uuid()) }).check(
  z.refine((q) => q.from <= q.to, { message: messages.invalid, path: ["to"] }),
  z.refine((q) => q.from > q.to || daysBetween(q.from, q.to) <= DASHBOARD_MAX_DAYS, { message: messages.invalid, path: ["from"] }),
);
export type DashboardTotalsQuery = z.infer<typeof DashboardTotalsQuery>;

/** What a period's payments came to, in one currency (amounts in major units). */
export const PeriodFigures = z.object({
  currency: Currency,
  /** Captured: paid, or holds completed. */
  received: z.number(),
  refunded: z.number(),
  net: z.number(),
  /** Approved payments and holds. */
  payments: z.number().check(z.int()),
  /** `received` over the payments that captured anything; null with none. */
  averagePayment: z.nullable(z.number()),
  /** Attempts that ended, approved or declined. */
  attempts: z.number().check(z.int()),
  /** Approved over attempts, 0 to 1; null with no attempt. */
  successRate: z.nullable(z.number()),
});
export type PeriodFigures = z.infer<typeof PeriodFigures>;

export const DashboardTotals = z.object({
  from: z.string(),
  to: z.string(),
  /** The period before, as long, that `previous` covers. */
  previousFrom: z.string(),
  previousTo: z.string(),
  current: z.array(PeriodFigures),
  previous: z.array(PeriodFigures),
  /** Held on cards now (holds neither completed, cancelled nor lapsed), per currency. */
  held: z.array(z.object({ currency: Currency, amount: z.number() })),
});
export type DashboardTotals = z.infer<typeof DashboardTotals>;

/** `GET api/dashboard/report-monthly-activity`: optionally one application. */
export const MonthlyActivityQuery = z.object({ appId: z.optional(z.uuid()) });

/** One month (YYYY-MM, in the region's time zone) of one currency. */
export const MonthActivity = z.object({
  month: z.string(),
  currency: Currency,
  received: z.number(),
  refunded: z.number(),
  payments: z.number().check(z.int()),
});
export type MonthActivity = z.infer<typeof MonthActivity>;
/** The last 12 months, oldest first, every month present for each currency that had any payment. */
export const MonthlyActivity = z.object({ months: z.array(z.string()), content: z.array(MonthActivity) });
export type MonthlyActivity = z.infer<typeof MonthlyActivity>;

/** `GET api/dashboard/recent-activity?offset=6&page=0`: `offset` is the page's size (SPEC §7 names it so). */
export const RecentActivityQuery = z.object({
  offset: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), RECENT_ACTIVITY_SIZE),
  page: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100)), 0),
  appId: z.optional(z.uuid()),
});
export type RecentActivityQuery = z.input<typeof RecentActivityQuery>;

/** A payment attempt that ended, or an operation done on one. */
export const RecentActivityItem = z.object({
  /** The transaction, whose detail it opens. */
  transactionId: z.string(),
  kind: z.enum(["payment", ...operationKinds]),
  /** The transaction's status now. */
  status: TransactionStatus,
  amount: z.number(),
  currency: Currency,
  appId: z.string(),
  appName: z.string(),
  customer: z.string(),
  invoiceCode: z.string(),
  at: z.iso.datetime(),
});
export type RecentActivityItem = z.infer<typeof RecentActivityItem>;
/** A page of it, newest first; `hasNext` instead of a total, which a busy account would pay for on every visit. */
export const RecentActivity = z.object({
  content: z.array(RecentActivityItem),
  page: z.number().check(z.int()),
  size: z.number().check(z.int()),
  hasNext: z.boolean(),
});
export type RecentActivity = z.infer<typeof RecentActivity>;
