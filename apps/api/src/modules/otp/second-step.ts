import {
  type Language,
  OTP_RESEND_SECONDS,
  type OtpPurpose,
  type OtpResent,
  phoneHint,
  type ReleasedCode,
  type WebAuthnJson,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { AppError } from "@/lib/app-error";
import { smsBudget } from "@/modules/messaging/sms-budget";
import {
  authenticationOptions,
  type RelyingParty,
  signedChallenge,
  verifiedAssertion,
} from "@/modules/strong-methods/passkeys";
import {
  confirmedMethods,
  insertWebauthnChallenge,
  passkeyByCredential,
  updateMethod,
  useWebauthnChallenge,
} from "@/modules/strong-methods/strong-methods.repo";
import { stepCodeMessage } from "./otp.messages";
import { type Challenge, fallbackOfUser, lockOpenChallenge, lockOpenChallengeOfUser } from "./otp.repo";
import { otpService } from "./otp.service";

const CHALLENGE_MS = 5 * 60_000;

/** Which open code step: a signed-in user's latest of a purpose, or the sign-in of an e-mail. */
export type StepOf = { purpose: OtpPurpose; userId: string } | { purpose: "login"; email: string };

/**
 * The other ways to meet an open code step (docs/security.md "Strong methods"): a passkey's
 * touch, which releases a fresh code of that same step to the page, or the SMS the user asks
 * for when they keep SMS on. Either way the step is then confirmed with a code as before, so
 * the code stays bound to that one sign-in or action, its tries and its expiry.
 */
export function secondStep(app: FastifyInstance) {
  const { db, clock: now, messaging } = app;
  const otp = otpService(app);
  const budget = smsBudget(app);
  const gone = () =>
    new AppError("OTP_EXPIRED", "The code has expired or was tried too many times. Request a new one.");

  const openStep = (tx: Parameters<typeof lockOpenChallenge>[0], step: StepOf) =>
    "email" in step
      ? lockOpenChallenge(tx, step.purpose, step.email).then((c) => (c && c.expiresAt > now() ? c : undefined))
      : lockOpenChallengeOfUser(tx, step.purpose, step.userId, now());

  const accepts = (challenge: Challenge | undefined, way: "passkey" | "sms") =>
    challenge?.userId && otp.stepsOf(challenge).includes(way) ? challenge : undefined;

  /** Options to touch one of the step's user's passkeys, bound to that step. */
  async function passkeyOptions(step: StepOf, rp: RelyingParty): Promise<WebAuthnJson> {
    const challenge = accepts(await openStep(db, step), "passkey");
    if (!challenge) throw gone();
    const passkeys = (await confirmedMethods(db, challenge.userId!)).filter((m) => m.kind === "passkey");
    const options = await authenticationOptions(rp, passkeys);
    await insertWebauthnChallenge(db, {
      kind: "step",
      userId: challenge.userId,
      boundTo: challenge.id,
      challenge: options.challenge,
      expiresAt: new Date(now().getTime() + CHALLENGE_MS),
    });
    return options as unknown as WebAuthnJson;
  }

  /** A passkey's signature of the step's challenge: a fresh code of that step for the page to confirm it with. */
  async function passkeyTouched(step: StepOf, response: WebAuthnJson, rp: RelyingParty): Promise<ReleasedCode> {
    const signed = signedChallenge(response);
    const credentialId = typeof response.id === "string" ? response.id : null;
    return db.transaction(async (tx) => {
      const challenge = accepts(await openStep(tx, step), "passkey");
      if (!challenge || !signed || !credentialId) throw gone();
      const at = now();
      const handed = await useWebauthnChallenge(tx, { challenge: signed, kind: "step", boundTo: challenge.id }, at);
      const passkey = await passkeyByCredential(tx, credentialId);
      const counter =
        handed && passkey?.userId === challenge.userId && passkey.confirmedAt
          ? await verifiedAssertion(rp, response, handed.challenge, passkey, false)
          : null;
      if (counter === null) throw new AppError("INVALID_STATE", "The passkey was not recognised. Try again.");
      await updateMethod(tx, passkey!.id, { signCount: counter, lastUsedAt: at });
      return { code: await otp.reissue(tx, challenge) };
    });
  }

  /** The code of a signed-in user's open step by SMS, when they keep SMS on beside their strong method. */
  async function textInstead(step: { purpose: OtpPurpose; userId: string }, lang: Language): Promise<OtpResent> {
    const user = await fallbackOfUser(db, step.userId);
    if (!user?.smsFallback) {
      throw new AppError("INVALID_STATE", "SMS is off for your sign-in: use your authenticator app or passkey.");
    }
    await budget.takeCode({ phone: user.mobilePhone, accountId: user.accountId });
    const code = await db.transaction(async (tx) => {
      const challenge = accepts(await openStep(tx, step), "sms");
      return challenge ? otp.reissue(tx, challenge) : null;
    });
    if (!code) throw gone();
    await messaging.send({ channel: "sms", to: user.mobilePhone, text: stepCodeMessage(lang)(code) });
    await budget.record(user.accountId, "code");
    return { resendIn: OTP_RESEND_SECONDS, phoneHint: phoneHint(user.mobilePhone) };
  }

  return { passkeyOptions, passkeyTouched, textInstead };
}
