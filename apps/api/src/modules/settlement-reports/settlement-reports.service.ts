import {
  addDays,
  calendarDateIn,
  type Decoded,
  lastEndedPeriod,
  nextSchedulePeriod,
  type PayoutStatus,
  type Region,
  regionCurrency,
  regionTimeZone,
  SETTLEMENT_REPORT_MAX_LINES,
  type SettlementReport,
  type SettlementReportQuery,
  type SettlementReportSchedule,
  type SettlementReportScheduleInput,
  startOfDayIn,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import type { Queryable } from "@/db/client";
import { ACCOUNT_REGION } from "@/lib/account-region";
import { AppError } from "@/lib/app-error";
import type { Scope } from "@/lib/scope";
import { findApplication } from "@/modules/applications/applications.repo";
import { toWalletOperation } from "@/modules/wallets/wallets.mappers";
import { walletOperations } from "@/modules/wallets/wallets.repo";
import type { AuthContext } from "@/plugins/auth";
import { payoutGroups, summaryLines } from "./settlement-lines";
import {
  balanceBefore,
  deleteSchedule,
  entrySums,
  findSchedule,
  lastMoneyOutBefore,
  moneyOutIn,
  type ScheduleRow,
  upsertSchedule,
  walletLedgerAccount,
} from "./settlement-reports.repo";

export type DecodedReport = Decoded<typeof SettlementReport>;
export type ReportQuery = Pick<z.output<typeof SettlementReportQuery>, "from" | "to" | "currency">;

const notFound = () => new AppError("NOT_FOUND", "No such application.");

/**
 * The settlement report of an application's wallet (docs/settlement-report.md), read with `q`
 * (the job's transaction, or the database): an application outside the scope does not exist.
 * Days are the region's; the currency is the region's unless the query names one.
 */
export async function settlementReport(
  q: Queryable,
  scope: Scope,
  appId: string,
  query: ReportQuery,
  region: Region,
  now: Date,
): Promise<DecodedReport> {
  const application = await findApplication(q, scope, appId);
  if (!application) throw notFound();
  const currency = query.currency ?? regionCurrency[region];
  const timeZone = regionTimeZone[region];
  const from = startOfDayIn(query.from, timeZone);
  const before = startOfDayIn(addDays(query.to, 1), timeZone);
  const report: DecodedReport = {
    appId,
    appName: application.app.appName,
    merchantId: application.app.merchantId,
    currency,
    from: query.from,
    to: query.to,
    timeZone,
    openingBalance: 0n,
    lines: summaryLines([]),
    closingBalance: 0n,
    payouts: [],
    generatedAt: now.toISOString(),
  };
  const wallet = await walletLedgerAccount(q, scope, appId, currency);
  if (!wallet) return report;

  // One query after another: `q` may be a transaction, whose one connection takes them in turn anyway.
  const opening = await balanceBefore(q, wallet, from);
  const sums = await entrySums(q, wallet, from, before);
  const moneyOut = await moneyOutIn(q, wallet, from, before);
  const since = await lastMoneyOutBefore(q, wallet, from);
  const lines = summaryLines(sums);
  report.openingBalance = opening;
  report.lines = lines;
  report.closingBalance = lines.reduce((balance, line) => balance + line.amount, opening);
  if (moneyOut.length === 0) return report;

  // The entries the period's payouts paid out: from the one before the first up to the last
  // (inclusive: JavaScript's instants are whole milliseconds, as every booked instant is).
  const last = moneyOut.at(-1)!;
  const found = await walletOperations(q, scope, appId, {
    currency,
    from: since ?? undefined,
    before: new Date(last.createdAt.getTime() + 1),
    page: 0,
    size: SETTLEMENT_REPORT_MAX_LINES,
  });
  // Past the limit the oldest entries are left out: a payout whose lines reach back before
  // the oldest listed cannot be shown whole.
  const oldestListed = found.total > found.rows.length ? found.rows.at(-1)?.createdAt : undefined;
  const groups = payoutGroups(moneyOut, found.rows, since);
  report.payouts = moneyOut.map((payout, i) => {
    const start = i === 0 ? since : moneyOut[i - 1]!.createdAt;
    return {
      id: payout.id,
      kind: payout.kind,
      createdAt: payout.createdAt.toISOString(),
      status: payout.status as PayoutStatus,
      amount: payout.amount,
      fee: payout.fee,
      destination: payout.destination || null,
      description: payout.description || null,
      settledAt: payout.settledAt?.toISOString() ?? null,
      lines: (groups.get(payout.id) ?? []).map(toWalletOperation),
      linesComplete: !oldestListed || (start !== null && start.getTime() >= oldestListed.getTime()),
    };
  });
  return report;
}

/** Scheduled reports are on the account's region's calendar (lib/account-region.ts), as the job that sends them. */
const todayOfAccounts = (now: Date) => calendarDateIn(now, regionTimeZone[ACCOUNT_REGION]);

function toSchedule(row: ScheduleRow, email: string, now: Date): Decoded<typeof SettlementReportSchedule> {
  return {
    frequency: row.frequency,
    format: row.format,
    email,
    lastSentThrough: row.lastSentThrough,
    next: nextSchedulePeriod(row.frequency, row.lastSentThrough, todayOfAccounts(now)),
  };
}

/** The settlement report on demand, and each user's schedule of it by e-mail. */
export function settlementReportsService(app: FastifyInstance) {
  const { db, clock } = app;

  /** On demand; `readDb` may be the replica (plugins/read-db.ts). */
  const report = (auth: AuthContext, appId: string, query: ReportQuery, region: Region, readDb: Queryable = db) =>
    settlementReport(readDb, auth.scope, appId, query, region, clock());

  async function reachable(auth: AuthContext, appId: string) {
    if (!(await findApplication(db, auth.scope, appId))) throw notFound();
  }

  /** The user's schedule for the application; null when they have none. */
  async function schedule(auth: AuthContext, appId: string) {
    await reachable(auth, appId);
    const row = await findSchedule(db, auth.user.id, appId);
    return row ? toSchedule(row, auth.user.email, clock()) : null;
  }

  /**
   * Sets how often the report is e-mailed. A new schedule, or a new frequency, starts with the
   * period under way: the one already ended counts as sent, so the first e-mail comes when the
   * current day, week or month ends. A change of format alone keeps what was sent.
   */
  async function setSchedule(auth: AuthContext, appId: string, input: z.output<typeof SettlementReportScheduleInput>) {
    await reachable(auth, appId);
    const now = clock();
    const existing = await findSchedule(db, auth.user.id, appId);
    const lastSentThrough =
      existing?.frequency === input.frequency
        ? existing.lastSentThrough
        : lastEndedPeriod(input.frequency, todayOfAccounts(now)).to;
    const row = await upsertSchedule(db, {
      userId: auth.user.id,
      accountId: auth.user.accountId,
      appId,
      frequency: input.frequency,
      format: input.format,
      lastSentThrough,
    });
    return toSchedule(row, auth.user.email, now);
  }

  /** Stops the e-mails; 404 when there was no schedule. */
  async function removeSchedule(auth: AuthContext, appId: string) {
    await reachable(auth, appId);
    const row = await deleteSchedule(db, auth.user.id, appId);
    if (!row) throw new AppError("NOT_FOUND", "No settlement report is scheduled for this application.");
  }

  return { report, schedule, setSchedule, removeSchedule };
}
