/**
 * Sign-in and session-check speed over real HTTP on loopback.
 * Run: `npm run bench` (PGlite in memory; set BENCH_DATABASE_URL to measure a PostgreSQL server).
 */
import { performance } from "node:perf_hooks";
import { CONCURRENCY, load, SECONDS, startBenchServer, summary } from "./support";

async function main() {
  const server = await startBenchServer();
  const { base, post, codeFor, database } = server;

  const m = {
    email: "bench@example.az",
    fullName: "Bench Merchant",
    password: "Bench#2026",
    mobilePhone: "+994509999999",
  };
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

  const headers = await server.signIn(m.email, m.password, m.mobilePhone);

  const rows = [
    { ...signInRow, "req/s": "-" },
    await load("GET /api/session", () => fetch(`${base}/api/session`, { headers })),
    await load("GET /api/health", () => fetch(`${base}/api/health`)),
  ];
  console.log(
    `\nDatabase: ${database.kind}; ${CONCURRENCY} concurrent clients, ${SECONDS} s per load row; sign-in: ${rounds} sequential rounds\n`,
  );
  console.table(rows);
  await server.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
