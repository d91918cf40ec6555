import type { Subscription } from "@portal/contracts";
import { useEffect, useState } from "react";

/** Where a messenger's connection stands, as its card shows it. */
export type ConnectionPhase = "connected" | "awaitingLink" | "awaitingCode" | "notConnected";

/** How often the list is read while a connect link waits to be opened: the bot, not this page, completes it. */
export const LINK_POLL_MS = 3000;

/** A pending connection whose link or code has lapsed is as good as none: the user starts again. */
export function connectionPhase(subscription: Subscription | undefined, lapsed: boolean): ConnectionPhase {
  if (!subscription) return "notConnected";
  if (subscription.status === "active") return "connected";
  if (lapsed) return "notConnected";
  return subscription.awaitingCode ? "awaitingCode" : "awaitingLink";
}

/**
 * Whether the instant `at` has passed; turns true by itself when it does, so a lapsed link
 * stops the polling without anything else changing on the page.
 */
export function usePassed(at: string | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  const time = at === null ? null : Date.parse(at);
  useEffect(() => {
    if (time === null) return;
    let timer: ReturnType<typeof setTimeout>;
    // A timer may fire a millisecond before the clock reads `at`: it then waits the rest.
    const check = () => {
      const current = Date.now();
      if (current >= time) setNow(current);
      else timer = setTimeout(check, time - current);
    };
    timer = setTimeout(check, Math.max(0, time - Date.now()));
    return () => clearTimeout(timer);
  }, [time]);
  return time !== null && time <= now;
}
