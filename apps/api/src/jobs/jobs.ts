import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import PgBoss from "pg-boss";
import type { JobsConnection } from "@/db/client";
import { MIGRATE_COMMAND, MigrationsLagError } from "@/db/migrations";
import { bulkProcessing, PROCESS_BULK_INVOICES } from "@/modules/bulk-invoices/bulk-processing";
import { DELIVER_MESSAGES } from "@/providers/messaging/message-delivery";
import { DELIVER_WEBHOOKS } from "@/modules/webhooks/webhook-delivery";
import { DISPATCH_EVENTS } from "@/modules/events/event-bus";
import { invoiceJobs } from "@/modules/invoices/invoice-jobs";
import { apiIdempotency } from "@/modules/merchant-api/api-idempotency";
import { RECONCILE_YESTERDAY, reconciliationService } from "@/modules/reconciliation/reconciliation.service";
import { withdrawalsService } from "@/modules/wallets/withdrawals.service";
import { payoutsService } from "@/modules/wallets/payouts.service";
import { EXPIRE_PRE_AUTHS, holdLapse } from "@/modules/transactions/hold-lapse";
import { holdLapseWarnings, WARN_LAPSING_HOLDS } from "@/modules/transactions/hold-lapse-warnings";
import {
  SEND_TRANSACTIONS_REPORT,
  sendTransactionsReport,
  type TransactionsReport,
} from "@/modules/transactions/transaction-report";
import { hostedPaymentService, RECONCILE_HOSTED_PAYMENTS } from "@/modules/checkout/hosted-payment.service";
import { RECHECK_OPERATIONS, operationPipeline } from "@/modules/transactions/operation-pipeline";
import {
  SEND_SETTLEMENT_REPORTS,
  sendDueSettlementReports,
} from "@/modules/settlement-reports/settlement-report-schedule";
import { MAINTAIN_PARTITIONS, partitionUpkeep } from "./partition-upkeep";

declare module "fastify" {
  interface FastifyInstance {
    /** The durable job queue, where this process runs it (the server does; tests only when asked). */
    jobQueue?: { send(name: string, data: object): Promise<string | null> };
  }
}

/** Every job runs each minute, but those named in `hourly`; pg-boss hands each run to one server of however many there are. */
const EVERY_MINUTE = "* * * * *";
const EVERY_HOUR = "0 * * * *";
// Any constant works; it only has to be the same in every process.
const JOBS_SETUP_LOCK = 7_210_002;

/**
 * How a process takes part in the job queue: `work` runs the jobs (the worker and `all`
 * roles: schedules, queues, each job to one process of however many); `send` only hands
 * jobs over (the api role: a report asked for, bulk invoices to process).
 */
export type JobsRole = "work" | "send";

/**
 * Starts the durable job queue in the same database (pg-boss), schedules the invoice jobs
 * the round of withdrawals still waiting for the bank, and bulk invoices to process,
 * and takes the jobs sent to it (`app.jobQueue.send`): e-mailed transaction reports.
 * With `setUp` it first installs the queue's tables, queues and schedules (what `--migrate`
 * does); without, they must be there. Returns what stops it, letting running jobs finish
 * within `stopWithinMs` (what did not finish is left to expire and run again).
 */
