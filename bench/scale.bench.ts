/**
 * The product at ten million payments: BENCH_SCALE_TRANSACTIONS (10,000,000) transactions over
 * 24 months in BENCH_SCALE_MERCHANTS (1,000) merchant accounts, BENCH_SCALE_BIG (1,000,000) of
 * them in one, on a scratch database of BENCH_DATABASE_URL (required). The server runs as a
 * deployment runs it: the build's `--migrate`, then two API processes (ROLE=api, MIGRATE=false)
 * through PgBouncer in transaction pooling. Signed in as the big merchant and as a typical
 * one, with 1 and 20 clients over loopback HTTP (the load from a worker thread): the
 * transactions list, a deep page, the text searches, the dashboard, a 10,000-row export,
 * creating and paying an invoice, and the merchant API's order list. With BENCH_SCALE_REPLICA=1
 * it runs on a primary and a streaming standby of its own (initdb, pg_basebackup; no
 * BENCH_DATABASE_URL), then measures the reads again with the standby serving them
 * (DATABASE_REPLICA_URL) and prints the two side by side.
 * Run: `npm run bench:scale [-- seconds]` (builds first), or from apps/api
 * `npx tsx ../../bench/scale.bench.ts [seconds]` after `npm run build`.
 */
import { execFile } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { addDays, calendarDateOf } from "@portal/contracts";
import { sql } from "drizzle-orm";
import { type Db, openDatabase } from "@/db/client";
import { DEFAULT_POOL } from "@/db/postgres";
import { apiDir } from "@/lib/api-dir";
import { encodeCursor } from "@/lib/keyset";
import { cardPayment } from "@/test-support/flows";
import { freePort } from "@/test-support/free-port";
import { pgbouncerBin, startPgBouncer } from "@/test-support/pgbouncer";
import { replicaPostgres } from "@/test-support/replica-postgres";
import { startServer, stopServers } from "@/test-support/server-process";
import { SEARCHES, type SeededMerchant, seedScale } from "./scale-seed";
import { codeAt, load, loadGet, measure, scratchDatabase, SECONDS, signInAt, type summary } from "./support";

const TOTAL = Number(process.env.BENCH_SCALE_TRANSACTIONS ?? 10_000_000);
const MERCHANTS = Number(process.env.BENCH_SCALE_MERCHANTS ?? 1_000);
const BIG = Math.min(TOTAL, Number(process.env.BENCH_SCALE_BIG ?? 1_000_000));
const CLIENTS = [1, 20] as const;
const EXPORT_ROWS = 10_000;
const PAGE_SIZE = 10;
const SERVER = path.join(apiDir, "dist/server.mjs");
const WITH_REPLICA = process.env.BENCH_SCALE_REPLICA === "1";

type Row = ReturnType<typeof summary> | { name: string; failed: string };
type Headers = Record<string, string>;

/** A measurement that fails (a 503 under load, a timeout) is a row saying so: the seed before it took an hour. */
async function attempt(name: string, run: () => Promise<Row>): Promise<Row> {
  try {
    return await run();
  } catch (err) {
    return { name, failed: (err as Error).message.slice(0, 200) };
  }
}

async function main() {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build -w apps/api\` first`);
  const cleanup: (() => Promise<unknown>)[] = [];
  // The standby streams the seed as it is written: no copy of the whole database afterwards.
  const cluster = WITH_REPLICA ? await replicaPostgres() : undefined;
  if (cluster) cleanup.push(() => cluster.remove());
  const serverUrl = cluster?.primary.url ?? process.env.BENCH_DATABASE_URL;
  if (!serverUrl)
    throw new Error("BENCH_DATABASE_URL is required: the PostgreSQL server to seed a scratch database on");
  try {
    const scratch = await scratchDatabase(serverUrl);
    cleanup.push(() => scratch.drop());
    const replicaUrl = cluster ? sameDatabaseOn(cluster.standby.url, scratch.url) : undefined;
    await run(scratch.url, replicaUrl, cleanup);
  } finally {
    for (const step of cleanup.reverse()) await step().catch((err: unknown) => console.error(err));
  }
}

/** The database of `databaseUrl` on another server (the standby holds the primary's databases). */
function sameDatabaseOn(serverUrl: string, databaseUrl: string) {
  const url = new URL(serverUrl);
  url.pathname = new URL(databaseUrl).pathname;
  return url.toString();
}

