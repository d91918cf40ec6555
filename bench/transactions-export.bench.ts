/**
 * The Excel export's memory: 10,000 and 100,000 transactions exported over loopback HTTP,
 * the server's resident memory sampled every 50 ms during each download. A streamed export
 * peaks at about the same resident memory for both; one that held the rows or the file would
 * hold ten times as much for the larger. Each size runs in a fresh process with the same rows
 * seeded (PGlite in memory, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names
 * a server), so one export's memory never counts against the other, and is downloaded twice:
 * as it is, and with a full garbage collection every 0.5 s, which tells garbage not yet
 * collected (V8 leaves more of it over a longer download) from memory really held. Growth
 * ratios are given with a floor of 0.1 MB.
 * Run from apps/api: `npx tsx ../../bench/transactions-export.bench.ts` (or from the root
 * with `--tsconfig apps/api/tsconfig.json`).
 */
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { DEMO_MERCHANT, seedDemoMerchant } from "@/modules/demo/demo-merchant";
import { startBenchServer } from "./support";

const MB = 1024 * 1024;
/** One export of each size: `status` picks the set (one row in eleven is the small one). */
const SETS = [
  { rows: 10_000, query: "status=failed" },
  { rows: 100_000, query: "status=declined" },
] as const;
const INVOICES = 1_000;

interface Measured {
  database: string;
  rows: number;
  "file MB": number;
  seconds: number;
  "rows/s": number;
  "peak RSS MB": number;
  "peak RSS growth MB": number;
  "peak RSS growth, GC each 0.5 s, MB": number;
  "live heap growth MB": number;
}

const round = (value: number, digits = 1) => +value.toFixed(digits);
/** The child runs with --expose-gc. */
const gc = () => (globalThis as { gc?: () => void }).gc?.();

/** One database and one size: seed, warm up, then the export while the resident memory is sampled. */
async function measureDatabase(set: (typeof SETS)[number]): Promise<Measured> {
  const server = await startBenchServer();
  const { base, database } = server;
  const db = database.db;
  await seedDemoMerchant(db);
  const headers = await server.signIn(DEMO_MERCHANT.email, DEMO_MERCHANT.password, DEMO_MERCHANT.mobilePhone);
  const [app] = (await (await fetch(`${base}/api/apps`, { headers })).json()) as { id: string }[];

  await db.execute(sql`
    insert into invoices (account_id, app_id, invoice_code, booking_id, amount, currency, full_name, phone, email, description,
      link_expiration_date, expires_at, created_by_name, created_at)
    select a.account_id, a.id, 'EX' || lpad(g::text, 8, '0'), 'BK-' || g, 1000 + g, 'AZN', 'Customer ' || g, '+994551234567',
      'customer' || g || '@example.az', 'Order ' || g || ', ' || (array['sea view room', 'city tour', 'airport transfer', 'conference hall'])[1 + g % 4],
      current_date + 5, now() + interval '6 days', 'Demo Merchant', now() - interval '1 day'
    from applications a, generate_series(1, ${INVOICES}) g where a.id = ${app!.id}`);
  const total = SETS.reduce((sum, set) => sum + set.rows, 0);
  await db.execute(sql`
    insert into transactions (account_id, app_id, invoice_id, order_id, session_id, amount, currency, status, response_code, order_language,
      masked_pan, card_brand, card_holder, full_name, rrn, created_at)
    select i.account_id, i.app_id, i.id, 'EXP-' || n, 's', 100 + n % 500000, 'AZN', case when n % 11 = 0 then 'failed' else 'declined' end, 'declined', 'en',
      '416973******' || lpad((n % 10000)::text, 4, '0'), 'visa', 'HOLDER ' || n % 20000, i.full_name, lpad(n::text, 12, '0'),
      date_trunc('milliseconds', now()) - n * interval '1 second'
    from generate_series(1, ${total}) n join invoices i on i.invoice_code = 'EX' || lpad((1 + n % ${INVOICES})::text, 8, '0')`);
  await db.execute(sql`analyze`);
  // The seed held this process (PGlite runs in it) past the server's keep-alive timeout, which
  // closed the client's idle connection under it: one request to find that out, so the
  // export is not the one that meets the reset (ECONNRESET).
  await fetch(`${base}/api/health`).catch(() => undefined);

  const exportOnce = async (query: string) => {
    const res = await fetch(`${base}/api/transactions-excel?offset=0&isEmail=false&${query}`, { headers });
    if (!res.ok || !res.body) throw new Error(`export: HTTP ${res.status}`);
    let bytes = 0;
    for await (const chunk of res.body) bytes += (chunk as Uint8Array).length;
    return bytes;
  };
  // The first export compiles the code and fills the database's caches: not measured.
  await exportOnce(SETS[0].query);

  /**
   * One download with the resident memory sampled every 50 ms. V8 collects garbage when it
   * likes, so a longer download shows more of it uncollected; with `collect`, a full
   * collection every 0.5 s leaves what is really held, and the live heap is read after each.
   */
  async function measured(query: string, collect: boolean) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakLive = before.heapUsed;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
    const collector = collect
      ? setInterval(() => {
          gc();
          peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
        }, 500)
      : undefined;
    const started = performance.now();
    const bytes = await exportOnce(query);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    clearInterval(collector);
    return {
      bytes,
      seconds,
      peak: peakRss / MB,
      rss: (peakRss - before.rss) / MB,
      live: (peakLive - before.heapUsed) / MB,
    };
  }

  const plain = await measured(set.query, false);
  const collected = await measured(set.query, true);
  await server.close();
  return {
    database: database.kind,
    rows: set.rows,
    "file MB": round(plain.bytes / MB, 2),
    seconds: round(plain.seconds, 2),
    "rows/s": Math.round(set.rows / plain.seconds),
    "peak RSS MB": round(plain.peak),
    "peak RSS growth MB": round(plain.rss),
    "peak RSS growth, GC each 0.5 s, MB": round(collected.rss),
    "live heap growth MB": round(collected.live),
  };
}