export async function startJobs(
  app: FastifyInstance,
  connection: JobsConnection,
  { role, setUp, stopWithinMs }: { role: JobsRole; setUp: boolean; stopWithinMs: number },
): Promise<() => Promise<void>> {
  const jobs = invoiceJobs(app);
  const handlers: Record<string, () => Promise<unknown>> = {
    "expire-invoices": jobs.expireInvoices,
    [EXPIRE_PRE_AUTHS]: holdLapse(app),
    // Payments on a hosted acquirer's page whose customer never came back: the acquirer is asked how they ended.
    [RECONCILE_HOSTED_PAYMENTS]: hostedPaymentService(app).reconcileUnfinished,
    // Captures, refunds and reversals the acquirer did not confirm, or whose server stopped mid-way: asked about again.
    [RECHECK_OPERATIONS]: operationPipeline(app).recheckStale,
    [WARN_LAPSING_HOLDS]: holdLapseWarnings(app),
    "issue-recurring-invoices": jobs.issueRecurring,
    "settle-withdrawals": withdrawalsService(app).settlePending,
    "settle-payouts": payoutsService(app).settlePending,
    "purge-idempotency-keys": apiIdempotency(app).purge,
    // Yesterday against the acquirer's settlement and the bank's statements, once each morning.
    [RECONCILE_YESTERDAY]: reconciliationService(app).morningRun,
    // Also sent when a merchant starts processing; the minute's run takes over from a server that died.
    [PROCESS_BULK_INVOICES]: bulkProcessing(app).processPending,
    // Messages are delivered as they are written; the minute's run takes up what a stopped server left.
    [DELIVER_MESSAGES]: app.messageDelivery.deliverDue,
    // Events are dispatched as their changes commit; the minute's run takes up what a crash or a failed subscriber left.
    [DISPATCH_EVENTS]: app.events.dispatchDue,
    // Webhooks go out as their events commit; the minute's run sends the retries that came due and what a stopped server left.
    [DELIVER_WEBHOOKS]: app.webhookDelivery.deliverDue,
    // Scheduled settlement reports whose day, week or month has ended (on the hour, as periods end on the hour).
    [SEND_SETTLEMENT_REPORTS]: () => sendDueSettlementReports(app),
    // The coming months' partitions, and the logs' months past their retention dropped.
    [MAINTAIN_PARTITIONS]: partitionUpkeep(app),
  };
  const hourly = new Set([SEND_SETTLEMENT_REPORTS, MAINTAIN_PARTITIONS]);
  const working = role === "work";
  const boss = new PgBoss({
    ...connection,
    schema: "pgboss",
    migrate: setUp,
    // Only a working process maintains the queue and turns schedules into jobs.
    supervise: working,
    schedule: working,
  });
  boss.on("error", (err) => app.log.error({ err }, "job queue"));
  const start = async () => {
    // start() creates pg-boss's own cron queue, so it races like ours do (and swallows the deadlock).
    await boss.start().catch((err: Error) => {
      throw /requires migrations|not installed/.test(err.message)
        ? new MigrationsLagError(`The job queue's tables are not set up: run ${MIGRATE_COMMAND} first.`)
        : err;
    });
    if (!setUp) return;
    for (const name of Object.keys(handlers)) {
      await boss.createQueue(name);
      await boss.schedule(name, hourly.has(name) ? EVERY_HOUR : EVERY_MINUTE);
    }
    await boss.createQueue(SEND_TRANSACTIONS_REPORT);
  };
  if (app.databaseKind === "postgres" && setUp) {
    // Servers starting together would deadlock creating queues (each locks pgboss.queue): one at a time.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${JOBS_SETUP_LOCK})`);
      await start();
    });
  } else {
    // PGlite is one process, and its one connection is busy while a transaction is open.
    await start();
  }
  app.decorate("jobQueue", { send: (name: string, data: object) => boss.send(name, data) });
  const stop = () => boss.stop({ graceful: true, timeout: stopWithinMs, wait: true });
  if (!working) return stop;
  for (const [name, handler] of Object.entries(handlers)) {
    await boss.work(name, async ([job]) => {
      const result = await handler();
      app.log.debug({ job: name, jobId: job?.id, result }, "job done");
    });
  }
  await boss.work<TransactionsReport>(SEND_TRANSACTIONS_REPORT, async (jobs) => {
    for (const job of jobs) {
      // The request that asked for it, so its log lines and the job's can be read together.
      const log = app.log.child({ job: SEND_TRANSACTIONS_REPORT, jobId: job.id, requestId: job.data.requestId });
      const sent = await sendTransactionsReport(app, job.data);
      log.debug({ rows: sent?.rows }, "job done");
    }
  });
  return stop;
}
