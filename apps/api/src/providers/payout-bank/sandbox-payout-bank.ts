import { randomUUID } from "node:crypto";
import type { PayoutBank, PayoutDestination } from "./payout-bank";

/** How long the sandbox keeps a "slow" payout pending before it settles it. */
export const SANDBOX_SETTLE_AFTER_MS = 60_000;

/**
 * The sandbox bank's recipients with a story (README, `/sandbox/recipients.json`); every
 * other card or IBAN is paid at once. Names are what a masked-name lookup would show.
 */
export const sandboxRecipients = [
  {
    kind: "iban",
    value: "AZ57NABZ00000000000000000404",
    name: "Rauf Quliyev",
    outcome: "failed",
    reason: "The receiving bank refused the transfer: the account is closed.",
  },
  { kind: "card", value: "416973******0401", name: "Nigar Həsənova", outcome: "failed", reason: "The card's bank refused the transfer." },
  { kind: "iban", value: "AZ46NABZ00000000000000000505", name: "Elvin Məmmədov", outcome: "pending", reason: null },
] as const;

const storyOf = (destination: PayoutDestination) =>
  sandboxRecipients.find((r) => r.value === (destination.kind === "card" ? destination.maskedPan : destination.iban));

/** Answers at once, except for the recipients above: two refuse, one settles a minute after it was sent. */
export function sandboxPayoutBank(): PayoutBank {
  return {
    async send(request) {
      const story = storyOf(request.destination);
      if (story?.outcome === "failed") return { kind: "failed", reason: story.reason };
      return { kind: story?.outcome === "pending" ? "pending" : "sent", bankReference: `SBX-${randomUUID()}` };
    },
    async check(request) {
      const waited = request.now.getTime() - request.sentAt.getTime();
      return waited >= SANDBOX_SETTLE_AFTER_MS
        ? { kind: "sent", bankReference: request.bankReference }
        : { kind: "pending", bankReference: request.bankReference };
    },
  };
}
