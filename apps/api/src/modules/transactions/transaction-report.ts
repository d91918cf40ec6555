import { type Language, type Region, type TransactionReportQueued, XLSX_MEDIA_TYPE } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { AppError } from "@/lib/app-error";
import { scopeOf } from "@/lib/scope";
import type { AuthContext } from "@/plugins/auth";
import { activeUserOfAccount } from "@/modules/users/users.repo";
import { exportFileName, transactionsWorkbookBuffer } from "./transaction-export";
import type { ExportFilters } from "./transaction-export.repo";
import { transactionsReportMail } from "./transaction-export.messages";

/** The job queue's name for e-mailed reports: sent one at a time, never scheduled. */
export const SEND_TRANSACTIONS_REPORT = "send-transactions-report";

/** What a report needs, as the job queue keeps it (JSON). */
export interface TransactionsReport {
  userId: string;
  accountId: string;
  filters: ExportFilters;
  language: Language;
  region: Region;
  /** The request that asked for it: the job's log lines carry it. */
  requestId?: string;
}

/** Reports a user may have mailed an hour: each reads every matching row, and fills a mailbox. */
export const REPORTS_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;

/**
 * Makes the export's workbook and mails it to the user who asked, in their language. A user
 * no longer in the account (or gone) gets nothing. The rows are those the user may see when
 * the report is made, not when it was asked for: access taken away meanwhile is respected.
 * Resolves with what was sent.
 */
export async function sendTransactionsReport(
  app: FastifyInstance,
  report: TransactionsReport,
): Promise<{ to: string; rows: number } | null> {
  const user = await activeUserOfAccount(app.db, report.accountId, report.userId);
  if (!user) {
    app.log.warn({ userId: report.userId }, "transactions report not sent: the user is no longer in the account");
    return null;
  }
  const now = app.clock();
  // Its rows may come from the replica while it is in step (REPLICA_MAX_LAG_MS behind at most).
  const { content, rows } = await transactionsWorkbookBuffer(app.readDb(), { ...report, scope: scopeOf(user) }, now);
  await app.messaging.send({
    channel: "email",
    to: user.email,
    ...transactionsReportMail(report.language, rows),
    attachment: { name: exportFileName(now, report.region), contentType: XLSX_MEDIA_TYPE, content },
  });
  return { to: user.email, rows };
}

/**
 * Asking for a report answers at once; the report is made after. Where this process runs
 * the job queue (the server), the report is a job: durable, and done by whichever server is
 * free. Where it does not (tests, tools), it runs here in the background, and closing the
 * app waits for it (`settled`); a failure is logged, as a job's would be.
 */
export function transactionReports(app: FastifyInstance) {
  const running = new Set<Promise<void>>();

  function inBackground(report: TransactionsReport) {
    const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => sendTransactionsReport(app, report))
      .then(
        () => undefined,
        (err: unknown) => app.log.error({ err }, "transactions report not sent"),
      )
      .finally(() => running.delete(run));
    running.add(run);
  }

  async function request(
    auth: AuthContext,
    filters: ExportFilters,
    language: Language,
    region: Region,
    requestId: string,
  ): Promise<TransactionReportQueued> {
    const { count, resetInMs } = await app.rateLimits.hit(`transactions-report:${auth.user.id}`, HOUR_MS);
    if (count > REPORTS_PER_HOUR) {
      throw new AppError("RATE_LIMITED", "Too many reports asked for. Try again later.", {
        retryAfter: Math.ceil(resetInMs / 1000),
      });
    }
    const report: TransactionsReport = {
      userId: auth.user.id,
      accountId: auth.user.accountId,
      filters,
      language,
      region,
      requestId,
    };
    if (app.jobQueue) await app.jobQueue.send(SEND_TRANSACTIONS_REPORT, report);
    else inBackground(report);
    return { sent: "email", to: auth.user.email };
  }

  /** Waits for the reports this process is making in the background. */
  const settled = async () => {
    await Promise.all([...running]);
  };

  return { request, settled };
}
