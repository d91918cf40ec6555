import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import { type RateLimitStore, RateLimitStoreUnavailable, SLIDING_WINDOW_MAX_MS, windowOf } from "./rate-limit-store";

/** Reconnecting after a lost connection: 100 ms, doubling, then every second while Redis stays out. */
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 1_000;

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

export interface RedisStoreOptions {
  /** REDIS_COMMAND_TIMEOUT_MS: a command, or an attempt to connect, that takes longer has failed. */
  timeoutMs: number;
  log: Pick<FastifyBaseLogger, "warn">;
}

/**
 * Counters in Redis that fail fast: while Redis is out a call is refused at once (or after
 * `timeoutMs`) with RateLimitStoreUnavailable, never queued until Redis is back, and the client
 * reconnects in the background. fallbackRateLimitStore decides what to do meanwhile.
 */
export function redisRateLimitStore(
  url: string,
  now: () => Date,
  { timeoutMs, log }: RedisStoreOptions,
): RateLimitStore {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: timeoutMs,
    connectTimeout: timeoutMs,
    // A command in flight when the connection drops fails then: sent again after a reconnection,
    // a hit already answered from the database would be counted a second time.
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    retryStrategy: (attempt) => Math.min(RECONNECT_FIRST_MS * 2 ** (attempt - 1), RECONNECT_MAX_MS),
  });
  // Unhandled, an 'error' event would end the process. Each failed reconnection emits one: the
  // first of an outage is logged, the rest are the same news.
  let outageLogged = false;
  redis.on("error", (err) => {
    if (outageLogged) return;
    outageLogged = true;
    log.warn({ err }, "Redis does not answer: reconnecting in the background");
  });
  redis.on("ready", () => (outageLogged = false));
  // Calls made while the first connection is still being set up (at start) wait for it, up to
  // the timeout; later a call never waits for a connection that is not there.
  const firstAttempt = new Promise<void>((resolve) => {
    redis.once("ready", resolve);
    redis.once("close", resolve);
  });

  /** The command, or RateLimitStoreUnavailable whatever Redis did instead of answering. */
  async function ask<T>(command: () => Promise<T>): Promise<T> {
    try {
      if (redis.status !== "ready") await settledWithin(firstAttempt, timeoutMs);
      return await command();
    } catch (err) {
      throw new RateLimitStoreUnavailable(err);
    }
  }

  const keyOf = (key: string, start: number) => `rl:${key}:${start}`;
  // The block holds its end time, not only a TTL: the tests' clock is not Redis's clock.
  const blockKey = (key: string) => `rlb:${key}`;
  const slidingKey = (key: string) => `rls:${key}`;
  return {
    async hit(key, windowMs) {
      const { start, resetInMs } = windowOf(now().getTime(), windowMs);
      const k = keyOf(key, start);
      const [[, count]] = (await ask(() => redis.multi().incr(k).pexpire(k, windowMs).exec())) as [
        [null, number],
        unknown,
      ];
      return { count, resetInMs };
    },
    async peek(key, windowMs) {
      const { start } = windowOf(now().getTime(), windowMs);
      return Number((await ask(() => redis.get(keyOf(key, start)))) ?? 0);
    },
    async reset(key, windowMs) {
      const { start } = windowOf(now().getTime(), windowMs);
      await ask(() => redis.del(keyOf(key, start)));
    },
    async take(key, windowMs, limit) {
      if (windowMs > SLIDING_WINDOW_MAX_MS)
        throw new Error(`A sliding window of ${windowMs} ms is longer than the store keeps hits.`);
      const nowMs = now().getTime();
      // Each hit its own member: two in the same millisecond are two hits.
      const member = `${nowMs}:${randomUUID()}`;
      const [taken, count, retryInMs] = (await ask(() =>
        redis.eval(TAKE_SCRIPT, 1, slidingKey(key), nowMs, windowMs, limit, member),
      )) as [number, number, number];
      return { taken: taken === 1, count, retryInMs };
    },
    async block(key, ms) {
      const untilMs = now().getTime() + ms;
      await ask(() => redis.eval(BLOCK_SCRIPT, 1, blockKey(key), String(untilMs), String(ms)));
    },
    async blockedFor(key) {
      const untilMs = Number((await ask(() => redis.get(blockKey(key)))) ?? 0);
      return Math.max(0, untilMs - now().getTime());
    },
    async unblock(key) {
      await ask(() => redis.del(blockKey(key)));
    },
    kind: "redis" as const,
    async ping() {
      await ask(() => redis.ping());
    },
    async close() {
      // Out, there is nobody to say goodbye to; and no reconnecting after, either way.
      if (redis.status !== "ready") return redis.disconnect();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Waits for `promise`, but at most `ms`. */
async function settledWithin(promise: Promise<void>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  try {
    await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
