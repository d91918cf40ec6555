import type { SecondStep } from "@portal/contracts";
import type { Queryable, Tx } from "@/db/client";
import { recoveryCodeHash } from "./recovery-codes";
import { confirmedMethods, lockTotp, updateMethod, useRecoveryCode } from "./strong-methods.repo";
import { matchingStep, totpSecretBox } from "./totp";

/**
 * How a user's code steps are met: their strong methods, and SMS only when they have none or
 * keep it on as a fallback (docs/security.md "Strong methods").
 */
export async function secondStepsOf(q: Queryable, user: { id: string; smsFallback: boolean }): Promise<SecondStep[]> {
  const kinds = new Set((await confirmedMethods(q, user.id)).map((m) => m.kind));
  const strong = (["totp", "passkey"] as const).filter((kind) => kinds.has(kind));
  return strong.length === 0 ? ["sms"] : user.smsFallback ? [...strong, "sms"] : strong;
}

export const hasStrongMethod = (steps: SecondStep[]) => steps.some((step) => step !== "sms");

/**
 * Whether `code` is the user's authenticator's code now; a match is recorded under the
 * authenticator's lock in the caller's transaction, so the same code cannot be used twice,
 * even by two requests at once.
 */
export async function totpAccepted(tx: Tx, appSecret: string, userId: string, code: string, at: Date) {
  const totp = await lockTotp(tx, userId);
  if (!totp?.confirmedAt || !totp.totpSecretSealed) return false;
  const secret = totpSecretBox(appSecret).open(totp.totpSecretSealed);
  const step = await matchingStep(secret, code, at, totp.totpLastStep);
  if (step === null) return false;
  await updateMethod(tx, totp.id, { totpLastStep: step, lastUsedAt: at });
  return true;
}

/** Uses up one of the user's recovery codes if `typed` is one that is still unused. */
export const recoveryAccepted = (tx: Tx, appSecret: string, userId: string, typed: string, at: Date) =>
  useRecoveryCode(tx, userId, recoveryCodeHash(appSecret, typed), at);
