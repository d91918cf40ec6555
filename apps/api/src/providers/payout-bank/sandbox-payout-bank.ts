import { randomUUID } from "node:crypto";
import { isKapitalBankTarget, maskPan } from "@portal/contracts";
import type { LookupTarget, PayoutBank, PayoutDestination } from "./payout-bank";

/** How long the sandbox keeps a "slow" payout pending before it settles it. */
export const SANDBOX_SETTLE_AFTER_MS = 60_000;

/** The name the sandbox bank gives every account it has no story for. */
export const SANDBOX_DEFAULT_NAME = "Aytən Məmmədli";

/**
 * The sandbox bank's recipients with a story (README, `/sandbox/recipients.json`); every
 * other card, IBAN or phone is paid at once, in the name above. Names are what the
 * masked-name lookup shows.
 */
export const sandboxRecipients = [
  {
    kind: "iban",
    value: "AZ57NABZ00000000000000000404",
    name: "Rauf Quliyev",
    outcome: "failed",
    reason: "The receiving bank refused the transfer: the account is closed.",
  },
  {
    kind: "card",
    value: "416973******0401",
    name: "Nigar Həsənova",
    outcome: "failed",
    reason: "The card's bank refused the transfer.",
  },
  { kind: "iban", value: "AZ46NABZ00000000000000000505", name: "Elvin Məmmədov", outcome: "pending", reason: null },
  {
    kind: "phone",
    value: "+994550000404",
    name: null,
    outcome: "notFound",
    reason: "No mobile wallet is registered to this number.",
  },
  {
    kind: "phone",
    value: "+994550000505",
    name: "Səbinə Əliyeva",
    outcome: "failed",
    reason: "The mobile wallet is blocked.",
  },
] as const;

const valueOf = (d: PayoutDestination) => (d.kind === "card" ? d.maskedPan : d.kind === "iban" ? d.iban : d.phone);
const storyOf = (kind: PayoutDestination["kind"], value: string) =>
  sandboxRecipients.find((r) => r.kind === kind && r.value === value);

/** What the sandbox tells `send` about an account: the masked number stands in for a real bank's card token. */
function destinationOf(target: LookupTarget): PayoutDestination {
  if (target.kind === "card") {
    const maskedPan = maskPan(target.cardNumber);
    return { kind: "card", cardId: `sbx-card:${maskedPan}`, maskedPan };
  }
  return target.kind === "iban" ? { kind: "iban", iban: target.iban } : { kind: "phone", phone: target.phone };
}

/** Answers at once, except for the recipients above: some refuse, one settles a minute after it was sent, one number has no wallet. */
export function sandboxPayoutBank(): PayoutBank {
  return {
    destinations: ["card", "iban", "phone"],
    paysOthers: true,
    answersBy: "api",
    async lookup(target) {
      const destination = destinationOf(target);
      const story = storyOf(destination.kind, valueOf(destination));
      if (story?.outcome === "notFound") return { found: false, reason: story.reason };
      const kapital =
        target.kind !== "phone" &&
        isKapitalBankTarget(target.kind === "card" ? target : { kind: "iban", iban: target.iban });
      const bankName = target.kind === "phone" ? null : kapital ? "Kapital Bank" : "Sandbox Bank";
      return { found: true, destination, fullName: story?.name ?? SANDBOX_DEFAULT_NAME, bankName };
    },
    async send(request) {
      const story = storyOf(request.destination.kind, valueOf(request.destination));
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
