import { randomUUID } from "node:crypto";
import {
  actionPurposes,
  type Language,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  type OtpPurpose,
  type SecondStep,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { Tx } from "@/db/client";
import { AppError } from "@/lib/app-error";
import { hmac, safeEqual, sixDigitCode } from "@/lib/crypto";
import { smsBudget } from "@/modules/messaging/sms-budget";
import { hasStrongMethod, recoveryAccepted, secondStepsOf, totpAccepted } from "@/modules/strong-methods/second-steps";
import { codesLockedMessage } from "./otp.messages";
import {
  type Challenge,
  emailOfUser,
  fallbackOfUser,
  insertChallenge,
  latestChallenge,
  lockOpenChallenge,
  lockTarget,
  supersedeOpenChallenges,
  updateChallenge,
  updateChallengeCode,
} from "./otp.repo";

/** Whether what was typed meets a challenge; a match is used up in the same transaction. */
type Matcher = (tx: Tx, challenge: Challenge) => Promise<boolean>;

type OtpCheck =
  | { ok: true; challenge: Challenge }
  | { ok: false; code: "OTP_EXPIRED" }
  | { ok: false; code: "OTP_INVALID"; attemptsLeft: number };

const DAY_MS = 24 * 60 * 60_000;
/**
 * Wrong codes a user may enter in a day, over all challenges (5 burn one code, but a new
 * code comes every minute). Then codes are refused for a day and the owner is told: whoever
 * typed them knew the password or holds the session.
 */
const OTP_FAILURES_PER_DAY = 10;

/** Steps a strong method stands for: signing in, and a signed-in user's sensitive actions. */
const strongPurposes = new Set<OtpPurpose>(["login", ...actionPurposes]);

/** How the code of a challenge can be given (`data.steps`); none recorded: only the code texted. */
const stepsOf = (challenge: Challenge) => (challenge.data.steps as SecondStep[] | undefined) ?? ["sms"];

export interface SendRequest {
  purpose: OtpPurpose;
  /** What the code is bound to: an e-mail, or the user and the thing acted on. */
  target: string;
  userId?: string;
  data?: Record<string, unknown>;
  /**
   * Inside the resend window: "reuse" keeps the code already sent and says how long to
   * wait (a repeated form submission); "refuse" answers 429 (an explicit resend).
   */
  whenTooSoon: "reuse" | "refuse";
  /** The user asked for the SMS in place of their strong method (only when they keep SMS on). */
  textAnyway?: boolean;
  sms: {
    to: string;
    accountId: string;
    text: (code: string) => string;
    /** The client's address when no account vouches for the caller (registration). */
    registrationFrom?: string;
    /** The caller already took this SMS from the budget (to answer the same whatever happens). */
    budgetTaken?: boolean;
  };
}

/** One-time codes of DESIGN §4: six digits, hashed, 3 minutes, 5 tries, resend after 60 s. */
export function otpService(app: FastifyInstance) {
  const { db, config, clock: now, messaging, rateLimits } = app;
  const budget = smsBudget(app);
  const codeHash = (id: string, code: string) => hmac(config.APP_SECRET, `${id}:${code}`);
  const lockKey = (userId: string) => `otp:lock:${userId}`;
  const failuresKey = (userId: string) => `otp:failures:${userId}`;

  /**
   * Only a code that can still be entered holds the next one back (the countdown): one
   * used, burnt by wrong tries or expired must not keep the user waiting with no code, nor
   * one sent for another user of the same target (a registration since released).
   */
  const resendWaitMs = (last: Challenge | undefined, req: Omit<SendRequest, "sms">, at: Date) =>
    last &&
    last.status === "open" &&
    last.expiresAt > at &&
    last.userId === (req.userId ?? null) &&
    last.data.texted !== false
      ? last.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - at.getTime()
      : 0;

  /** Returns the code to send, or null when the one sent moments ago stays valid. */
  async function issue(tx: Tx, req: Omit<SendRequest, "sms">): Promise<{ code: string | null; resendIn: number }> {
    // Serialises issuing per target so two quick requests cannot both pass the resend check.
    await lockTarget(tx, req.purpose, req.target);
    const at = now();
    const last = await latestChallenge(tx, req.purpose, req.target);
    const waitMs = resendWaitMs(last, req, at);
    if (last && waitMs > 0) {
      const resendIn = Math.ceil(waitMs / 1000);
      if (req.whenTooSoon === "refuse") {
        throw new AppError("OTP_RESEND_TOO_SOON", `A new code can be sent in ${resendIn} seconds.`, {
          retryAfter: resendIn,
        });
      }
      if (req.data) await updateChallenge(tx, last.id, { data: req.data });
      return { code: null, resendIn };
    }
    await supersedeOpenChallenges(tx, req.purpose, req.target);
    const id = randomUUID();
    const code = sixDigitCode();
    await insertChallenge(tx, {
      id,
      purpose: req.purpose,
      target: req.target,
      userId: req.userId,
      codeHash: codeHash(id, code),
      data: req.data ?? {},
      expiresAt: new Date(at.getTime() + OTP_TTL_SECONDS * 1000),
      createdAt: at,
    });
    return { code, resendIn: OTP_RESEND_SECONDS };
  }

  /**
   * Issues a code and texts it, within the SMS budget; returns whether an SMS went out. A user
   * with a strong method is texted nothing (unless they ask for it and keep SMS on): the step
   * is met by their authenticator's code, or a code a passkey's touch releases (second-step.ts).
   */
  async function send(req: SendRequest): Promise<{ sent: boolean; resendIn: number; methods: SecondStep[] }> {
    const steps = await stepsFor(req);
    if (hasStrongMethod(steps) && !(req.textAnyway && steps.includes("sms"))) {
      await db.transaction((tx) => issue(tx, { ...req, data: { ...req.data, steps, texted: false } }));
      return { sent: false, resendIn: 0, methods: steps };
    }
    const texted = await sendSms({ ...req, data: { ...req.data, steps } });
    return { ...texted, methods: steps };
  }

  async function stepsFor(req: SendRequest): Promise<SecondStep[]> {
    if (!req.userId || !strongPurposes.has(req.purpose)) return ["sms"];
    const user = await fallbackOfUser(db, req.userId);
    return user ? secondStepsOf(db, user) : ["sms"];
  }

  async function sendSms(req: SendRequest): Promise<{ sent: boolean; resendIn: number }> {
    // The budget is taken only for a code that would really be sent; a repeated submission
    // inside the resend window costs nothing. (Two racing calls may both take one: harmless.)
    if (!req.sms.budgetTaken && resendWaitMs(await latestChallenge(db, req.purpose, req.target), req, now()) <= 0) {
      await budget.takeCode({
        phone: req.sms.to,
        accountId: req.sms.accountId,
        registrationFrom: req.sms.registrationFrom,
      });
    }
    const { code, resendIn } = await db.transaction((tx) => issue(tx, req));
    if (!code) return { sent: false, resendIn };
    await messaging.send({ channel: "sms", to: req.sms.to, text: req.sms.text(code) });
    await budget.record(req.sms.accountId, "code");
    return { sent: true, resendIn };
  }

  /** Issues a code that the caller delivers itself (to a bot's chat): the same resend wait; null when the one sent is still good. */
  const issueCode = (req: Omit<SendRequest, "sms">) => db.transaction((tx) => issue(tx, req));

  /**
   * Checks a code and uses it up when right. A wrong try is counted even though the
   * caller fails the request, so the transaction commits before the miss becomes an error.
   */
  async function check(tx: Tx, purpose: OtpPurpose, target: string, matches: Matcher): Promise<OtpCheck> {
    const challenge = await lockOpenChallenge(tx, purpose, target);
    if (!challenge || challenge.expiresAt.getTime() <= now().getTime()) return { ok: false, code: "OTP_EXPIRED" };
    if (!(await matches(tx, challenge))) {
      const attempts = challenge.attempts + 1;
      await updateChallenge(tx, challenge.id, { attempts, status: attempts >= OTP_MAX_ATTEMPTS ? "burned" : "open" });
      return { ok: false, code: "OTP_INVALID", attemptsLeft: OTP_MAX_ATTEMPTS - attempts };
    }
    await updateChallenge(tx, challenge.id, { status: "used" });
    return { ok: true, challenge };
  }

  /**
   * A new code for an open challenge, for a passkey's touch to hand to the page or an SMS the
   * user asked for instead: the challenge, its tries and its expiry stay as they are.
   */
  async function reissue(tx: Tx, challenge: Challenge): Promise<string> {
    const code = sixDigitCode();
    await updateChallengeCode(tx, challenge.id, codeHash(challenge.id, code));
    return code;
  }

  /** The code texted (or released by a passkey), or the user's authenticator's code now. */
  const codeMatches =
    (code: string): Matcher =>
    async (tx, challenge) =>
      safeEqual(codeHash(challenge.id, code), challenge.codeHash) ||
      (stepsOf(challenge).includes("totp") &&
        challenge.userId !== null &&
        (await totpAccepted(tx, config.APP_SECRET, challenge.userId, code, now())));

  /** One of the user's unused recovery codes, in place of a step a strong method meets. */
  const recoveryMatches =
    (code: string): Matcher =>
    async (tx, challenge) =>
      hasStrongMethod(stepsOf(challenge)) &&
      challenge.userId !== null &&
      (await recoveryAccepted(tx, config.APP_SECRET, challenge.userId, code, now()));

  /** A wrong code of a user: counted for the day; the tenth locks codes for a day and tells the owner. */
  async function countFailure(userId: string, lang: Language) {
    const { count } = await rateLimits.hit(failuresKey(userId), DAY_MS);
    if (count !== OTP_FAILURES_PER_DAY) return;
    await rateLimits.block(lockKey(userId), DAY_MS);
    const email = await emailOfUser(db, userId);
    if (!email) return;
    const { subject, text } = codesLockedMessage(lang);
    await messaging.send({ channel: "email", to: email, subject, text });
  }

  /**
   * Confirms a code and runs `onValid` in the same transaction (the code is used up only
   * if it succeeds). Registration codes are not counted per user: anyone who knows a
   * pending e-mail could lock its owner out; the SMS budget bounds their guesses instead.
   */
  async function verify<T>(
    req: { purpose: OtpPurpose; target: string; code: string; lang: Language; recovery?: boolean },
    onValid: (tx: Tx, challenge: Challenge) => Promise<T>,
  ): Promise<T> {
    const matches = req.recovery ? recoveryMatches(req.code) : codeMatches(req.code);
    const open = await latestChallenge(db, req.purpose, req.target);
    const counted = req.purpose !== "register" && open?.userId ? open.userId : null;
    if (counted) {
      const lockedMs = await rateLimits.blockedFor(lockKey(counted));
      if (lockedMs > 0) {
        throw new AppError("RATE_LIMITED", "Too many wrong codes today. Try again later or reset your password.", {
          retryAfter: Math.ceil(lockedMs / 1000),
        });
      }
    }
    const outcome = await db.transaction(async (tx) => {
      const checked = await check(tx, req.purpose, req.target, matches);
      return checked.ok ? { ok: true as const, value: await onValid(tx, checked.challenge) } : checked;
    });
    if (outcome.ok) return outcome.value;
    if (outcome.code === "OTP_INVALID" && counted) await countFailure(counted, req.lang);
    throw otpError(outcome);
  }

  /** A password reset proves the owner: their day's wrong codes are forgiven. */
  async function forgiveFailures(userId: string) {
    await rateLimits.unblock(lockKey(userId));
    await rateLimits.reset(failuresKey(userId), DAY_MS);
  }

  return { send, issueCode, verify, reissue, stepsOf, latest: latestChallenge, forgiveFailures };
}

function otpError(failure: Exclude<OtpCheck, { ok: true }>): AppError {
  return failure.code === "OTP_INVALID"
    ? new AppError("OTP_INVALID", "The code is not correct.", { attemptsLeft: failure.attemptsLeft })
    : new AppError("OTP_EXPIRED", "The code has expired or was tried too many times. Request a new one.");
}
