import { Writable } from "node:stream";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/app";
import { loadEnv } from "@/config/env";
import { openDatabase, type Database } from "@/db/client";
import { eventually } from "@/test-support/eventually";
import { createdInvoice, invoiceBody, liveApplication, signedInMerchant } from "@/test-support/flows";
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

  beforeAll(async () => {
    cluster = await replicaPostgres();
    // The standby copies the whole cluster: the scratch database made on the primary appears on it.
    primaryUrl = (await scratchPostgres(cluster.primary.url)).url;
    replicaUrl = onServer(cluster.standby.url, primaryUrl);
    const name = new URL(primaryUrl).pathname.slice(1);
    await eventually(
      async () => (await query(cluster!.standby.url, "select 1 from pg_database where datname = $1", [name])).length,
    );
    database = await openDatabase({ url: primaryUrl, replicaUrl, log: () => undefined });
    const env = loadEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      WEB_DIST: "/nonexistent",
      PUBLIC_URL: "http://portal.test",
      DATABASE_URL: primaryUrl,
      DATABASE_REPLICA_URL: replicaUrl,
      REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
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
    cluster!.standby.stop();
    for (let i = 0; i < 3; i++) expect(await listed()).toContain(second);
    const dashboard = await t.call({
      method: "GET",
      url: "/api/dashboard/recent-activity?offset=6&page=0",
      headers: merchant.headers,
    });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
  }, 45_000);
});
