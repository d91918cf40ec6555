/** Fixed-window counters that every API process shares. */
export interface RateLimitStore {
  /** Counts one hit and returns the window's total and the ms until it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The window's total so far, without counting. */
  peek(key: string, windowMs: number): Promise<number>;
  close(): Promise<void>;
}

export function windowOf(nowMs: number, windowMs: number) {
  const start = Math.floor(nowMs / windowMs) * windowMs;
  return { start, resetInMs: start + windowMs - nowMs };
}
