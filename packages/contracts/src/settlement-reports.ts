import * as z from "zod/mini";
import { daysBetween } from "./dashboard";
import { addDays } from "./calendar";
import { dateField } from "./dates";
import { messages } from "./fields";
import { Currency, MajorAmount } from "./money";
import { PayoutStatus } from "./payouts";
import { WalletOperation } from "./wallets";

/*
 * The settlement report (docs/settlement-report.md): what moved an application's wallet in
 * one currency over a period of the region's calendar days, from the opening balance to the
 * closing one, every figure a sum of the wallet's ledger entries; then each payout that left
 * the wallet in the period with the entries it paid out.
 */

/** The longest period one report covers (a year, leap day included), as the dashboard's totals. */
export const SETTLEMENT_REPORT_MAX_DAYS = 366;
/** The most wallet entries a report lists under its payouts; older ones are left out, and their payout says so. */
export const SETTLEMENT_REPORT_MAX_LINES = 5000;

export const settlementReportFormats = ["xlsx", "csv"] as const;
export const SettlementReportFormat = z.enum(settlementReportFormats);
export type SettlementReportFormat = z.infer<typeof SettlementReportFormat>;

/** A CSV file as the report's download and e-mail carry it (UTF-8, with a byte-order mark for spreadsheet programs). */
export const CSV_MEDIA_TYPE = "text/csv; charset=utf-8";

/** Inclusive calendar days, `from` not after `to`, at most a year apart. */
const periodChecks = <T extends { from: string; to: string }>() => [
  z.refine<T>((q) => q.from <= q.to, { message: messages.invalid, path: ["to"] }),
  z.refine<T>((q) => q.from > q.to || daysBetween(q.from, q.to) <= SETTLEMENT_REPORT_MAX_DAYS, {
    message: messages.invalid,
    path: ["from"],
  }),
];

const periodShape = {
  from: dateField,
  to: dateField,
  /** One wallet of the application: the region's currency when not given. */
  currency: z.optional(Currency),
};

/** `GET api/settlement-reports/{appId}`: the period (the region's calendar days, both counted) and the wallet's currency. */
export const SettlementReportQuery = z.object(periodShape).check(...periodChecks<{ from: string; to: string }>());
export type SettlementReportQuery = z.input<typeof SettlementReportQuery>;

/** `GET api/settlement-reports/{appId}/export`: the same report as a file. */
export const SettlementReportExportQuery = z
  .object({ ...periodShape, format: z._default(SettlementReportFormat, "xlsx") })
  .check(...periodChecks<{ from: string; to: string }>());
export type SettlementReportExportQuery = z.input<typeof SettlementReportExportQuery>;

export const SettlementReportAppParam = z.object({ appId: z.uuid() });

/**
 * The report's lines between the two balances, in this order; each wallet entry of the period
 * counts in exactly one of them, so opening + lines = closing:
 * - `payments`: card payments and completed holds (`cardPayment`, `capture`);
 * - `refunds`: refunds, less refused ones whose money came back (`refund`, `refundFailed`);
 * - `transfersIn`, `transfersOut`: transfers from and to other merchants (`walletTransfer` by its sign);
 * - `fees`: withdrawal and payout fees (`withdrawalFee`, `payoutFee`);
 * - `paidOut`: withdrawals, payouts and top-ups the bank had taken by the period's end;
 * - `held`: those reserved in the period but not taken by its end (in review, on their way, or returned);
 * - `returned`: amounts and fees given back by the bank or a reviewer (`…Returned`).
 */
export const settlementLineKinds = [
  "payments",
  "refunds",
  "transfersIn",
  "transfersOut",
  "fees",
  "paidOut",
  "held",
  "returned",
] as const;
export const SettlementLineKind = z.enum(settlementLineKinds);
export type SettlementLineKind = z.infer<typeof SettlementLineKind>;

/** One line of the summary: the signed sum of its entries (credits positive) and how many there were. */
export const SettlementLine = z.object({
  kind: SettlementLineKind,
  amount: MajorAmount,
  count: z.number().check(z.int()),
});
export type SettlementLine = z.input<typeof SettlementLine>;

/** What left the wallet for a bank: a withdrawal to the application's own account, a payout, or a mobile wallet top-up. */
export const settlementPayoutKinds = ["withdrawal", "payout", "topUp"] as const;
export const SettlementPayoutKind = z.enum(settlementPayoutKinds);
export type SettlementPayoutKind = z.infer<typeof SettlementPayoutKind>;

/**
 * A withdrawal, payout or top-up that left the wallet in the period, with its status now, and
 * its lines: the wallet entries booked since the previous one left up to this one (its own
 * amount and fee included), oldest first, as a bank statement lists a payout's transactions.
 */
