/**
 * How long to wait before trying again, in the unit a person would say: whole minutes
 * (rounded up, so nobody comes back too early) from a minute on, seconds below it.
 */
export function retryWait(retryAfterSeconds: number): { minutes: number } | { seconds: number } {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return seconds < 60 ? { seconds } : { minutes: Math.ceil(seconds / 60) };
}
