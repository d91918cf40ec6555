import type { ApproveLoginResponse, PasskeyLoginOptions, WebAuthnJson } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { AppError } from "@/lib/app-error";
import { otpService } from "@/modules/otp/otp.service";
import {
  authenticationOptions,
  type RelyingParty,
  signedChallenge,
  verifiedAssertion,
} from "@/modules/strong-methods/passkeys";
import {
  insertWebauthnChallenge,
  passkeyByCredential,
  updateMethod,
  useWebauthnChallenge,
} from "@/modules/strong-methods/strong-methods.repo";
import { findUserById } from "./auth.repo";
import { type SessionCaller, sessionOpener } from "./session-opener";

const CHALLENGE_MS = 5 * 60_000;

/**
 * Signing in other than with the code of the second step (docs/security.md "Strong methods"):
 * a recovery code in its place, after the password, counted like a wrong code when wrong;
 * or a passkey alone, which the authenticator unlocked with a PIN or biometrics.
 */
export function strongSignIn(app: FastifyInstance) {
  const { db, clock: now } = app;
  const otp = otpService(app);
  const sessions = sessionOpener(app);
  const expired = () =>
    new AppError("OTP_EXPIRED", "The code has expired or was tried too many times. Request a new one.");

  async function withRecoveryCode(
    input: { email: string; recoveryCode: string },
    caller: SessionCaller,
  ): Promise<ApproveLoginResponse> {
    const email = input.email.trim().toLowerCase();
    const session = await otp.verify(
      { purpose: "login", target: email, code: input.recoveryCode, lang: caller.lang, recovery: true },
      async (tx, challenge) => {
        const user = challenge.userId ? await findUserById(tx, challenge.userId) : undefined;
        if (user?.status !== "active") throw expired();
        return sessions.open(tx, user, challenge.data.rememberMe === true, caller);
      },
    );
    return sessions.answer(session);
  }

  async function passkeyOptions(rp: RelyingParty): Promise<PasskeyLoginOptions> {
    const options = await authenticationOptions(rp, "discoverable");
    const handed = await insertWebauthnChallenge(db, {
      kind: "signIn",
      challenge: options.challenge,
      expiresAt: new Date(now().getTime() + CHALLENGE_MS),
    });
    return { challengeId: handed.id, options: options as unknown as WebAuthnJson };
  }

  async function withPasskey(
    input: { challengeId: string; response: WebAuthnJson; rememberMe: boolean },
    rp: RelyingParty,
    caller: SessionCaller,
  ): Promise<ApproveLoginResponse> {
    const refused = () => new AppError("INVALID_CREDENTIALS", "This passkey does not sign in to any account here.");
    const signed = signedChallenge(input.response);
    const credentialId = typeof input.response.id === "string" ? input.response.id : null;
    if (!signed || !credentialId) throw refused();
    const session = await db.transaction(async (tx) => {
      const at = now();
      const handed = await useWebauthnChallenge(tx, { id: input.challengeId, challenge: signed, kind: "signIn" }, at);
      const passkey = await passkeyByCredential(tx, credentialId);
      const counter =
        handed && passkey?.confirmedAt
          ? await verifiedAssertion(rp, input.response, handed.challenge, passkey, true)
          : null;
      const user = counter !== null ? await findUserById(tx, passkey!.userId) : undefined;
      if (counter === null || user?.status !== "active") throw refused();
      await updateMethod(tx, passkey!.id, { signCount: counter, lastUsedAt: at });
      return sessions.open(tx, user, input.rememberMe, caller);
    });
    return sessions.answer(session);
  }

  return { withRecoveryCode, passkeyOptions, withPasskey };
}
