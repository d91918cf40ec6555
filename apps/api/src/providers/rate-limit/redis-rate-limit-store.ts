import { Redis } from "ioredis";
import { type RateLimitStore, windowOf } from "./rate-limit-store";

export function redisRateLimitStore(url: string, now: () => Date): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const keyOf = (key: string, start: number) => `rl:${key}:${start}`;
  return {
    async hit(key, windowMs) {
      const { start, resetInMs } = windowOf(now().getTime(), windowMs);
      const k = keyOf(key, start);
      const [[, count]] = (await redis.multi().incr(k).pexpire(k, windowMs).exec()) as [[null, number], unknown];
      return { count, resetInMs };
    },
    async peek(key, windowMs) {
      const { start } = windowOf(now().getTime(), windowMs);
      return Number((await redis.get(keyOf(key, start))) ?? 0);
    },
    async close() {
      await redis.quit();
    },
  };
}