async function run(databaseUrl: string, replicaUrl: string | undefined, cleanup: (() => Promise<unknown>)[]) {
  // A deployment's own migration step, from the build (`npm run migrate`).
  await promisify(execFile)(process.execPath, [SERVER, "--migrate"], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
  });
  // The seed's statements and index builds run for minutes: no request deadline for them.
  const database = await openDatabase({
    url: databaseUrl,
    migrate: false,
    pool: { ...DEFAULT_POOL, statementTimeoutMs: 24 * 3600_000, idleInTransactionTimeoutMs: 24 * 3600_000 },
  });
  cleanup.push(() => database.close());
  const db = database.db;
  const seeded = await seedScale(db, { total: TOTAL, merchants: MERCHANTS, big: BIG });

  const server = new URL(databaseUrl);
  const pgbouncer = pgbouncerBin
    ? await startPgBouncer({ host: server.hostname, port: Number(server.port || 5432), user: server.username })
    : null;
  if (pgbouncer) cleanup.push(() => pgbouncer.stop());
  else console.log("PgBouncer is not installed: the API processes connect to PostgreSQL directly");
  const ports = [await freePort(), await freePort()];
  const env = {
    APP_SECRET: randomBytes(32).toString("hex"),
    ROLE: "api",
    MIGRATE: "false",
    RATE_LIMIT_PER_MINUTE: "1000000",
    API_RATE_LIMIT_PER_MINUTE: "1000000",
    PAYMENT_ATTEMPTS_PER_ADDRESS_PER_10_MINUTES: "1000000",
    ...(pgbouncer ? { DATABASE_DIRECT_URL: databaseUrl } : {}),
  };
  const start = (extra: Record<string, string> = {}) =>
    Promise.all(
      ports.map((port) =>
        startServer(port, pgbouncer?.through(databaseUrl) ?? databaseUrl, { ...env, ...extra }, "build"),
      ),
    );
  let servers = await start();
  cleanup.push(() => stopServers(servers));
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);

  const results = new Map<string, Map<string, Row>>();
  const record = (measureName: string, column: string, row: Row) => {
    if (!results.has(measureName)) results.set(measureName, new Map());
    results.get(measureName)!.set(column, row);
  };
  const exportRows: Record<string, number> = {};
  const deepPages: Record<string, number> = {};
  const merchants = [
    ["big", seeded.big],
    ["typical", seeded.typical],
  ] as const;
  for (const [label, merchant] of merchants) {
    const m = await prepare(bases, merchant, db);
    exportRows[label] = m.exportRows;
    deepPages[label] = m.deepPage;
    for (const clients of CLIENTS) {
      const column = `${label}, ${clients}`;
      const create = `create an invoice (${column})`;
      record("create an invoice", column, await attempt(create, () => load(create, () => m.createInvoice(), clients)));
      const pay = `create an invoice and pay it (${column})`;
      record("create an invoice and pay it", column, await attempt(pay, () => measure(pay, m.payInvoice, clients)));
      for (const [measureName, url, headers] of m.gets) {
        const name = `${measureName} (${column})`;
        record(measureName, column, await attempt(name, () => loadGet(name, url, headers, clients)));
      }
    }
  }
  report(seeded, { exportRows, deepPages }, results, !!pgbouncer);
  if (!replicaUrl) {
    console.log(
      "replica: not measured here (BENCH_SCALE_REPLICA=1 runs the benchmark on a primary and a standby of its own)",
    );
    return;
  }

  // The same reads with the standby serving them, once it has replayed everything.
  await caughtUp(databaseUrl, replicaUrl);
  await stopServers(servers);
  servers = await start({ DATABASE_REPLICA_URL: replicaUrl });
  const onReplica = new Map<string, Map<string, Row>>();
  for (const [label, merchant] of merchants) {
    const m = await prepare(bases, merchant, db);
    for (const clients of CLIENTS) {
      const column = `${label}, ${clients}`;
      for (const [measureName, url, headers] of m.gets) {
        const name = `${measureName} (${column}, replica)`;
        const row = await attempt(name, () => loadGet(name, url, headers, clients));
        if (!onReplica.has(measureName)) onReplica.set(measureName, new Map());
        onReplica.get(measureName)!.set(column, row);
      }
    }
  }
  compareReplica(results, onReplica);
}

