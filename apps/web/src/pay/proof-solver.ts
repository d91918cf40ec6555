import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import type { ProofChallenge } from "@portal/contracts";
import { leadingZeroBits, proofInput } from "@portal/contracts/proof-hash";

/**
 * How long one slice of hashing may hold the main thread: well under a frame's worth of
 * input delay, so typing, scrolling and the status text stay smooth while the proof runs.
 */
const SLICE_MS = 12;

/** Hands the thread back to the browser until its next task (input, rendering, timers). */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const meets = (salt: string, nonce: number, difficulty: number) =>
  leadingZeroBits(sha256(utf8ToBytes(proofInput(salt, nonce)))) >= difficulty;

/**
 * Finds the smallest nonce whose proof input hashes to at least `difficulty` leading zero
 * bits (PROOF_REQUIRED). Counting up from 0 in short slices keeps the page responsive:
 * the hardest proof (22 bits) is about four million hashes on average, some 8 s at the
 * half a million a second a laptop manages here, longer on an old phone. Rejects with
 * the signal's reason once it is aborted (the customer left the page).
 */
export async function solveProof({ salt, difficulty }: ProofChallenge, signal?: AbortSignal): Promise<number> {
  let nonce = 0;
  for (;;) {
    // Yield first too, so the "checking" status is on screen before the work starts.
    await yieldToBrowser();
    signal?.throwIfAborted();
    const sliceEnd = performance.now() + SLICE_MS;
    do {
      if (meets(salt, nonce, difficulty)) return nonce;
      nonce += 1;
      // The clock is read once every 256 hashes (well under a millisecond of work), not per hash.
    } while ((nonce & 0xff) !== 0 || performance.now() < sliceEnd);
  }
}
