import * as z from "zod/mini";

/**
 * A proof of work the public checkout asks for once a client has had several cards
 * declined (card testing): find a `nonce` such that SHA-256(`salt` + `nonce`) starts with
 * `difficulty` zero bits. A person's browser pays it once in about a second; a script
 * trying thousands of cards pays it for every card. Nothing to see or solve for people,
 * so it costs screen-reader and keyboard users nothing.
 */
export const ProofChallenge = z.object({
  algorithm: z.literal("SHA-256"),
  salt: z.string(),
  /** Leading zero bits the hash must have. */
  difficulty: z.number().check(z.int(), z.gte(1), z.lte(32)),
  expiresAt: z.iso.datetime(),
  /** The server's signature over salt, difficulty and expiry: the challenge cannot be made easier. */
  signature: z.string(),
});
export type ProofChallenge = z.infer<typeof ProofChallenge>;

export const ProofSolution = z.extend(ProofChallenge, { nonce: z.number().check(z.int(), z.gte(0)) });
export type ProofSolution = z.infer<typeof ProofSolution>;

export { leadingZeroBits, proofInput } from "./proof-hash";
