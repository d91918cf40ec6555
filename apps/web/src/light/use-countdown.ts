import { useCallback, useEffect, useState } from "react";

/**
 * Seconds left until a moment `seconds` from now; `restart` sets a new moment. Counts from
 * the clock rather than ticks, so a throttled background tab still shows the right time.
 */
export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const running = now < endsAt;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, endsAt]);

  const restart = useCallback((next: number) => {
    const at = Date.now();
    setNow(at);
    setEndsAt(at + next * 1000);
  }, []);

  return { secondsLeft: Math.max(0, Math.ceil((endsAt - now) / 1000)), restart };
}

/** 59 → "0:59", 75 → "1:15". */
export const formatCountdown = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
