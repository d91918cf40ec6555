import { randomBytes } from "node:crypto";
import { leadingZeroBits, type ProofChallenge, type ProofSolution, proofInput } from "@portal/contracts";
import { createHash } from "node:crypto";
import { hmac, safeEqual } from "@/lib/crypto";
import type { RateLimitStore } from "@/providers/rate-limit/rate-limit-store";

const PROOF_LIFETIME_MS = 10 * 60_000;

/** Signed proof-of-work challenges (contracts/proof-of-work.ts): stateless until one is spent. */
export function proofOfWork(secret: string, store: RateLimitStore, now: () => Date) {
  const sign = (salt: string, difficulty: number, expiresAt: string) =>
    hmac(secret, `pow:${salt}:${difficulty}:${expiresAt}`);

  function challenge(difficulty: number): ProofChallenge {
    const salt = randomBytes(16).toString("base64url");
    const expiresAt = new Date(now().getTime() + PROOF_LIFETIME_MS).toISOString();
    return { algorithm: "SHA-256", salt, difficulty, expiresAt, signature: sign(salt, difficulty, expiresAt) };
  }

  /** True for a solution of one of our challenges, unexpired, as hard as asked, and used once. */
  async function accept(solution: ProofSolution, minDifficulty: number): Promise<boolean> {
    const { salt, difficulty, expiresAt, signature, nonce } = solution;
    if (difficulty < minDifficulty || !safeEqual(sign(salt, difficulty, expiresAt), signature)) return false;
    if (Date.parse(expiresAt) <= now().getTime()) return false;
    const digest = createHash("sha256").update(proofInput(salt, nonce)).digest();
    if (leadingZeroBits(digest) < difficulty) return false;
    const { count } = await store.hit(`pow:${salt}`, 2 * PROOF_LIFETIME_MS);
    return count === 1;
  }

  return { challenge, accept };
}
