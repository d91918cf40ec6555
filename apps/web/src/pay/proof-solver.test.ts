import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { leadingZeroBits, type ProofChallenge, proofInput } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { solveProof } from "./proof-solver";

const challenge = (difficulty: number, salt = "c2FsdC1mb3ItdGVzdHM"): ProofChallenge => ({
  algorithm: "SHA-256",
  salt,
  difficulty,
  expiresAt: "2099-01-01T00:00:00.000Z",
  signature: "signed-by-the-server",
});

/** Checked apart from the solver: the digest of the text the server will hash. */
const zeroBits = (salt: string, nonce: number) => leadingZeroBits(sha256(utf8ToBytes(proofInput(salt, nonce))));

describe("solveProof", () => {
  it.each([8, 10, 12])("finds the smallest nonce with %i leading zero bits", async (difficulty) => {
    const { salt } = challenge(difficulty);
    const nonce = await solveProof(challenge(difficulty));

    expect(Number.isInteger(nonce) && nonce >= 0).toBe(true);
    expect(zeroBits(salt, nonce)).toBeGreaterThanOrEqual(difficulty);
    for (let smaller = 0; smaller < nonce; smaller += 1) expect(zeroBits(salt, smaller)).toBeLessThan(difficulty);
  });

  it("gives another salt its own nonce", async () => {
    const salt = "another-salt";
    const nonce = await solveProof(challenge(10, salt));
    expect(zeroBits(salt, nonce)).toBeGreaterThanOrEqual(10);
  });

  it("stops when the page no longer needs it", async () => {
    const leaving = new AbortController();
    const solving = solveProof(challenge(32), leaving.signal);
    leaving.abort(new DOMException("The customer left", "AbortError"));
    await expect(solving).rejects.toThrow("The customer left");
  });
});
