import type { FastifyInstance } from "fastify";
import PgBoss from "pg-boss";
import type { JobsConnection } from "@/db/client";
import { invoiceJobs } from "@/modules/invoices/invoice-jobs";

/** Every job runs each minute; pg-boss hands each run to one server of however many there are. */
const EVERY_MINUTE = "* * * * *";

/**
 * Starts the durable job queue in the same database (pg-boss) and schedules the invoice
 * jobs. Returns what stops it.
 */
export async function startJobs(app: FastifyInstance, connection: JobsConnection): Promise<() => Promise<void>> {
  const jobs = invoiceJobs(app);
  const handlers: Record<string, () => Promise<unknown>> = {
    "expire-invoices": jobs.expireInvoices,
    "expire-pre-auths": jobs.expirePreAuths,
    "issue-recurring-invoices": jobs.issueRecurring,
  };
  const boss = new PgBoss({ ...connection, ...("connectionString" in connection ? { max: 3 } : {}), schema: "pgboss" });
  boss.on("error", (err) => app.log.error({ err }, "job queue"));
  await boss.start();
  for (const [name, handler] of Object.entries(handlers)) {
    await boss.createQueue(name);
    await boss.schedule(name, EVERY_MINUTE);
    await boss.work(name, async () => {
      const result = await handler();
      app.log.debug({ job: name, result }, "job done");
    });
  }
  return () => boss.stop({ graceful: true, timeout: 10_000 });
}
