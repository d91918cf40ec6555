import { Redis } from "ioredis";
import { type RateLimitStore, windowOf } from "./rate-limit-store";

/** Sets the block's end unless a later one is already there; the key expires with it. */
const BLOCK_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local untilMs = tonumber(ARGV[1])
if untilMs > current then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) end
return 1`;

export function redisRateLimitStore(url: string, now: () => Date): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const keyOf = (key: string, start: number) => `rl:${key}:${start}`;
  // The block holds its end time, not only a TTL: the tests' clock is not Redis's clock.
  const blockKey = (key: string) => `rlb:${key}`;
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
    async reset(key, windowMs) {
      const { start } = windowOf(now().getTime(), windowMs);
      await redis.del(keyOf(key, start));
    },
    async block(key, ms) {
      const untilMs = now().getTime() + ms;
      await redis.eval(BLOCK_SCRIPT, 1, blockKey(key), String(untilMs), String(ms));
    },
    async blockedFor(key) {
      const untilMs = Number((await redis.get(blockKey(key))) ?? 0);
      return Math.max(0, untilMs - now().getTime());
    },
    async unblock(key) {
      await redis.del(blockKey(key));
    },
    async close() {
      await redis.quit();
    },
  };
}
