import { randomInt } from "node:crypto";
import { RECOVERY_CODE_COUNT } from "@portal/contracts";
import { hmac } from "@/lib/crypto";

/** Letters and digits that cannot be mistaken for each other when copied from paper (no 0/o, 1/l). */
const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Ten new codes: the plain ones to show once, and what is kept of them. */
export function newRecoveryCodes(appSecret: string): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  return { codes, hashes: codes.map((code) => recoveryCodeHash(appSecret, code)) };
}

/** Typed with or without the dash, in either case. ~50 bits each, so a keyed hash suffices. */
export function recoveryCodeHash(appSecret: string, typed: string): string {
  const plain = typed.trim().toLowerCase().replace("-", "");
  return hmac(appSecret, `recovery:${plain}`);
}
