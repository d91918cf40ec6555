/**
 * Sign-in and session-check speed over real HTTP on loopback.
 * Run: `npm run bench` (PGlite in memory; set BENCH_DATABASE_URL to measure a PostgreSQL server).
 */
import { performance } from "node:perf_hooks";
import { buildApp } from "@/app";
import { loadEnv } from "@/config/env";
import { openDatabase } from "@/db/client";
import { scratchPostgres } from "@/test-support/test-app";

const SECONDS = Number(process.argv[2] ?? 5);
const CONCURRENCY = 10;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function summary(name: string, latencies: number[], elapsedMs: number) {
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

/** Keeps CONCURRENCY requests in flight for SECONDS and records each latency. */
async function load(name: string, request: () => Promise<Response>) {
  const latencies: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await request();
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return summary(name, latencies, performance.now() - start);
}

async function main() {
  // A scratch database on the server, so runs never meet each other's rows.
  const scratch = process.env.BENCH_DATABASE_URL ? await scratchPostgres(process.env.BENCH_DATABASE_URL) : undefined;
  const url = scratch?.url;
  const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST: "/nonexistent", RATE_LIMIT_PER_MINUTE: "1000000", LOGIN_FAILURES_PER_HOUR: "1000000", DATABASE_URL: url });
  const database = await openDatabase({ url });
  const app = await buildApp({ env, database });
  const base = await app.listen({ host: "127.0.0.1", port: 0 });
  const post = (path: string, body?: unknown) =>
    fetch(`${base}${path}`, { method: "POST", headers: body ? { "content-type": "application/json" } : {}, body: body ? JSON.stringify(body) : undefined });
  const codeFor = async (to: string) => {
    const [msg] = (await (await fetch(`${base}/sandbox/outbox.json?to=${encodeURIComponent(to)}`)).json()) as { text: string }[];
    return /\d{6}/.exec(msg!.text)![0];
  };

  const m = { email: "bench@example.az", fullName: "Bench Merchant", password: "Bench#2026", mobilePhone: "+994509999999" };
  await post("/api/register", m);
  await post(`/api/confirmAccount/${await codeFor(m.mobilePhone)}`, { email: m.email });

  // A full sign-in is two calls and one argon2id check; the clock gate of 60 s between
  // codes would stop a loop, so each round signs in a different merchant.
  const signIns: number[] = [];
  const rounds = 20;
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) {
    const u = { ...m, email: `bench${i}@example.az`, mobilePhone: `+9945080000${String(i).padStart(2, "0")}` };
    await post("/api/register", u);
    await post(`/api/confirmAccount/${await codeFor(u.mobilePhone)}`, { email: u.email });
    const s = performance.now();
    await post("/api/login", { username: u.email, password: u.password });
    const res = await post(`/api/approveLogin/${await codeFor(u.mobilePhone)}/${encodeURIComponent(u.email)}`);
    if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
    signIns.push(performance.now() - s);
  }
  const signInRow = summary("sign-in (login + code)", signIns, performance.now() - t0);

  await post("/api/login", { username: m.email, password: m.password });
  const approved = await post(`/api/approveLogin/${await codeFor(m.mobilePhone)}/${encodeURIComponent(m.email)}`);
  const { accessToken } = (await approved.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };

  const rows = [
    { ...signInRow, "req/s": "-" },
    await load("GET /api/session", () => fetch(`${base}/api/session`, { headers })),
    await load("GET /api/health", () => fetch(`${base}/api/health`)),
  ];
  console.log(`\nDatabase: ${database.kind}; ${CONCURRENCY} concurrent clients, ${SECONDS} s per load row; sign-in: ${rounds} sequential rounds\n`);
  console.table(rows);
  await app.close();
  await database.close();
  await scratch?.drop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
