import { Writable } from "node:stream";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/app";
import { loadEnv } from "@/config/env";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "@/db/client";
import { eventually } from "@/test-support/eventually";
import { createdInvoice, invoiceBody, liveApplication, paidTransaction, signedInMerchant } from "@/test-support/flows";
import { postgresBin } from "@/test-support/private-postgres";
import { replicaPostgres } from "@/test-support/replica-postgres";
import { scratchPostgres, type TestApp } from "@/test-support/test-app";

if (!postgresBin) console.log("replica.test.ts skipped: PostgreSQL's server binaries are not installed");

const MAX_LAG_MS = 3000;

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** The same database on another server. */
function onServer(serverUrl: string, databaseUrl: string) {
  const url = new URL(serverUrl);
  url.pathname = new URL(databaseUrl).pathname;
  return url.toString();
}

describe.skipIf(!postgresBin)("reads from a streaming replica", () => {
  let cluster: Awaited<ReturnType<typeof replicaPostgres>> | undefined;
  let database: Database | undefined;
  let t: TestApp;
  let primaryUrl: string;
  let replicaUrl: string;
  const databaseLog: string[] = [];

  beforeAll(async () => {
    // Replay cancels a read it conflicts with at once, instead of after 30 s.
    cluster = await replicaPostgres({ standbySettings: ["max_standby_streaming_delay=0"] });
    // The standby copies the whole cluster: the scratch database made on the primary appears on it.
    primaryUrl = (await scratchPostgres(cluster.primary.url)).url;
    replicaUrl = onServer(cluster.standby.url, primaryUrl);
    const name = new URL(primaryUrl).pathname.slice(1);
    await eventually(
      async () => (await query(cluster!.standby.url, "select 1 from pg_database where datname = $1", [name])).length,
    );
    database = await openDatabase({ url: primaryUrl, replicaUrl, log: (line) => databaseLog.push(line) });
    const env = loadEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      WEB_DIST: "/nonexistent",
      PUBLIC_URL: "http://portal.test",
      DATABASE_URL: primaryUrl,
      DATABASE_REPLICA_URL: replicaUrl,
      REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
      METRICS_PORT: "0",
    });
    const logLines: string[] = [];
    const logStream = new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ env, database, logStream });
    t = {
      app,
      db: database.db,
      clock: { now: () => new Date(), advance: () => undefined },
      env,
      call: (opts) => app.inject(opts),
      logs: () => logLines.join(""),
      leaks: [],
      close: () => app.close(),
    };
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await database?.close();
    await cluster?.remove();
  });

  it("reads again from the primary what the replica cancelled for replay (a recovery conflict)", async () => {
    await query(primaryUrl, "create table conflict_rows as select g from generate_series(1, 100) g");
    await eventually(async () => (await query(replicaUrl, "select to_regclass('conflict_rows') as t"))[0]?.t);
    // A read holding the table on the replica while the primary truncates it: replay cancels the read.
    // (`then` starts it: a drizzle query runs when awaited.)
    const reading = database!
      .replica!.db.execute(sql`select pg_sleep(1.5)::text as slept, count(*)::int as n from conflict_rows`)
      .then((result) => result as unknown as { rows: { n: number }[] });
    await new Promise((r) => setTimeout(r, 500));
    await query(primaryUrl, "truncate conflict_rows");
    const { rows } = await reading;
    // The primary's answer, after the truncate: the read was answered, not failed.
    expect(rows).toEqual([{ n: 0, slept: "" }]);
    expect(databaseLog.join("\n")).toMatch(
      /the replica cancelled a read \(canceling statement due to conflict with recovery\)/,
    );
  }, 20_000);

  it("serves lists from the replica while it is in step, and the writer and single records from the primary", async () => {
    const merchant = await signedInMerchant(t);
    const appId = await liveApplication(t, merchant.headers);
    const first = await createdInvoice(t, merchant.headers, appId, { bookingId: "BK-FIRST" });
    const listed = async (cookie?: string) => {
      const res = await t.call({
        method: "GET",
        url: "/api/invoices",
        headers: { ...merchant.headers, ...(cookie ? { cookie } : {}) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { content: { id: string }[] }).content.map((i) => i.id);
    };

    const paid = await paidTransaction(t, merchant.headers, appId);
    const statusInList = async (cookie?: string) => {
      const res = await t.call({
        method: "GET",
        url: "/api/transactionsPageable?page=0",
        headers: { ...merchant.headers, ...(cookie ? { cookie } : {}) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { content: { id: string; status: string }[] }).content.find((r) => r.id === paid.id)
        ?.status;
    };
    await eventually(async () => (await statusInList()) === "success");

    // A fresh commit replayed just before replay stops: the replica's lag starts from now.
    await query(primaryUrl, "select txid_current()");
    const lsn = (await query<{ lsn: string }>(primaryUrl, "select pg_current_wal_lsn()::text as lsn"))[0]!.lsn;
    await eventually(
      async () => (await query(replicaUrl, "select 1 where pg_last_wal_replay_lsn() >= $1::pg_lsn", [lsn])).length > 0,
    );
    await query(replicaUrl, "select pg_wal_replay_pause()");
    await eventually(
      async () => (await query(replicaUrl, "select 1 where pg_get_wal_replay_pause_state() = 'paused'")).length > 0,
    );

    const write = await t.call({
      method: "POST",
      url: "/api/bookings",
      headers: merchant.headers,
      payload: invoiceBody(t, appId, { bookingId: "BK-SECOND" }),
    });
    expect(write.statusCode, write.body).toBe(201);
    const second = (write.json() as { id: string }).id;
    const setCookie = String(write.headers["set-cookie"]);
    expect(setCookie).toMatch(/^primary_until=\d+; Max-Age=3; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = setCookie.split(";")[0]!;

    // Another client, without the cookie, reads the paused replica: the first invoice, not the second.
    const fromReplica = await eventually(async () => {
      const ids = await listed();
      return !ids.includes(second) && ids;
    }, 2000);
    expect(fromReplica).toContain(first.id);

    // The reports and money lists that may read the replica answer from it (a read-only server).
    const today = new Date().toISOString().slice(0, 10);
    for (const url of [
      `/api/settlement-reports/${appId}?from=${today}&to=${today}`,
      `/api/settlement-reports/${appId}/export?from=${today}&to=${today}&format=csv`,
      `/api/wallets/${appId}`,
      "/api/wallets/payouts",
    ]) {
      const res = await t.call({ method: "GET", url, headers: merchant.headers });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }

    // A refund on the primary: its detail shows it at once; a list from the paused replica does not yet.
    const refund = await t.call({
      method: "POST",
      url: "/api/refund",
      headers: merchant.headers,
      payload: { transactionId: paid.id, amount: "10.00" },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const refunded = await t.call({ method: "GET", url: `/api/transactions/${paid.id}`, headers: merchant.headers });
    expect(refunded.json()).toMatchObject({ status: "partialRefunded" });
    expect(await statusInList()).toBe("success");
    expect(await statusInList(String(refund.headers["set-cookie"]).split(";")[0])).toBe("partialRefunded");

    // The writer reads its own write at once.
    expect(await listed(cookie)).toContain(second);
    // A single record is always the primary's.
    const detail = await t.call({ method: "GET", url: `/api/booking/invoice/${second}`, headers: merchant.headers });
    expect(detail.statusCode, detail.body).toBe(200);

    // Once the replica is further behind than the limit, every list reads the primary.
    const startedWaiting = Date.now();
    await eventually(async () => (await listed()).includes(second), MAX_LAG_MS + 3000);
    expect(Date.now() - startedWaiting).toBeLessThan(MAX_LAG_MS + 3000);
    expect(await query(replicaUrl, "select 1 from invoices where id = $1", [second])).toHaveLength(0);

    // In step again, then the replica stops: lists still answer, from the primary.
    await query(replicaUrl, "select pg_wal_replay_resume()");
    await eventually(async () => (await database!.replica!.lagMs()) === 0);
    // The lag metric reads the last measurement, and is NaN once the replica cannot be measured.
    const lagLine = async () =>
      (await t.app.metrics!.registry.metrics()).split("\n").find((l) => l.startsWith("portal_replica_lag_seconds "));
    expect(await eventually(async () => (await lagLine())?.match(/^portal_replica_lag_seconds [0-9.]+$/))).toBeTruthy();
    cluster!.standby.stop();
    for (let i = 0; i < 3; i++) expect(await listed()).toContain(second);
    // (prom-client writes it `Nan`; Prometheus reads NaN in any case.)
    await eventually(async () => /^portal_replica_lag_seconds nan$/i.test((await lagLine()) ?? ""));
    const dashboard = await t.call({
      method: "GET",
      url: "/api/dashboard/recent-activity?offset=6&page=0",
      headers: merchant.headers,
    });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
  }, 45_000);
});
