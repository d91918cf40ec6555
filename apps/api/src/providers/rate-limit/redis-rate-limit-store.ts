import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { type RateLimitStore, SLIDING_WINDOW_MAX_MS, windowOf } from "./rate-limit-store";

/** Sets the block's end unless a later one is already there; the key expires with it. */
const BLOCK_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local untilMs = tonumber(ARGV[1])
if untilMs > current then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) end
return 1`;

/**
 * A sliding window as a sorted set of hit times, decided in one script (atomic on the server):
 * drops hits that left the window, takes one if there is room, else answers when there will be.
 * Returns {taken, count, retryInMs}.
 */
const TAKE_SCRIPT = `
local nowMs = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', nowMs - windowMs)
local count = redis.call('ZCARD', KEYS[1])
if count < limit then
  redis.call('ZADD', KEYS[1], nowMs, ARGV[4])
  redis.call('PEXPIRE', KEYS[1], windowMs)
  return {1, count + 1, 0}
end
local leaving = redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')
return {0, count, math.max(1, tonumber(leaving[2]) + windowMs - nowMs)}`;

export function redisRateLimitStore(url: string, now: () => Date): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const keyOf = (key: string, start: number) => `rl:${key}:${start}`;
  // The block holds its end time, not only a TTL: the tests' clock is not Redis's clock.
  const blockKey = (key: string) => `rlb:${key}`;
  const slidingKey = (key: string) => `rls:${key}`;
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
    async take(key, windowMs, limit) {
      if (windowMs > SLIDING_WINDOW_MAX_MS)
        throw new Error(`A sliding window of ${windowMs} ms is longer than the store keeps hits.`);
      const nowMs = now().getTime();
      // Each hit its own member: two in the same millisecond are two hits.
      const member = `${nowMs}:${randomUUID()}`;
      const [taken, count, retryInMs] = (await redis.eval(
        TAKE_SCRIPT,
        1,
        slidingKey(key),
        nowMs,
        windowMs,
        limit,
        member,
      )) as [number, number, number];
      return { taken: taken === 1, count, retryInMs };
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
    kind: "redis" as const,
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit();
    },
  };
}