/** Runs this file again for one database and size, in a process of its own, and reads its figures. */
function inChild(databaseUrl: string | undefined, set: number): Promise<Measured> {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_CHILD: String(set) };
  delete env.BENCH_DATABASE_URL;
  if (databaseUrl) env.BENCH_DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, ["--expose-gc", ...process.execArgv, fileURLToPath(import.meta.url)], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => {
      const line = out.split("\n").find((l) => l.startsWith("RESULT "));
      if (code !== 0 || !line) reject(new Error(`benchmark process exited with ${code}: ${out}`));
      else resolve(JSON.parse(line.slice("RESULT ".length)) as Measured);
    });
  });
}

async function main() {
  if (process.env.BENCH_CHILD) {
    console.log(`RESULT ${JSON.stringify(await measureDatabase(SETS[Number(process.env.BENCH_CHILD)]!))}`);
    return;
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const results: Measured[] = [];
  for (const url of serverUrl ? [undefined, serverUrl] : [undefined])
    for (const set of SETS.keys()) results.push(await inChild(url, set));
  console.log(
    "\nGET /api/transactions-excel over loopback HTTP; resident memory of the server's process sampled every 50 ms during each download\n",
  );
  console.table(results);
  const ratio = (large: number, small: number) => round(large / Math.max(small, 0.1), 2);
  const ratios = [...new Set(results.map((r) => r.database))].map((name) => {
    const small = results.find((r) => r.database === name && r.rows === SETS[0].rows)!;
    const large = results.find((r) => r.database === name && r.rows === SETS[1].rows)!;
    return {
      database: name,
      "rows ×": large.rows / small.rows,
      "file size ×": round(large["file MB"] / small["file MB"], 1),
      "peak RSS × (target ≤ 1.5)": round(large["peak RSS MB"] / small["peak RSS MB"], 2),
      "peak RSS growth ×": ratio(large["peak RSS growth MB"], small["peak RSS growth MB"]),
      "peak RSS growth, GC each 0.5 s, ×": ratio(
        large["peak RSS growth, GC each 0.5 s, MB"],
        small["peak RSS growth, GC each 0.5 s, MB"],
      ),
      "rows/s ×": round(large["rows/s"] / small["rows/s"], 2),
    };
  });
  console.table(ratios);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
