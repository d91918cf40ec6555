import { randomBytes, randomInt } from "node:crypto";
import { maskPan } from "@portal/contracts";
import {
  type AcquirerOutcome,
  type DirectAcquirer,
  type OperationOutcome,
  type OperationRequest,
  recheckByAskingAgain,
} from "./acquirer";

export const sandboxCardOutcomes = [
  "approve",
  "approveRefuseRefunds",
  "decline",
  "insufficientFunds",
  "expiredCard",
  "challenge",
] as const;
export type SandboxCardOutcome = (typeof sandboxCardOutcomes)[number];

/** The sandbox's test cards (README): any expiry in the future, any CVV. Other numbers are declined. */
export const sandboxTestCards: { number: string; outcome: SandboxCardOutcome }[] = [
  { number: "4169731000080001", outcome: "approve" },
  { number: "5412341000030006", outcome: "approve" },
  // Pays, but the processor refuses to refund it: the refund's failure path.
  { number: "4169731000090000", outcome: "approveRefuseRefunds" },
  { number: "4169731000070002", outcome: "decline" },
  { number: "4169731000060003", outcome: "insufficientFunds" },
  { number: "4169731000050004", outcome: "expiredCard" },
  { number: "4169731000040005", outcome: "challenge" },
];

/** The code the sandbox's 3-D Secure page accepts; any other is an authentication failure. */
export const SANDBOX_CHALLENGE_CODE = "123456";

const approved = (): AcquirerOutcome => ({
  kind: "approved",
  rrn: String(randomInt(100_000, 999_999)) + String(randomInt(100_000, 999_999)),
  approvalCode: randomBytes(3).toString("hex").toUpperCase(),
});

const operations = {
  capture: async (): Promise<OperationOutcome> => ({ kind: "done" }),
  refund: async ({ maskedPan }: OperationRequest): Promise<OperationOutcome> => {
    const refuses = sandboxTestCards.some(
      (c) => c.outcome === "approveRefuseRefunds" && maskPan(c.number) === maskedPan,
    );
    return refuses ? { kind: "refused", description: "Refund not allowed for this card" } : { kind: "done" };
  },
  void: async (): Promise<OperationOutcome> => ({ kind: "done" }),
};

/** Decides by card number, like a card processor's test mode. */
export function sandboxAcquirer(): DirectAcquirer {
  return {
    style: "direct",
    async authorize({ card }) {
      const outcome = sandboxTestCards.find((c) => c.number === card.pan)?.outcome;
      switch (outcome) {
        case "approve":
        case "approveRefuseRefunds":
          return approved();
        case "insufficientFunds":
          return { kind: "declined", code: "insufficientFunds", description: "Insufficient funds" };
        case "expiredCard":
          return { kind: "declined", code: "expiredCard", description: "Expired card" };
        case "challenge":
          return { kind: "challenge", reference: randomBytes(12).toString("hex") };
        default:
          return { kind: "declined", code: "declined", description: "Do not honour" };
      }
    },
    async completeChallenge(_reference, code) {
      return code === SANDBOX_CHALLENGE_CODE
        ? approved()
        : { kind: "declined", code: "authenticationFailed", description: "3-D Secure authentication failed" };
    },
    ...operations,
    // The sandbox keeps no operations: the card decides, so asking again answers the same.
    recheck: recheckByAskingAgain(operations),
  };
}
