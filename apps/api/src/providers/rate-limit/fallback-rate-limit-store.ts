import type { FastifyBaseLogger } from "fastify";
import { type RateLimitStore, RateLimitStoreUnavailable } from "./rate-limit-store";

/** After Redis failed, how long calls go to the database before Redis is asked again. */
export const RETRY_PRIMARY_AFTER_MS = 3_000;

export interface FallbackOptions {
  log: Pick<FastifyBaseLogger, "warn" | "info">;
  retryAfterMs?: number;
  /** A clock that only moves forward, for the retry delay (the business clock is the tests' to move). */
  monotonicNow?: () => number;
}

/**
 * Redis while it answers, the database while it does not: every limit stays enforced through an
 * outage (counted afresh in the database), never a 500 and never wide open (docs/security.md
 * "When Redis is out"). A call Redis could not take (RateLimitStoreUnavailable) is made on
 * `fallback` instead, and so is every call for the next `retryAfterMs`; then Redis is asked
 * again, and used as soon as it answers. Any other error, and any error of the fallback (a
 * database outage, which the error handler answers 503), propagates.
 */
export function fallbackRateLimitStore(
  primary: RateLimitStore,
  fallback: RateLimitStore,
  { log, retryAfterMs = RETRY_PRIMARY_AFTER_MS, monotonicNow = () => performance.now() }: FallbackOptions,
): RateLimitStore {
  /** While falling back: when the primary may be asked again. */
  let retryAt: number | null = null;

  async function call<T>(work: (store: RateLimitStore) => Promise<T>): Promise<T> {
    if (retryAt !== null && monotonicNow() < retryAt) return work(fallback);
    // Only an answer to a call made while out says Redis is back: one sent before it went out
    // may still come in after another call failed.
    const probing = retryAt !== null;
    try {
      const answer = await work(primary);
      if (probing && retryAt !== null) {
        retryAt = null;
        log.info("Rate limits are counted in Redis again");
      }
      return answer;
    } catch (err) {
      if (!(err instanceof RateLimitStoreUnavailable)) throw err;
      if (retryAt === null)
        log.warn({ err }, "Redis is out: rate limits are counted in the database until it answers again");
      retryAt = monotonicNow() + retryAfterMs;
      return work(fallback);
    }
  }

  return {
    hit: (key, windowMs) => call((store) => store.hit(key, windowMs)),
    peek: (key, windowMs) => call((store) => store.peek(key, windowMs)),
    reset: (key, windowMs) => call((store) => store.reset(key, windowMs)),
    take: (key, windowMs, limit) => call((store) => store.take(key, windowMs, limit)),
    block: (key, ms) => call((store) => store.block(key, ms)),
    blockedFor: (key) => call((store) => store.blockedFor(key)),
    unblock: (key) => call((store) => store.unblock(key)),
    // Readiness asks the primary itself: Redis out is a degraded store, not an unready process.
    kind: primary.kind,
    ping: () => primary.ping(),
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
