import { type SQL, sql } from "drizzle-orm";
import type { Db, Queryable } from "./client";

/**
 * The append-only tables kept in monthly partitions (migration 0033, docs/operations.md
 * "Partitions"), and for the logs among them, which rows hold a month back from being dropped
 * when its retention has passed. The ledger is money: its months are never dropped.
 */
export const PARTITIONED_TABLES = {
  ledger_entries: { retention: "never" },
  audit_events: { retention: "AUDIT_RETENTION_MONTHS" },
  // `m` is the month's partition.
  outbox_messages: { retention: "MESSAGE_RETENTION_MONTHS", unfinished: sql`m.status = 'queued'` },
  domain_events: { retention: "EVENT_RETENTION_MONTHS", unfinished: sql`m.dispatched_at is null` },
  // Deliveries first: a month of events goes once its deliveries have.
  webhook_deliveries: { retention: "WEBHOOK_RETENTION_MONTHS", unfinished: sql`m.status = 'pending'` },
  webhook_events: {
    retention: "WEBHOOK_RETENTION_MONTHS",
    unfinished: sql`exists (select 1 from webhook_deliveries d where d.event_id = m.id and d.status = 'pending')`,
  },
  api_log_entries: { retention: "API_LOG_RETENTION_MONTHS" },
} satisfies Record<string, { retention: "never" | RetentionSetting; unfinished?: SQL }>;

export type RetentionSetting =
  | "AUDIT_RETENTION_MONTHS"
  | "MESSAGE_RETENTION_MONTHS"
  | "EVENT_RETENTION_MONTHS"
  | "WEBHOOK_RETENTION_MONTHS"
  | "API_LOG_RETENTION_MONTHS";

/** Months of each log kept; 0 keeps them all. */
export type Retention = Record<RetentionSetting, number>;

/** Months made ahead of the clock, so a write never waits for the job. */
export const MONTHS_AHEAD = 3;
/** A partition lock waits this long at most: traffic on the table comes first, the job runs again within the hour. */
const LOCK_TIMEOUT = "5s";

const PARTITION_NAME = /_p(\d{4})_(\d{2})$/;

/** The first instant of the UTC month `months` from `at`'s. */
function monthStart(at: Date, months: number): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

async function rows<T>(q: Queryable, query: SQL): Promise<T[]> {
  // Both drivers answer raw SQL with `rows`; drizzle's common type does not say so.
  return ((await q.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface PartitionsReport {
  made: number;
  dropped: string[];
  /** Months past their retention that still hold unfinished rows (a queued message, a pending delivery). */
  held: string[];
  /** Rows that fell into a table's default partition: a month no partition held yet. */
  strays: Record<string, number>;
  /** Tables whose upkeep failed this run (a lock not granted in time, a stray row in a month to make), with why. */
  failed: Record<string, string>;
}

/**
 * Makes last month's to MONTHS_AHEAD months' partitions of every partitioned table and drops
 * the logs' months whose retention has passed, when nothing unfinished is left in them. Each
 * table in its own short transaction with a lock timeout: a busy table is left to the next run.
 */
export async function maintainPartitions(db: Db, now: Date, retention: Retention): Promise<PartitionsReport> {
  const report: PartitionsReport = { made: 0, dropped: [], held: [], strays: {}, failed: {} };
  for (const [table, rule] of Object.entries(PARTITIONED_TABLES)) {
    await maintainTable(db, now, retention, table, rule, report).catch((err: Error) => {
      report.failed[table] = err.message;
    });
  }
  return report;
}

type Rule = (typeof PARTITIONED_TABLES)[keyof typeof PARTITIONED_TABLES];

async function maintainTable(
  db: Db,
  now: Date,
  retention: Retention,
  table: string,
  rule: Rule,
  report: PartitionsReport,
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_TIMEOUT}'`));
    const [made] = await rows<{ n: number }>(
      tx,
      sql`select create_month_partitions(${table}, ${isoDay(monthStart(now, -1))}::date, ${isoDay(monthStart(now, MONTHS_AHEAD))}::date) as n`,
    );
    report.made += Number(made?.n ?? 0);
  });
  const [stray] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.identifier(`${table}_default`)}`,
  );
  if (stray && stray.n > 0) report.strays[table] = stray.n;
  if (rule.retention === "never" || !retention[rule.retention]) return;
  const cutoff = monthStart(now, -retention[rule.retention]);
  for (const child of await partitionsOf(db, table)) {
    const [, year, month] = PARTITION_NAME.exec(child) ?? [];
    if (!year || monthStart(new Date(Date.UTC(Number(year), Number(month) - 1, 1)), 1) > cutoff) continue;
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_TIMEOUT}'`));
      if ("unfinished" in rule) {
        const [busy] = await rows<{ found: boolean }>(
          tx,
          sql`select exists (select 1 from ${sql.identifier(child)} m where ${rule.unfinished}) as found`,
        );
        if (busy?.found) return report.held.push(child);
      }
      await tx.execute(sql`drop table ${sql.identifier(child)}`);
      report.dropped.push(child);
    });
  }
}

/** A table's monthly partitions (not its default one), oldest first. */
export async function partitionsOf(q: Queryable, table: string): Promise<string[]> {
  const found = await rows<{ name: string }>(
    q,
    sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = ${table}::regclass order by c.relname`,
  );
  return found.map((r) => r.name).filter((name) => PARTITION_NAME.test(name));
}
