/** What every benchmark shares: a server on loopback HTTP and a load loop that records latencies. */
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { buildApp } from "@/app";
import { loadEnv } from "@/config/env";
import { openDatabase } from "@/db/client";
import { scratchPostgres } from "@/test-support/test-app";

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
 * so the figures are the server's and not the load generator's, and records each latency.
 */
export async function loadGet(
  name: string,
  url: string,
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

/** The API on a random port, on PGlite in memory or on a scratch database of BENCH_DATABASE_URL. */
export async function startBenchServer(envOverrides: Record<string, string> = {}) {
  // A scratch database on the server, so runs never meet each other's rows.
  const scratch = process.env.BENCH_DATABASE_URL ? await scratchPostgres(process.env.BENCH_DATABASE_URL) : undefined;
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
  const codeFor = async (to: string) => {
    const [msg] = (await (await fetch(`${base}/sandbox/outbox.json?to=${encodeURIComponent(to)}`)).json()) as {
      text: string;
    }[];
    return /\d{6}/.exec(msg!.text)![0];
  };
  /** Signs a confirmed user in and returns its bearer header. */
  const signIn = async (email: string, password: string, phone: string) => {
    await post("/api/login", { username: email, password });
    const approved = await post(`/api/approveLogin/${await codeFor(phone)}/${encodeURIComponent(email)}`);
    const { accessToken } = (await approved.json()) as { accessToken: string };
    return { authorization: `Bearer ${accessToken}` };
  };
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
