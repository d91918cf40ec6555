import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { WebAuthnJson } from "@portal/contracts";
import type { FastifyRequest } from "fastify";
import { publicOrigin } from "@/lib/public-origin";
import type { StrongMethodRow } from "./strong-methods.repo";

/**
 * The relying party a passkey belongs to: the host the portal was opened on, so each regional
 * variant (.az, .ae) has its own, as its own origin would anyway. A forged Host is replaced
 * by the configured address (lib/public-origin.ts), and the browser signs the real origin.
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/** The name authenticators show beside the account. */
const RP_NAME = "Merchant Portal";

export function relyingParty(request: FastifyRequest): RelyingParty {
  const origin = publicOrigin(request);
  return { id: new URL(origin).hostname, origin, name: RP_NAME };
}

const transportsOf = (row: StrongMethodRow) => row.transports as AuthenticatorTransportFuture[];

/** The challenge the browser signed, read from its client data (to find which one we handed out). */
export function signedChallenge(response: WebAuthnJson): string | null {
  const clientData = (response.response as { clientDataJSON?: unknown } | undefined)?.clientDataJSON;
  if (typeof clientData !== "string") return null;
  try {
    const parsed = JSON.parse(Buffer.from(clientData, "base64url").toString("utf8")) as { challenge?: unknown };
    return typeof parsed.challenge === "string" ? parsed.challenge : null;
  } catch {
    return null;
  }
}

/** A new passkey's options: resident (so it can sign in alone), none of the user's own again. */
export function registrationOptions(
  rp: RelyingParty,
  user: { id: string; email: string; fullName: string },
  existing: StrongMethodRow[],
) {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.fullName,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing
      .filter((m) => m.kind === "passkey" && m.credentialId)
      .map((m) => ({ id: m.credentialId!, transports: transportsOf(m) })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
}

/** The new credential, or null when the response does not prove one for this challenge and origin. */
export async function verifiedRegistration(rp: RelyingParty, response: WebAuthnJson, challenge: string) {
  try {
    const result = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      signCount: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    return null;
  }
}

/** Options to touch one of `allowed` (a code step), or any passkey of this site (signing in with one alone). */
export function authenticationOptions(rp: RelyingParty, allowed: StrongMethodRow[] | "discoverable") {
  return generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: allowed === "discoverable" ? "required" : "preferred",
    ...(allowed !== "discoverable" && {
      allowCredentials: allowed.map((m) => ({ id: m.credentialId!, transports: transportsOf(m) })),
    }),
  });
}

/**
 * The passkey's new signature counter when the response is its signature of this challenge
 * from this origin, else null. Alone (no password before) the user must have been verified
 * by the authenticator (a PIN or biometrics), so the passkey is two factors in itself.
 */
export async function verifiedAssertion(
  rp: RelyingParty,
  response: WebAuthnJson,
  challenge: string,
  passkey: StrongMethodRow,
  alone: boolean,
): Promise<number | null> {
  try {
    const result = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: alone,
      credential: {
        id: passkey.credentialId!,
        publicKey: Buffer.from(passkey.publicKey!, "base64url"),
        counter: passkey.signCount,
        transports: transportsOf(passkey),
      },
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
