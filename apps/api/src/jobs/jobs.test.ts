import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { backends, startTestApp } from "@/test-support/test-app";

describe.each(backends)("scheduled jobs on %s", (backend) => {
  it("keeps the jobs' schedules in the database's job queue", async () => {
    const t = await startTestApp(backend, {}, { jobs: "work" });
    try {
      const result = (await t.db.execute(sql`select name, cron from pgboss.schedule order by name`)) as unknown as {
        rows: { name: string; cron: string }[];
      };
      expect(result.rows).toEqual([
        { name: "deliver-messages", cron: "* * * * *" },
        { name: "deliver-webhooks", cron: "* * * * *" },
        { name: "dispatch-events", cron: "* * * * *" },
        { name: "expire-invoices", cron: "* * * * *" },
        { name: "expire-pre-auths", cron: "* * * * *" },
        { name: "issue-recurring-invoices", cron: "* * * * *" },
        { name: "maintain-partitions", cron: "0 * * * *" },
        { name: "process-bulk-invoices", cron: "* * * * *" },
        { name: "purge-idempotency-keys", cron: "* * * * *" },
        { name: "recheck-operations", cron: "* * * * *" },
        { name: "reconcile-hosted-payments", cron: "* * * * *" },
        { name: "reconcile-yesterday", cron: "* * * * *" },
        { name: "send-settlement-reports", cron: "0 * * * *" },
        { name: "settle-payouts", cron: "* * * * *" },
        { name: "settle-withdrawals", cron: "* * * * *" },
        { name: "warn-lapsing-holds", cron: "* * * * *" },
      ]);
    } finally {
      await t.close();
    }
  });
});
