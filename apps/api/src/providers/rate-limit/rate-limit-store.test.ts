import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { dbRateLimitStore } from "./db-rate-limit-store";
import type { RateLimitStore } from "./rate-limit-store";
import { redisRateLimitStore } from "./redis-rate-limit-store";

const WINDOW = 60_000;

function sharedBehaviour(name: string, open: (now: () => Date) => Promise<{ store: RateLimitStore; close: () => Promise<void> }>) {
  describe(name, () => {
    let at = Math.floor(Date.now() / WINDOW) * WINDOW + 1;
    const now = () => new Date(at);
    let store: RateLimitStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, close } = await open(now));
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
    return { store: dbRateLimitStore(t.db, now), close: () => t.close() };
  });
}

// Redis is optional in production (REDIS_URL); CI points TEST_REDIS_URL at its server.
if (process.env.TEST_REDIS_URL) {
  const url = process.env.TEST_REDIS_URL;
  sharedBehaviour("redis store", async (now) => {
    const store = redisRateLimitStore(url, now);
    return { store, close: () => store.close() };
  });
}
