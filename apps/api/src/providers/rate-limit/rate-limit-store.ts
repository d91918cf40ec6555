/** Rate-limit counters (fixed and sliding windows) and timed blocks that every API process shares. */
export interface RateLimitStore {
  /** Counts one hit in a clock-aligned window and returns the window's total and the ms until it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The window's total so far, without counting. */
  peek(key: string, windowMs: number): Promise<number>;
  /** Forgets the window's count (a success wipes the failures before it). */
  reset(key: string, windowMs: number): Promise<void>;
  /**
   * A sliding window (a budget: "5 in any 10 minutes"): takes one hit when fewer than `limit`
   * were taken in the `windowMs` before now, atomically however many processes ask at once. A
   * refused hit is not counted, so a caller who keeps knocking is let in as soon as the oldest
   * hit leaves the window (`retryInMs`). Windows of at most a day.
   */
  take(key: string, windowMs: number, limit: number): Promise<SlidingTake>;
  /** Refuses the key for `ms` from now (a longer block already there stays). */
  block(key: string, ms: number): Promise<void>;
  /** Ms the key stays blocked; 0 when it is not. */
  blockedFor(key: string): Promise<number>;
  unblock(key: string): Promise<void>;
  /**
   * Where the counters are kept, for readiness: `redis` is asked whether it answers (the store
   * falls back to the database while it does not); the database is checked on its own.
   */
  readonly kind: "database" | "redis";
  /** Rejects when the store does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** What `take` decided: the hits in the window (this one included when taken), and when one would be taken if refused. */
export interface SlidingTake {
  taken: boolean;
  count: number;
  /** 0 when taken; else the ms until the window has room again. */
  retryInMs: number;
}

/**
 * The store could not be asked: Redis refused the connection, is not connected, timed out, or
 * replied with an error instead (LOADING, OOM…). The call decided nothing, and another store may
 * take it (fallback-rate-limit-store.ts).
 */
export class RateLimitStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super(`The rate-limit store did not answer: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "RateLimitStoreUnavailable";
  }
}

/** The longest sliding window a store keeps hits for. */
export const SLIDING_WINDOW_MAX_MS = 24 * 60 * 60_000;

export function windowOf(nowMs: number, windowMs: number) {
  const start = Math.floor(nowMs / windowMs) * windowMs;
  return { start, resetInMs: start + windowMs - nowMs };
}
