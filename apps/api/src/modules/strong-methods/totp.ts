import { generateSecret, generateURI, verify } from "otplib";
import { secretBox } from "@/lib/secret-box";

/** RFC 6238 as authenticator apps take it: SHA-1, six digits, 30-second steps. */
const PERIOD_SECONDS = 30;

/** An authenticator's secret, sealed at rest like the webhook secrets (lib/secret-box.ts). */
export const totpSecretBox = (appSecret: string) => secretBox(appSecret, "totp-secrets");

export function newTotpSecret(): string {
  return generateSecret();
}

/** What the QR code says: the app shows the issuer and the user's e-mail. */
export function totpUri(secret: string, issuer: string, email: string): string {
  return generateURI({ issuer, label: email, secret });
}

/**
 * The time step a code matches, within one step either side of now (a phone's clock
 * drifts), and only after `lastStep`: a code accepted once, or an older one, is refused.
 */
export async function matchingStep(
  secret: string,
  code: string,
  at: Date,
  lastStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: PERIOD_SECONDS,
    ...(lastStep !== null && { afterTimeStep: lastStep }),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
