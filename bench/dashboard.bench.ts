/**
 * The dashboard at scale, over real HTTP on loopback: a million transactions in one account
 * over 400 days (payments, declines, holds, refunds), the totals, the twelve months and the
 * recent activity; and what keeping the daily totals adds to each transaction written.
 * Run: `npx tsx ../../bench/dashboard.bench.ts [seconds]` from apps/api (PGlite in memory; set
 * BENCH_DATABASE_URL to measure a PostgreSQL server), or `npm run bench:dashboard`.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { DEMO_MERCHANT, seedDemoMerchant } from "@/modules/demo/demo-merchant";
import { CONCURRENCY, loadGet, SECONDS, startBenchServer } from "./support";

const INVOICES = 1_000_000;
const DAYS = 400;
/** Rows written one by one, with and without the daily totals' trigger. */
const WRITES = 5_000;

/** Invoices and one attempt each: 70% paid (a tenth of them partly refunded), 20% declined, 10% holds. */
async function seed(db: Db, appId: string, from: number, count: number) {
  await db.execute(sql`
    insert into invoices (account_id, app_id, invoice_code, booking_id, amount, currency, full_name, phone, email, description,
      link_expiration_date, expires_at, status, paid_amount, created_by_name, created_at)
    select a.account_id, a.id, 'DB' || lpad(g::text, 8, '0'), 'DB-' || g, 1000 + g % 50000, 'AZN', 'Customer ' || g, '+994551234567',
      'customer' || g || '@example.az', 'Order ' || g, current_date + 5, now() + interval '6 days', 'paid', 1000 + g % 50000, 'Demo Merchant',
      date_trunc('milliseconds', now()) - ((g % ${DAYS}::int) || ' days')::interval - ((g % 86400) || ' seconds')::interval
    from applications a, generate_series(${from}::int, ${from + count - 1}::int) g where a.id = ${appId}`);
  await db.execute(sql`
    insert into transactions (account_id, app_id, invoice_id, order_id, session_id, amount, currency, status, order_language,
      masked_pan, card_brand, card_holder, full_name, captured_amount, total_refunded, created_at)
    select i.account_id, i.app_id, i.id, i.invoice_code, 's', i.amount, 'AZN',
      case when g % 10 < 7 then (case when g % 70 = 0 then 'partialRefunded' else 'success' end) when g % 10 < 9 then 'declined' else 'preAuth' end,
      'en', '416973******0420', 'visa', 'LEYLA ALIYEVA', i.full_name,
      case when g % 10 < 7 then i.amount else 0 end, case when g % 70 = 0 then i.amount / 2 else 0 end, i.created_at
    from invoices i, lateral (select substr(i.booking_id, 4)::int as g) n
    where i.booking_id like 'DB-%' and n.g between ${from}::int and ${from + count - 1}::int`);
  await db.execute(sql`
    insert into transaction_operations (transaction_id, account_id, kind, amount, currency, status, created_at, completed_at)
    select t.id, t.account_id, 'refund', t.total_refunded, 'AZN', 'succeeded', t.created_at + interval '1 hour', t.created_at + interval '1 hour'
    from transactions t join invoices i on i.id = t.invoice_id
    where t.status = 'partialRefunded' and i.booking_id like 'DB-%' and substr(i.booking_id, 4)::int between ${from}::int and ${from + count - 1}::int`);
}

async function main() {
  const server = await startBenchServer();
  const { base, database } = server;
  const db = database.db;
  await seedDemoMerchant(db);
  const headers = await server.signIn(DEMO_MERCHANT.email, DEMO_MERCHANT.password, DEMO_MERCHANT.mobilePhone);
  const [app] = (await (await fetch(`${base}/api/apps`, { headers })).json()) as { id: string }[];

  // The trigger keeps the totals while a million rows go in, as it would for a million payments.
  const seedStart = performance.now();
  const CHUNK = 100_000;
  for (let from = 1; from <= INVOICES; from += CHUNK) await seed(db, app!.id, from, CHUNK);
  await db.execute(sql`analyze`);
  const seedSeconds = (performance.now() - seedStart) / 1000;

  // What the trigger costs a write: the same single-row updates with it and without it.
  const ids = (await db.execute(
    sql`select id from transactions where status = 'success' limit ${WRITES * 2}`,
  )) as unknown as { rows: { id: string }[] };
  const writes = async (rows: { id: string }[]) => {
    const start = performance.now();
    for (const { id } of rows)
      await db.execute(sql`update transactions set total_refunded = total_refunded + 1 where id = ${id}`);
    return (performance.now() - start) / rows.length;
  };
  const withTrigger = await writes(ids.rows.slice(0, WRITES));
  await db.execute(sql`alter table transactions disable trigger transactions_daily_totals_update`);
  const withoutTrigger = await writes(ids.rows.slice(WRITES));
  await db.execute(sql`alter table transactions enable trigger transactions_daily_totals_update`);

  await fetch(`${base}/api/health`).catch(() => undefined);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Baku" }).format(new Date());
  const rows = [];
  for (const [name, path] of [
    ["totals, this month", `/api/dashboard/totals?from=${today.slice(0, 8)}01&to=${today}`],
    ["totals, a year", `/api/dashboard/totals?from=${Number(today.slice(0, 4)) - 1}${today.slice(4)}&to=${today}`],
    ["report-monthly-activity", "/api/dashboard/report-monthly-activity"],
    ["recent-activity (6)", "/api/dashboard/recent-activity?offset=6&page=0"],
    ["recent-activity, page 10", "/api/dashboard/recent-activity?offset=6&page=10"],
  ] as const) {
    rows.push(await loadGet(`${name}, one client`, `${base}${path}`, headers, 1));
    rows.push(await loadGet(`${name}, ${CONCURRENCY} clients`, `${base}${path}`, headers));
  }

  console.log(
    `\nDatabase: ${database.kind}; ${INVOICES.toLocaleString("en")} transactions over ${DAYS} days in one account ` +
      `(seeded with the totals' trigger in ${seedSeconds.toFixed(1)} s); ${SECONDS} s per row\n`,
  );
  console.table(rows);
  console.table([
    {
      check: "slowest dashboard call, one client, p50 ms (target ≤ 100 on PostgreSQL)",
      value: Math.max(...rows.filter((_, i) => i % 2 === 0).map((r) => r["p50 ms"])),
    },
    { check: "transaction update with the totals' trigger, ms", value: +withTrigger.toFixed(3) },
    { check: "transaction update without it, ms", value: +withoutTrigger.toFixed(3) },
  ]);
  await server.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
