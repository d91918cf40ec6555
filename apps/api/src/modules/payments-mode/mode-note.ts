import type { Env } from "@/config/env";

/**
 * A document's description as a sandbox server publishes it: first of all, that it is a test
 * (PAYMENTS_MODE, docs/going-live.md), so an integrator never takes it for the live API.
 */
export function withModeNote(env: Pick<Env, "sandbox">, description: string): string {
  if (!env.sandbox) return description;
  return `**Test mode: no real money moves.** This server runs in sandbox mode: test cards pay, and messages stay in its outbox.\n\n${description}`;
}