export const SettlementPayout = z.object({
  id: z.uuid(),
  kind: SettlementPayoutKind,
  /** When it left the wallet (was reserved). */
  createdAt: z.iso.datetime(),
  /** A withdrawal's status is one of a payout's: `inProgress`, `sent`, `failed`. */
  status: PayoutStatus,
  /** What left the wallet for the bank, without the fee (positive). */
  amount: MajorAmount,
  fee: MajorAmount,
  /** Where it went: the masked account, or the recipient's masked name and account. */
  destination: z.nullable(z.string()),
  description: z.nullable(z.string()),
  /** When the bank's (or a reviewer's) answer ended it. */
  settledAt: z.nullable(z.iso.datetime()),
  lines: z.array(WalletOperation),
  /** False for the oldest payouts when the report's lines stop at `SETTLEMENT_REPORT_MAX_LINES`. */
  linesComplete: z.boolean(),
});
export type SettlementPayout = z.input<typeof SettlementPayout>;

export const SettlementReport = z.object({
  appId: z.uuid(),
  appName: z.string(),
  merchantId: z.string(),
  currency: Currency,
  from: z.string(),
  to: z.string(),
  /** The clock the days are counted on (Asia/Baku; Asia/Dubai on the .ae host). */
  timeZone: z.string(),
  /** The wallet's balance when `from` began: the sum of its entries before. */
  openingBalance: MajorAmount,
  /** Every kind of `settlementLineKinds`, in that order, zeros included. */
  lines: z.array(SettlementLine),
  /** The wallet's payout balance when `to` ended: opening + lines. */
  closingBalance: MajorAmount,
  /** Oldest first. */
  payouts: z.array(SettlementPayout),
  generatedAt: z.iso.datetime(),
});
export type SettlementReport = z.input<typeof SettlementReport>;

export const settlementReportFrequencies = ["daily", "weekly", "monthly"] as const;
export const SettlementReportFrequency = z.enum(settlementReportFrequencies);
export type SettlementReportFrequency = z.infer<typeof SettlementReportFrequency>;

/** `PUT api/settlement-reports/{appId}/schedule`: how often the user wants the report e-mailed, and as what. */
export const SettlementReportScheduleInput = z.object({
  frequency: SettlementReportFrequency,
  format: z._default(SettlementReportFormat, "xlsx"),
});
export type SettlementReportScheduleInput = z.input<typeof SettlementReportScheduleInput>;

/** A period of calendar days, both counted. */
export const CalendarPeriod = z.object({ from: z.string(), to: z.string() });
export type CalendarPeriod = z.infer<typeof CalendarPeriod>;

/** The user's schedule for one application: the next report covers `next`, e-mailed to `email` once it has ended. */
export const SettlementReportSchedule = z.object({
  frequency: SettlementReportFrequency,
  format: SettlementReportFormat,
  email: z.string(),
  /** The last day of the last period e-mailed (or under way when the schedule was set); null before any. */
  lastSentThrough: z.nullable(z.string()),
  next: CalendarPeriod,
});
export type SettlementReportSchedule = z.input<typeof SettlementReportSchedule>;

/** The first day of the month after `date`'s. */
function firstOfNextMonth(date: string): string {
  const [year, month] = date.split("-").map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, 1));
  return next.toISOString().slice(0, 10);
}

/** The period of a schedule that holds a day: that day; its week, Monday to Sunday (ISO 8601); its calendar month. */
export function schedulePeriodOf(frequency: SettlementReportFrequency, day: string): CalendarPeriod {
  switch (frequency) {
    case "daily":
      return { from: day, to: day };
    case "weekly": {
      const monday = addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
      return { from: monday, to: addDays(monday, 6) };
    }
    case "monthly":
      return { from: `${day.slice(0, 8)}01`, to: addDays(firstOfNextMonth(day), -1) };
  }
}

/** The latest period that ended before `today`: yesterday, last Monday–Sunday, or last calendar month. */
export function lastEndedPeriod(frequency: SettlementReportFrequency, today: string): CalendarPeriod {
  return schedulePeriodOf(frequency, addDays(schedulePeriodOf(frequency, today).from, -1));
}

/**
 * The period the next e-mail covers: the last one ended when it has not been sent yet (a new
 * schedule, or a job that has still to run), else the one under way.
 */
export function nextSchedulePeriod(
  frequency: SettlementReportFrequency,
  lastSentThrough: string | null,
  today: string,
): CalendarPeriod {
  const ended = lastEndedPeriod(frequency, today);
  return lastSentThrough === null || lastSentThrough < ended.to ? ended : schedulePeriodOf(frequency, today);
}
