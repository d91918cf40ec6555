/** Fixed-window counters and timed blocks that every API process shares. */
export interface RateLimitStore {
  /** Counts one hit and returns the window's total and the ms until it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The window's total so far, without counting. */
  peek(key: string, windowMs: number): Promise<number>;
  /** Forgets the window's count (a success wipes the failures before it). */
  reset(key: string, windowMs: number): Promise<void>;
  /** Refuses the key for `ms` from now (a longer block already there stays). */
  block(key: string, ms: number): Promise<void>;
  /** Ms the key stays blocked; 0 when it is not. */
  blockedFor(key: string): Promise<number>;
  unblock(key: string): Promise<void>;
  close(): Promise<void>;
}

export function windowOf(nowMs: number, windowMs: number) {
  const start = Math.floor(nowMs / windowMs) * windowMs;
  return { start, resetInMs: start + windowMs - nowMs };
}
