import { sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";

const rowsOf = async <T>(q: Queryable, query: ReturnType<typeof sql>) =>
  // Both drivers answer raw SQL with `rows`; drizzle's common type does not say so.
  ((await q.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * How far behind the outboxes are, in seconds (0 when nothing waits): the oldest event not
 * yet dispatched, message not yet sent, webhook not yet delivered. Each reads a partial or
 * leading index of the rows still waiting, never the history.
 */
export async function outboxAges(q: Queryable, now: Date) {
  const [row] = await rowsOf<{ events: string | null; messages: string | null; webhooks: string | null }>(
    q,
    sql`select
      (select extract(epoch from ${now}::timestamptz - min(occurred_at)) from domain_events where dispatched_at is null)::text as events,
      (select extract(epoch from ${now}::timestamptz - min(created_at)) from outbox_messages where status = 'queued')::text as messages,
      (select extract(epoch from ${now}::timestamptz - min(created_at)) from webhook_deliveries where status = 'pending')::text as webhooks`,
  );
  const seconds = (v: string | null | undefined) => Math.max(0, Number(v ?? 0));
  return { events: seconds(row?.events), messages: seconds(row?.messages), webhooks: seconds(row?.webhooks) };
}

/** Jobs waiting or running in each queue of pg-boss (the worker's backlog). */
export async function jobQueueDepths(q: Queryable) {
  return rowsOf<{ queue: string; state: string; count: number }>(
    q,
    sql`select name as queue, state::text as state, count(*)::int as count from pgboss.job
        where state in ('created', 'retry', 'active') group by name, state`,
  );
}
