/**
 * What a proof of work hashes and how its digest is judged (see proof-of-work.ts). Free
 * of zod, so the checkout's solver imports it by its deep path (`@portal/contracts/proof-hash`).
 */

/** The text whose SHA-256 is checked. */
export const proofInput = (salt: string, nonce: number) => `${salt}${nonce}`;

/** How many zero bits the digest starts with. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
