/** What every benchmark shares: a server on loopback HTTP and a load loop that records latencies. */
import { performance } from "node:perf_hooks";
import { randomBytes } from "node:crypto";
import { Worker } from "node:worker_threads";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "@/app";
import { loadEnv } from "@/config/env";
import { type Db, openDatabase } from "@/db/client";

export const SECONDS = Number(process.argv[2] ?? 5);
export const CONCURRENCY = 10;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export function summary(name: string, latencies: number[], elapsedMs: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    "req/s": Math.round((latencies.length / elapsedMs) * 1000),
    "p50 ms": +percentile(sorted, 50).toFixed(2),
    "p95 ms": +percentile(sorted, 95).toFixed(2),
    "p99 ms": +percentile(sorted, 99).toFixed(2),
  };
}

/** Keeps `concurrency` calls of `work` in flight for SECONDS and records each latency. */
export async function measure(name: string, work: () => Promise<void>, concurrency = CONCURRENCY) {
  const latencies: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await work();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return summary(name, latencies, performance.now() - start);
}

/** Keeps CONCURRENCY requests in flight for SECONDS and records each latency. */
export function load(name: string, request: () => Promise<Response>, concurrency = CONCURRENCY) {
  return measure(
    name,
    async () => {
      const res = await request();
      const body = await res.text();
      if (!res.ok) throw new Error(`${name}: HTTP ${res.status} ${body.slice(0, 300)}`);
    },
    concurrency,
  );
}

/**
 * Keeps `concurrency` GETs of `url` in flight for SECONDS from a worker thread (bench/http-load.worker.mjs),
 * so the figures are the server's and not the load generator's, and records each latency. With
 * several URLs (one per server process) client `i` calls the `i`-th, round the list.
 */
export async function loadGet(
  name: string,
  url: string | string[],
  headers: Record<string, string> = {},
  concurrency = CONCURRENCY,
) {
  const worker = new Worker(new URL("./http-load.worker.mjs", import.meta.url), {
    workerData: { url, headers, concurrency, seconds: SECONDS },
  });
  const result = await new Promise<{ latencies: number[]; elapsedMs: number; failure: string | null }>(
    (resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    },
  );
  await worker.terminate();
  if (result.failure) throw new Error(`${name}: ${result.failure}`);
  return summary(name, result.latencies, result.elapsedMs);
}

/**
 * Loads the tables as a bulk load does: their secondary indexes are dropped first and built
 * again after, which is several times faster than a million insertions into each index.
 */
export async function withoutIndexes(db: Db, tables: string[], load: () => Promise<void>) {
  const found = await db.execute(sql`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename in ${tables} and indexname not in (select conname from pg_constraint)`);
  const indexes = (found as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));
  await load();
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
}

/** The newest code the sandbox of the API at `base` texted or mailed to `to`. */
export async function codeAt(base: string, to: string) {
  const res = await fetch(`${base}/sandbox/outbox.json?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`sandbox outbox: HTTP ${res.status} ${await res.text()}`);
  const [msg] = (await res.json()) as { text: string }[];
  return /\d{6}/.exec(msg!.text)![0];
}

/** Signs a confirmed user in at the API at `base` with the texted code and returns its bearer header. */
export async function signInAt(base: string, email: string, password: string, phone: string) {
  const post = (path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: body ? { "content-type": "application/json" } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
  await post("/api/login", { username: email, password });
  const approved = await post(`/api/approveLogin/${await codeAt(base, phone)}/${encodeURIComponent(email)}`);
  const { accessToken } = (await approved.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

/**
 * A new database on the PostgreSQL server at `serverUrl`, so runs never meet each other's rows,
 * and its drop. The drop is forced: a pooler may still hold idle connections to it.
 */
export async function scratchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_bench_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

/** The API on a random port, on PGlite in memory or on a scratch database of BENCH_DATABASE_URL. */
export async function startBenchServer(envOverrides: Record<string, string> = {}) {
  const scratch = process.env.BENCH_DATABASE_URL ? await scratchDatabase(process.env.BENCH_DATABASE_URL) : undefined;
  const url = scratch?.url;
  const env = loadEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    WEB_DIST: "/nonexistent",
    RATE_LIMIT_PER_MINUTE: "1000000",
    LOGIN_FAILURES_PER_HOUR: "1000000",
    DATABASE_URL: url,
    ...envOverrides,
  });
  const database = await openDatabase({ url });
  const app = await buildApp({ env, database });
  const base = await app.listen({ host: "127.0.0.1", port: 0 });
  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: body ? { "content-type": "application/json", ...headers } : headers,
      body: body ? JSON.stringify(body) : undefined,
    });
  const codeFor = (to: string) => codeAt(base, to);
  /** Signs a confirmed user in and returns its bearer header. */
  const signIn = (email: string, password: string, phone: string) => signInAt(base, email, password, phone);
  return {
    app,
    database,
    base,
    post,
    codeFor,
    signIn,
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
}