/** Waits until the standby has replayed all the primary has written so far. */
async function caughtUp(primaryUrl: string, standbyUrl: string) {
  const one = async <T>(url: string, text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows[0] as T;
    } finally {
      await client.end();
    }
  };
  const { lsn } = await one<{ lsn: string }>(primaryUrl, "select pg_current_wal_lsn()::text as lsn");
  const started = Date.now();
  for (;;) {
    const { done } = await one<{ done: boolean }>(standbyUrl, "select pg_last_wal_replay_lsn() >= $1::pg_lsn as done", [
      lsn,
    ]);
    if (done) return console.log(`replica: caught up ${((Date.now() - started) / 1000).toFixed(1)} s after the seed`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** The reads' p50 with the primary serving them beside the same with the standby serving them. */
function compareReplica(onPrimary: Map<string, Map<string, Row>>, onReplica: Map<string, Map<string, Row>>) {
  const p50 = (row: Row | undefined) => (row && !("failed" in row) ? row["p50 ms"] : NaN);
  console.log(
    "\nThe reads again with the streaming standby serving them (DATABASE_REPLICA_URL; the standby runs on the same " +
      "two cores), p50 ms; replica / primary\n",
  );
  console.table(
    [...onReplica].flatMap(([measureName, byColumn]) =>
      [...byColumn].map(([column, row]) => {
        const primary = p50(onPrimary.get(measureName)?.get(column));
        const replica = p50(row);
        return {
          measure: measureName,
          "merchant, clients": column,
          primary,
          replica: row && "failed" in row ? `failed: ${row.failed}` : replica,
          "replica / primary": +(replica / primary).toFixed(2),
        };
      }),
    ),
  );
}

/** Everything a merchant's measurements need: signed in on the first process, its key, and the URLs of its calls. */
async function prepare(bases: string[], merchant: SeededMerchant, db: Db) {
  const [base] = bases as [string];
  const headers = await signInAt(base, merchant.email, merchant.password, merchant.mobilePhone);
  const [app] = (await (await fetch(`${base}/api/apps`, { headers })).json()) as { id: string; merchantId: string }[];
  // The merchant API's key as a merchant gets it: made in the portal with a texted code.
  await fetch(`${base}/api/otp/init/updateKey/${app!.id}`, { headers });
  const code = await codeAt(base, merchant.mobilePhone);
  const { secretKey } = (await (await fetch(`${base}/api/appKey/${app!.id}/${code}`, { headers })).json()) as {
    secretKey: string;
  };
  const key = { authorization: `Basic ${Buffer.from(`${app!.merchantId}:${secretKey}`).toString("base64")}` };

  const query = async <T>(statement: ReturnType<typeof sql>) =>
    ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
  const account = sql`(select account_id from applications where id = ${merchant.appId})`;
  // Half way down the merchant's list, up to page 5,000, reached as paging reaches it: the cursor after the page before.
  const deepPage = Math.max(2, Math.min(5_000, Math.floor(merchant.transactions / PAGE_SIZE / 2)));
  const [deepRow] = await query<{ id: string; created_at: string | Date }>(sql`
    select id, created_at from transactions where account_id = ${account}
    order by created_at desc, id desc offset ${(deepPage - 1) * PAGE_SIZE - 1} limit 1`);
  const deepCursor = encodeCursor("after", { id: deepRow!.id, createdAt: new Date(deepRow!.created_at) });
  const [invoice] = await query<{ booking_id: string }>(
    sql`select booking_id from invoices where app_id = ${merchant.appId} limit 1`,
  );
  // The export of the newest EXPORT_ROWS transactions or so: from the day of the last of them, whole days.
  const [edge] = await query<{ day: string }>(sql`
    select to_char(created_at at time zone 'Asia/Baku', 'YYYY-MM-DD') as day from transactions where account_id = ${account}
    order by created_at desc offset ${EXPORT_ROWS - 1} limit 1`);
  const [counted] = await query<{ n: number }>(sql`
    select count(*)::int as n from transactions
    where account_id = ${account} and (created_at at time zone 'Asia/Baku')::date >= ${edge?.day ?? "1970-01-01"}::date`);
  const exportRows = counted!.n;

  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Baku" }).format(new Date());
  const both = (pathAndQuery: string) => bases.map((b) => `${b}${pathAndQuery}`);
  const list = (q: string) => both(`/api/transactionsPageable?${q}`);
  const search = (field: string, text: string) => list(`${field}=${encodeURIComponent(text)}`);
  const gets: [string, string[], Headers][] = [
    ["transactions, first page", list("page=0"), headers],
    ["transactions, a deep page (cursor)", list(`page=${deepPage - 1}&cursor=${deepCursor}`), headers],
    ["search: a customer's full name", search("fullName", SEARCHES.customer), headers],
    ["search: a surname (one in 16)", search("fullName", SEARCHES.surname), headers],
    ["search: a card holder", search("fullName", SEARCHES.cardHolder), headers],
    ["search: description (one order)", search("description", `order ${invoice!.booking_id.slice(3)}`), headers],
    ["dashboard: totals, this month", both(`/api/dashboard/totals?from=${today.slice(0, 8)}01&to=${today}`), headers],
    [
      "dashboard: totals, a year",
      both(`/api/dashboard/totals?from=${Number(today.slice(0, 4)) - 1}${today.slice(4)}&to=${today}`),
      headers,
    ],
    ["dashboard: twelve months", both("/api/dashboard/report-monthly-activity"), headers],
    ["dashboard: recent activity", both("/api/dashboard/recent-activity?offset=6&page=0"), headers],
    ["merchant API: orders, first page", both("/api/v1/orders?limit=10"), key],
    // Last: twenty exports at once fill the processes' heaps, and the calls after them met 503s.
    [
      "export to Excel",
      both(`/api/transactions-excel?offset=0&isEmail=false${edge ? `&from=${edge.day}&to=${today}` : ""}`),
      headers,
    ],
  ];

  // Calls alternate between the processes, as a load balancer sends them.
  let turn = 0;
  const post = (pathName: string, body: unknown, extra: Headers = {}) =>
    fetch(`${bases[turn++ % bases.length]}${pathName}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...extra },
      body: JSON.stringify(body),
    });
  const createInvoice = () =>
    post(
      "/api/bookings",
      {
        appId: merchant.appId,
        amount: "10.00",
        currency: "AZN",
        fullName: "Leyla Əliyeva",
        phone: "+994551234567",
        description: "Two nights, sea view room",
        linkExpirationDate: addDays(calendarDateOf(new Date()), 3),
        bookingId: `BK-${randomUUID().slice(0, 8)}`,
      },
      headers,
    );
  const payInvoice = async () => {
    const created = await createInvoice();
    if (created.status !== 201) throw new Error(`invoice: HTTP ${created.status} ${await created.text()}`);
    const { invoiceCode } = (await created.json()) as { invoiceCode: string };
    const paid = await post(`/api/checkout/${invoiceCode}/pay`, cardPayment(10));
    if (paid.status !== 200) throw new Error(`pay: HTTP ${paid.status} ${await paid.text()}`);
  };
  return { gets, createInvoice, payInvoice, exportRows, deepPage };
}

/** The 1M-transaction figures of README.md's benchmarks (one account, PostgreSQL, p50), to set beside the big merchant's. */
const README_1M: [string, string, (typeof CLIENTS)[number], number][] = [
  ["first page, one client", "transactions, first page", 1, 2.9],
  ["first page, ten clients (here 20)", "transactions, first page", 20, 21],
  ["fullName, one customer, one client", "search: a customer's full name", 1, 3.5],
  ["fullName, one in eight (here a surname), one client", "search: a surname (one in 16)", 1, 8.4],
  ["fullName, a card holder, one client", "search: a card holder", 1, 7.0],
  ["fullName, one customer, ten clients (here 20)", "search: a customer's full name", 20, 23],
  ["fullName, one in eight (here a surname), ten clients (here 20)", "search: a surname (one in 16)", 20, 47],
  ["fullName, a card holder, ten clients (here 20)", "search: a card holder", 20, 61],
  ["description, one client", "search: description (one order)", 1, 3.8],
  ["dashboard totals of a month, one client", "dashboard: totals, this month", 1, 6.6],
  ["dashboard totals of a year, one client", "dashboard: totals, a year", 1, 9.1],
  ["dashboard twelve months, one client", "dashboard: twelve months", 1, 5.6],
  ["dashboard recent activity, one client", "dashboard: recent activity", 1, 3.6],
];

function report(
  seeded: Awaited<ReturnType<typeof seedScale>>,
  { exportRows, deepPages }: { exportRows: Record<string, number>; deepPages: Record<string, number> },
  results: Map<string, Map<string, Row>>,
  pooled: boolean,
) {
  const p = (row: Row | undefined, key: "p50 ms" | "p95 ms") => (row && !("failed" in row) ? row[key] : NaN);
  const ratio = (a: number, b: number) => +(a / b).toFixed(2);
  const columns = ["big, 1", "big, 20", "typical, 1", "typical, 20"];
  console.log(
    `\nPostgreSQL${pooled ? " through PgBouncer (transaction pooling)" : ", direct"}, two API processes from the build; ` +
      `${seeded.total.toLocaleString("en")} transactions in ${MERCHANTS.toLocaleString("en")} merchants over 24 months ` +
      `(seeded in ${seeded.seconds.toFixed(1)} s): the big merchant ${seeded.big.transactions.toLocaleString("en")}, ` +
      `a typical one ${seeded.typical.transactions.toLocaleString("en")}; the deep page is page ` +
      `${deepPages.big!.toLocaleString("en")} of the big merchant's list, ${deepPages.typical!.toLocaleString("en")} of the typical one's; ` +
      `${SECONDS} s per figure; ` +
      `columns are "merchant, clients", p50 / p95 ms\n`,
  );
  console.table(
    [...results].map(([measureName, byColumn]) =>
      Object.fromEntries([
        ["measure", measureName],
        ...columns.map((c) => {
          const row = byColumn.get(c);
          return [c, row && "failed" in row ? `failed: ${row.failed}` : `${p(row, "p50 ms")} / ${p(row, "p95 ms")}`];
        }),
      ]),
    ),
  );
  const exported = results.get("export to Excel");
  console.table(
    columns.map((c) => ({
      "export to Excel": c,
      rows: exportRows[c.split(",")[0]!],
      "rows/s, one download at p50": Math.round(exportRows[c.split(",")[0]!]! / (p(exported?.get(c), "p50 ms") / 1000)),
    })),
  );
  console.log("Ratios of p50: the typical merchant to the big one, and 20 clients to 1\n");
  console.table(
    [...results].map(([measureName, byColumn]) => {
      const at = (c: string) => p(byColumn.get(c), "p50 ms");
      return {
        measure: measureName,
        "typical / big, 1 client": ratio(at("typical, 1"), at("big, 1")),
        "typical / big, 20 clients": ratio(at("typical, 20"), at("big, 20")),
        "20 / 1 clients, big": ratio(at("big, 20"), at("big, 1")),
        "20 / 1 clients, typical": ratio(at("typical, 20"), at("typical, 1")),
      };
    }),
  );
  console.log(
    `Beside README.md's 1M figures (one account holding all 1,000,000 transactions, ten clients); here the big merchant ` +
      `holds ${seeded.big.transactions.toLocaleString("en")} of ${seeded.total.toLocaleString("en")}, the searched names and ` +
      `their shares differ, and the loaded figures are of 20 clients on two processes: the counts differ\n`,
  );
  const exportedBig = exportRows.big! / (p(exported?.get("big, 1"), "p50 ms") / 1000);
  console.table([
    ...README_1M.map(([readme, measureName, clients, figure]) => {
      const here = p(results.get(measureName)?.get(`big, ${clients}`), "p50 ms");
      return {
        measure: `${readme}, p50 ms`,
        "README 1M": figure,
        "here, big merchant": here,
        "here / README": ratio(here, figure),
      };
    }),
    {
      measure: "deep page by cursor / first page, ten clients (here 20), p50",
      "README 1M": 0.91,
      "here, big merchant": ratio(
        p(results.get("transactions, a deep page (cursor)")?.get("big, 20"), "p50 ms"),
        p(results.get("transactions, first page")?.get("big, 20"), "p50 ms"),
      ),
      "here / README": NaN,
    },
    {
      measure: "export rows/s (README: 100,000 rows; here about 10,000)",
      "README 1M": 18_800,
      "here, big merchant": Math.round(exportedBig),
      "here / README": ratio(exportedBig, 18_800),
    },
  ]);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
