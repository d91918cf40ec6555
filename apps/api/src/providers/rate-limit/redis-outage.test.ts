import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitCounters } from "@/db/schema";
import { eventually } from "@/test-support/eventually";
import { freePort } from "@/test-support/free-port";
import { createdInvoice, liveApplication, paidTransaction, signedInMerchant, signIn } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

const REDIS_SERVER = "/usr/bin/redis-server";
const haveRedis = existsSync(REDIS_SERVER);
if (!haveRedis) console.log(`redis-outage.test.ts skipped: ${REDIS_SERVER} is not installed`);

const LIMIT_PER_MINUTE = 15;
const COMMAND_TIMEOUT_MS = 1_000;

/** A Redis of the test's own, which it kills and starts again: nothing kept on disk. */
async function startRedis(port: number): Promise<ChildProcess> {
  const server = spawn(
    REDIS_SERVER,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  await eventually(
    () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(port, "127.0.0.1");
        socket.once("error", () => resolve(false));
        socket.once("data", (data) => {
          socket.destroy();
          resolve(data.toString().startsWith("+PONG"));
        });
        socket.once("connect", () => socket.write("PING\r\n"));
      }),
    10_000,
  );
  return server;
}

async function kill(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGKILL");
  await exited;
}

describe.skipIf(!haveRedis).each(backends)("rate limits while Redis is out, on %s", (backend) => {
  let port: number;
  let redisServer: ChildProcess;
  /** The test's own view of Redis, to read the counters. */
  let reader: Redis;
  let t: TestApp;
  let merchant: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  let invoiceCode: string;

  /** The checkout page's call, from an address (127.0.0.1 unless named). */
  const view = (remoteAddress = "127.0.0.1") =>
    t.call({ method: "GET", url: `/api/checkout/${invoiceCode}`, remoteAddress });
  /** The checkout group's counter in Redis for an address, of its newest minute (0 when there is none). */
  const viewsInRedis = async (remoteAddress = "127.0.0.1") => {
    const windows = await reader.keys(`rl:ip:checkout:${remoteAddress}:*`);
    const newest = windows.sort((a, b) => Number(a.split(":").at(-1)) - Number(b.split(":").at(-1))).at(-1);
    return newest ? Number(await reader.get(newest)) : 0;
  };
  const logLines = (text: string) =>
    t
      .logs()
      .split("\n")
      .filter((line) => line.includes(text));

  beforeAll(async () => {
    port = await freePort();
    redisServer = await startRedis(port);
    reader = new Redis({ host: "127.0.0.1", port, retryStrategy: () => 100, lazyConnect: true });
    // Out while the test kills it: the reader reconnects by itself.
    reader.on("error", () => undefined);
    await reader.connect();
    t = await startTestApp(backend, {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      RATE_LIMIT_PER_MINUTE: String(LIMIT_PER_MINUTE),
      REDIS_COMMAND_TIMEOUT_MS: String(COMMAND_TIMEOUT_MS),
    });
    merchant = await signedInMerchant(t);
    appId = await liveApplication(t, merchant.headers);
    invoiceCode = (await createdInvoice(t, merchant.headers, appId)).invoiceCode;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    reader?.disconnect();
    if (redisServer) await kill(redisServer);
  });

  it("counts in Redis while it answers", async () => {
    expect((await view()).statusCode).toBe(200);
    const before = await viewsInRedis();
    expect(before).toBeGreaterThan(0);
    expect((await view()).statusCode).toBe(200);
    // The same minute, or a new one that started between the two calls.
    expect([before + 1, 1]).toContain(await viewsInRedis());
    expect(await reader.keys("rl:ip:login:127.0.0.1:*")).toHaveLength(1);
    expect((await t.call({ method: "GET", url: "/readyz" })).json()).toMatchObject({ checks: { redis: "ok" } });
  });

  it("keeps signing in, the checkout and paying answered while Redis is killed, and still refuses past the limit", async () => {
    await kill(redisServer);

    await signIn(t, merchant);
    expect((await view()).statusCode).toBe(200);
    expect((await paidTransaction(t, merchant.headers, appId)).status).toBe("success");

    // Sign-in hammered from one address (a different e-mail each time): counted in the database now.
    const address = "203.0.113.77";
    const statuses: number[] = [];
    let refused: { code: string; message: string } | undefined;
    for (let i = 0; i < 2 * LIMIT_PER_MINUTE + 2 && !refused; i++) {
      const res = await t.call({
        method: "POST",
        url: "/api/login",
        payload: { username: `guess-${i}@example.az`, password: "Wrong#2026" },
        remoteAddress: address,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refused = res.json();
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(refused).toMatchObject({ code: "RATE_LIMITED", message: "Too many requests. Wait a moment and try again." });
    // Counted in the database (over two rows if a minute turned meanwhile).
    const windows = await t.db
      .select({ hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `ip:login:${address}`));
    expect(windows.reduce((sum, w) => sum + w.hits, 0)).toBe(statuses.length);

    const ready = await t.call({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: "ready",
      checks: { database: "ok", migrations: "ok", redis: "degraded", shutdown: "ok" },
    });

    // Several reconnections refused by now (100, 200, 400, 800 ms apart): one line for the
    // outage, one for the fallback, not one each.
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(logLines("Redis does not answer")).toHaveLength(1);
    expect(logLines("rate limits are counted in the database")).toHaveLength(1);
    expect(t.leaks).toEqual([]);
  }, 60_000);

  it("counts in Redis again once it is back, without a restart", async () => {
    redisServer = await startRedis(port);
    // Started empty: a counter there is a hit made since. Each try from an address of its own,
    // so the tries never reach the limit.
    let tries = 0;
    await eventually(async () => {
      const address = `198.18.0.${(tries += 1) % 250}`;
      expect((await view(address)).statusCode).toBe(200);
      return (await viewsInRedis(address)) > 0;
    }, 15_000);
    const before = await viewsInRedis();
    expect((await view()).statusCode).toBe(200);
    expect([before + 1, 1]).toContain(await viewsInRedis());
    await signIn(t, merchant);
    expect(await reader.keys("rl:ip:login:127.0.0.1:*")).toHaveLength(1);

    expect((await t.call({ method: "GET", url: "/readyz" })).json()).toMatchObject({
      status: "ready",
      checks: { redis: "ok" },
    });
    expect(logLines("counted in Redis again")).toHaveLength(1);
    expect(logLines("rate limits are counted in the database")).toHaveLength(1);
  }, 30_000);

  it("falls back within REDIS_COMMAND_TIMEOUT_MS when Redis hangs, and counts there again once it answers", async () => {
    // Stopped, not killed: the connection stays open and nothing answers on it.
    redisServer.kill("SIGSTOP");
    try {
      const started = performance.now();
      expect((await view()).statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(COMMAND_TIMEOUT_MS + 2_000);
      // Straight to the database now: not a wait per call.
      const next = performance.now();
      expect((await view()).statusCode).toBe(200);
      expect(performance.now() - next).toBeLessThan(COMMAND_TIMEOUT_MS);
      const ready = await t.call({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ checks: { redis: "degraded" } });
    } finally {
      redisServer.kill("SIGCONT");
    }
    let tries = 0;
    await eventually(async () => {
      const address = `198.18.1.${(tries += 1) % 250}`;
      expect((await view(address)).statusCode).toBe(200);
      return (await viewsInRedis(address)) > 0;
    }, 15_000);
    expect(logLines("rate limits are counted in the database")).toHaveLength(2);
    expect(logLines("counted in Redis again")).toHaveLength(2);
    expect(t.leaks).toEqual([]);
  }, 30_000);
});
