import { describe, expect, it } from "vitest";
import { fallbackRateLimitStore } from "./fallback-rate-limit-store";
import { type RateLimitStore, RateLimitStoreUnavailable } from "./rate-limit-store";

/** A store of fixed-window counts in memory whose calls fail as told: Redis out, or the database out. */
function scriptedStore(kind: RateLimitStore["kind"]) {
  const counts = new Map<string, number>();
  const state = { failWith: null as Error | null, closed: false, calls: 0 };
  const check = () => {
    state.calls += 1;
    if (state.failWith) throw state.failWith;
  };
  const store: RateLimitStore = {
    async hit(key) {
      check();
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return { count, resetInMs: 60_000 };
    },
    async peek(key) {
      check();
      return counts.get(key) ?? 0;
    },
    async reset(key) {
      check();
      counts.delete(key);
    },
    async take() {
      check();
      return { taken: true, count: 1, retryInMs: 0 };
    },
    async block() {
      check();
    },
    async blockedFor() {
      check();
      return 0;
    },
    async unblock() {
      check();
    },
    kind,
    async ping() {
      check();
    },
    async close() {
      state.closed = true;
    },
  };
  return { store, counts, state };
}

function logged() {
  const lines: { level: "warn" | "info"; msg: string }[] = [];
  const record = (level: "warn" | "info") => (first: unknown, second?: unknown) =>
    lines.push({ level, msg: String(typeof first === "string" ? first : second) });
  return { lines, log: { warn: record("warn"), info: record("info") } as never };
}

function fallbackOver() {
  const redis = scriptedStore("redis");
  const database = scriptedStore("database");
  let nowMs = 0;
  const { lines, log } = logged();
  const store = fallbackRateLimitStore(redis.store, database.store, {
    log,
    retryAfterMs: 3_000,
    monotonicNow: () => nowMs,
  });
  return { store, redis, database, lines, advance: (ms: number) => (nowMs += ms) };
}

const redisOut = () => new RateLimitStoreUnavailable(new Error("connect ECONNREFUSED 127.0.0.1:6379"));

describe("the fallback rate-limit store", () => {
  it("counts in Redis while it answers, in the database from the call that fails until Redis answers again", async () => {
    const { store, redis, database, lines, advance } = fallbackOver();
    expect((await store.hit("k", 60_000)).count).toBe(1);
    expect(redis.counts.get("k")).toBe(1);

    redis.state.failWith = redisOut();
    // The failing call itself is answered, from the database, counted afresh there.
    expect((await store.hit("k", 60_000)).count).toBe(1);
    expect((await store.hit("k", 60_000)).count).toBe(2);
    expect(database.counts.get("k")).toBe(2);

    // Back, but not asked before the delay is over.
    redis.state.failWith = null;
    advance(2_999);
    expect((await store.hit("k", 60_000)).count).toBe(3);
    expect(redis.counts.get("k")).toBe(1);
    advance(1);
    expect((await store.hit("k", 60_000)).count).toBe(2);
    expect(await store.peek("k", 60_000)).toBe(2);
    expect(database.counts.get("k")).toBe(3);

    expect(lines.map((l) => l.level)).toEqual(["warn", "info"]);
    expect(lines[0]!.msg).toContain("counted in the database");
    expect(lines[1]!.msg).toContain("in Redis again");
  });

  it("asks Redis again each delay while it stays out, warning only once", async () => {
    const { store, redis, database, lines, advance } = fallbackOver();
    redis.state.failWith = redisOut();
    for (let i = 0; i < 5; i++) {
      await store.take("budget", 600_000, 5);
      await store.take("budget", 600_000, 5);
      advance(3_000);
    }
    expect(redis.state.calls).toBe(5);
    expect(database.state.calls).toBe(10);
    expect(lines).toHaveLength(1);
    redis.state.failWith = null;
    await store.blockedFor("lock");
    expect(lines.map((l) => l.level)).toEqual(["warn", "info"]);
  });

  it("lets any other error through: a call Redis refused for another reason, or the database out as well", async () => {
    const { store, redis, database } = fallbackOver();
    redis.state.failWith = new Error("A sliding window of 172800000 ms is longer than the store keeps hits.");
    await expect(store.hit("k", 60_000)).rejects.toThrow("longer than the store keeps");
    expect(database.counts.size).toBe(0);

    redis.state.failWith = redisOut();
    database.state.failWith = new Error("connection terminated");
    await expect(store.hit("k", 60_000)).rejects.toThrow("connection terminated");
    // Still falling back: the next call goes to the database without asking Redis.
    database.state.failWith = null;
    expect((await store.hit("k", 60_000)).count).toBe(1);
  });

  it("is Redis to readiness, whose ping is Redis's own, and closes both", async () => {
    const { store, redis, database } = fallbackOver();
    expect(store.kind).toBe("redis");
    await expect(store.ping()).resolves.toBeUndefined();
    redis.state.failWith = redisOut();
    await expect(store.ping()).rejects.toBeInstanceOf(RateLimitStoreUnavailable);
    await store.close();
    expect(redis.state.closed && database.state.closed).toBe(true);
  });
});
