import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitHits } from "@/db/schema";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { dbRateLimitStore } from "./db-rate-limit-store";
import type { RateLimitStore } from "./rate-limit-store";
import { redisRateLimitStore } from "./redis-rate-limit-store";

const WINDOW = 60_000;
const TEN_MINUTES = 10 * 60_000;
const DAY = 24 * 60 * 60_000;

interface OpenStore {
  store: RateLimitStore;
  close: () => Promise<void>;
  /** Rows a sliding window's key holds (the database store's). */
  hitRows?: (key: string) => Promise<number>;
}

function sharedBehaviour(name: string, open: (now: () => Date) => Promise<OpenStore>) {
  describe(name, () => {
    let at = Math.floor(Date.now() / WINDOW) * WINDOW + 1;
    const now = () => new Date(at);
    /** Moves the clock forward to `before` ms ahead of the next multiple of `period` (a ten-minute boundary, midnight UTC). */
    const justBefore = (period: number, before: number) => {
      at = (Math.floor(at / period) + 2) * period - before;
    };
    let store: RateLimitStore;
    let close: () => Promise<void>;
    let hitRows: OpenStore["hitRows"];
    beforeAll(async () => {
      ({ store, close, hitRows } = await open(now));
    });
    afterAll(() => close());

    it("counts hits in a window and starts again in the next", async () => {
      const key = `test:${name}:${Math.random()}`;
      expect(await store.peek(key, WINDOW)).toBe(0);
      expect((await store.hit(key, WINDOW)).count).toBe(1);
      const second = await store.hit(key, WINDOW);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBe(WINDOW - 1);
      expect(await store.peek(key, WINDOW)).toBe(2);
      at += WINDOW;
      expect(await store.peek(key, WINDOW)).toBe(0);
      expect((await store.hit(key, WINDOW)).count).toBe(1);
    });

    it("forgets a window's count on reset", async () => {
      const key = `test:${name}:${Math.random()}`;
      await store.hit(key, WINDOW);
      await store.hit(key, WINDOW);
      await store.reset(key, WINDOW);
      expect(await store.peek(key, WINDOW)).toBe(0);
      expect((await store.hit(key, WINDOW)).count).toBe(1);
    });

    it("takes five in any ten minutes: five just before a clock boundary leave no room just after it", async () => {
      const key = `test:${name}:${Math.random()}`;
      justBefore(TEN_MINUTES, 3_000);
      for (let i = 1; i <= 5; i++)
        expect(await store.take(key, TEN_MINUTES, 5)).toEqual({ taken: true, count: i, retryInMs: 0 });
      at += 6_000;
      for (let i = 0; i < 5; i++)
        expect(await store.take(key, TEN_MINUTES, 5)).toEqual({
          taken: false,
          count: 5,
          retryInMs: TEN_MINUTES - 6_000,
        });
      at += TEN_MINUTES - 6_000 - 1;
      expect((await store.take(key, TEN_MINUTES, 5)).taken).toBe(false);
      at += 1;
      expect(await store.take(key, TEN_MINUTES, 5)).toEqual({ taken: true, count: 1, retryInMs: 0 });
    });

    it("keeps a day's budget across midnight: twenty before it leave none for after", async () => {
      const key = `test:${name}:${Math.random()}`;
      justBefore(DAY, 60_000);
      for (let i = 0; i < 20; i++) expect((await store.take(key, DAY, 20)).taken).toBe(true);
      at += 2 * 60_000;
      expect(await store.take(key, DAY, 20)).toEqual({ taken: false, count: 20, retryInMs: DAY - 2 * 60_000 });
      at += DAY - 2 * 60_000;
      expect((await store.take(key, DAY, 20)).taken).toBe(true);
    });

    it("does not count a refused take, and makes room as each hit leaves the window", async () => {
      const key = `test:${name}:${Math.random()}`;
      const first = at;
      await store.take(key, WINDOW, 3);
      at += 1_000;
      await store.take(key, WINDOW, 3);
      await store.take(key, WINDOW, 3);
      at += 1_000;
      for (let i = 0; i < 10; i++) expect((await store.take(key, WINDOW, 3)).retryInMs).toBe(first + WINDOW - at);
      at = first + WINDOW;
      expect(await store.take(key, WINDOW, 3)).toEqual({ taken: true, count: 3, retryInMs: 0 });
      expect(await store.take(key, WINDOW, 3)).toEqual({ taken: false, count: 3, retryInMs: 1_000 });
    });

    it("takes exactly the limit under concurrent calls", async () => {
      const key = `test:${name}:${Math.random()}`;
      const results = await Promise.all(Array.from({ length: 25 }, () => store.take(key, WINDOW, 10)));
      const taken = results.filter((r) => r.taken);
      expect(taken.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
      expect(results.filter((r) => !r.taken).every((r) => r.count === 10)).toBe(true);
    });

    it("keeps no row of a hit that left its window", async (ctx) => {
      if (!hitRows) return ctx.skip();
      const key = `test:${name}:${Math.random()}`;
      for (let i = 0; i < 3; i++) await store.take(key, WINDOW, 5);
      at += WINDOW;
      await store.take(key, WINDOW, 5);
      expect(await hitRows(key)).toBe(1);
      // A key nobody uses again is swept once its hits are a day old, whatever other key is used.
      at += DAY + 2 * 60 * 60_000;
      await store.take(`test:${name}:${Math.random()}`, WINDOW, 5);
      expect(await hitRows(key)).toBe(0);
    });

    it("blocks a key until its time, keeps the later of two blocks, and lifts it", async () => {
      const key = `test:${name}:${Math.random()}`;
      expect(await store.blockedFor(key)).toBe(0);
      await store.block(key, 30_000);
      await store.block(key, 10_000);
      expect(await store.blockedFor(key)).toBe(30_000);
      at += 20_000;
      expect(await store.blockedFor(key)).toBe(10_000);
      at += 10_000;
      expect(await store.blockedFor(key)).toBe(0);
      await store.block(key, 5_000);
      await store.unblock(key);
      expect(await store.blockedFor(key)).toBe(0);
    });

    it("loses no hit under concurrent calls", async () => {
      const key = `test:${name}:${Math.random()}`;
      const results = await Promise.all(Array.from({ length: 25 }, () => store.hit(key, WINDOW)));
      expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    });
  });
}

for (const backend of backends) {
  let t: TestApp;
  sharedBehaviour(`database store on ${backend}`, async (now) => {
    t = await startTestApp(backend);
    const hitRows = async (key: string) =>
      (await t.db.select({ n: count() }).from(rateLimitHits).where(eq(rateLimitHits.key, key)))[0]!.n;
    return { store: dbRateLimitStore(t.db, now), close: () => t.close(), hitRows };
  });
}

// Redis is optional in production (REDIS_URL); CI points TEST_REDIS_URL at its server.
if (process.env.TEST_REDIS_URL) {
  const url = process.env.TEST_REDIS_URL;
  sharedBehaviour("redis store", async (now) => {
    const store = redisRateLimitStore(url, now, { timeoutMs: 500, log: console });
    return { store, close: () => store.close() };
  });
}
