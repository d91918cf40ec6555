import { randomUUID } from "node:crypto";
import {
  type ApproveLoginResponse,
  type EmailVerificationSent,
  type Language,
  messages,
  OTP_RESEND_SECONDS,
  type OtpResent,
  type OtpSent,
  phoneHint,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { AppError } from "@/lib/app-error";
import { isBreachedPassword } from "@/lib/breached-passwords";
import { hashPassword, sha256, verifyPassword } from "@/lib/crypto";
import { smsBudget } from "@/modules/messaging/sms-budget";
import { authMessages } from "./auth.messages";
import { PASSWORD_LINK_MS } from "./password-link";
import {
  closePasswordResets,
  createAccountWithMainUser,
  findUserByEmail,
  findUserById,
  findPasswordReset,
  insertPasswordReset,
  lockPasswordReset,
  releaseUser,
  revokeAllSessions,
  revokeSession,
  updateUser,
  type User,
  lockEmailAddress,
} from "./auth.repo";
import { emailLinks } from "./email-links";
import { type SessionCaller, sessionOpener } from "./session-opener";
import { loginGuard } from "./login-guard";
import { otpService } from "@/modules/otp/otp.service";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const RESET_MAILS_PER_HOUR = 5;
/** No reset link goes to an address for this long after it became the user's by a change in Settings (docs/security.md). */
const RESET_HOLD_AFTER_EMAIL_CHANGE_MS = 72 * HOUR_MS;
/** A sign-in code can be resent only this long after the password was last checked. */
const LOGIN_RESEND_WINDOW_MS = 15 * MINUTE_MS;
/** An unconfirmed registration this old may be started over by anyone (its e-mail still has to be confirmed). */
const PENDING_REGISTRATION_MS = 24 * HOUR_MS;
/** Notices to an address that someone registered with it: enough to be told, too few to flood a mailbox. */
const REGISTRATION_NOTICES_PER_HOUR = 3;
const VERIFICATION_MAILS_PER_DAY = 5;

/** Who is asking, as the routes know it. */
export interface Caller {
  lang: Language;
  /** The client's address. */
  ip: string;
}

export function authService(app: FastifyInstance) {
  const { db, config, clock: now, messaging, rateLimits } = app;
  const otp = otpService(app);
  const budget = smsBudget(app);
  const guard = loginGuard(app);
  const links = emailLinks(app);
  const sessions = sessionOpener(app);
  // Unknown e-mails still pay for one hash check, so timing does not tell them apart.
  let dummyHash: Promise<string> | undefined;
  const timingHash = () => (dummyHash ??= hashPassword(randomUUID()));

  function refuseBreached(password: string) {
    if (isBreachedPassword(password)) {
      throw new AppError("VALIDATION_ERROR", "This password appears in lists of leaked passwords.", {
        fields: { password: messages.passwordBreached },
      });
    }
  }

  /**
   * One answer whatever the e-mail's state (no enumeration). A new address gets an account
   * and a code; the first registrant of a pending one (same password) may start over; an
   * address that has an account, or another person's recent registration, is told by
   * e-mail instead, and nothing changes.
   */
  async function register(
    input: { email: string; fullName: string; password: string; mobilePhone: string },
    caller: Caller,
  ): Promise<OtpSent> {
    refuseBreached(input.password);
    // Every registration spends from the phone's and the address's SMS budgets, whether or
    // not a code goes out: a refusal then says nothing about the e-mail.
    await budget.takeCode({ phone: input.mobilePhone, registrationFrom: caller.ip });
    const passwordHash = await hashPassword(input.password);
    const at = now();
    const outcome = await db.transaction(async (tx): Promise<{ fresh: User } | { notice: User }> => {
      await lockEmailAddress(tx, input.email);
      const existing = await findUserByEmail(tx, input.email);
      const details = { fullName: input.fullName, mobilePhone: input.mobilePhone, passwordHash };
      if (!existing) return { fresh: await createAccountWithMainUser(tx, { ...details, email: input.email }) };
      if (existing.status !== "pending") return { notice: existing };
      const firstRegistrant = await verifyPassword(existing.passwordHash, input.password);
      const abandoned = at.getTime() - existing.createdAt.getTime() > PENDING_REGISTRATION_MS;
      return firstRegistrant || abandoned
        ? { fresh: await updateUser(tx, existing.id, details) }
        : { notice: existing };
    });
    const answer = { email: input.email, phoneHint: phoneHint(input.mobilePhone), resendIn: OTP_RESEND_SECONDS };
    if ("notice" in outcome) {
      await noticeRegistrationAttempt(outcome.notice, caller.lang);
      return answer;
    }
    const user = outcome.fresh;
    const { resendIn } = await otp.send({
      purpose: "register",
      target: user.email,
      userId: user.id,
      whenTooSoon: "reuse",
      sms: {
        to: user.mobilePhone,
        accountId: user.accountId,
        text: authMessages(caller.lang).registerCode,
        budgetTaken: true,
      },
    });
    return { ...answer, resendIn };
  }

  async function noticeRegistrationAttempt(owner: User, lang: Language) {
    const { count } = await rateLimits.hit(`register-notice:${owner.email}`, HOUR_MS);
    if (count > REGISTRATION_NOTICES_PER_HOUR) return;
    const texts = authMessages(lang);
    const mail = owner.emailVerifiedAt
      ? { subject: texts.subjects.registrationAttempt, text: texts.registrationAttempt(`${config.PUBLIC_URL}/auth`) }
      : {
          subject: texts.subjects.unconfirmedRegistration,
          text: texts.unconfirmedRegistration(await links.issue(owner.id, "verifyEmail")),
        };
    await messaging.send({ channel: "email", to: owner.email, ...mail });
  }

  /** Same answer for every e-mail; only a pending registration gets a new code, within its budgets. */
  async function resendRegisterCode(email: string, lang: Language): Promise<OtpResent> {
    const user = await findUserByEmail(db, email);
    if (user?.status === "pending") {
      await quietly(() =>
        otp.send({
          purpose: "register",
          target: email,
          userId: user.id,
          whenTooSoon: "reuse",
          // The phone is the registration's own: its budget bounds resends (the address's is for new registrations).
          sms: { to: user.mobilePhone, accountId: user.accountId, text: authMessages(lang).registerCode },
        }),
      );
    }
    return { resendIn: OTP_RESEND_SECONDS };
  }

  /** The phone is confirmed: the account is active, and the address gets its confirmation link. */
  async function confirmAccount(code: string, email: string, lang: Language): Promise<void> {
    const user = await otp.verify({ purpose: "register", target: email, code, lang }, async (tx, challenge) =>
      updateUser(tx, challenge.userId!, { status: "active" }),
    );
    await sendVerification(user, lang);
  }

  async function sendVerification(user: User, lang: Language) {
    const link = await links.issue(user.id, "verifyEmail");
    const texts = authMessages(lang);
    await messaging.send({
      channel: "email",
      to: user.email,
      subject: texts.subjects.verifyEmail,
      text: texts.verifyEmail(link),
    });
  }

  /** Another confirmation link, at most one a minute and five a day. */
  async function resendVerification(user: User, lang: Language): Promise<EmailVerificationSent> {
    if (user.emailVerifiedAt) throw new AppError("INVALID_STATE", "This e-mail address is already confirmed.");
    const last = await links.lastSentAt(user.id, "verifyEmail");
    const waitMs = last ? last.getTime() + OTP_RESEND_SECONDS * 1000 - now().getTime() : 0;
    if (waitMs > 0) {
      const resendIn = Math.ceil(waitMs / 1000);
      throw new AppError("OTP_RESEND_TOO_SOON", `A new link can be sent in ${resendIn} seconds.`, {
        retryAfter: resendIn,
      });
    }
    const { count, resetInMs } = await rateLimits.hit(`verify-mail:${user.id}`, 24 * HOUR_MS);
    if (count > VERIFICATION_MAILS_PER_DAY) {
      throw new AppError("RATE_LIMITED", "Too many links were sent today.", {
        retryAfter: Math.ceil(resetInMs / 1000),
      });
    }
    await sendVerification(user, lang);
    return { email: user.email, resendIn: OTP_RESEND_SECONDS };
  }

  const invalidLink = () => new AppError("LINK_INVALID", "This link has expired or was already used.");

  async function verifyEmail(token: string): Promise<void> {
    const done = await db.transaction(async (tx) => {
      const link = await links.use(tx, token, "verifyEmail");
      const user = link && (await findUserById(tx, link.userId));
      if (!user || user.status === "released") return false;
      if (!user.emailVerifiedAt) await updateUser(tx, user.id, { emailVerifiedAt: now() });
      return true;
    });
    if (!done) throw invalidLink();
  }

  /**
   * "I did not register": the address's owner disowns a registration made with it. Only
   * while the address is unconfirmed, so nothing of a real merchant can be removed: such
   * an account cannot have connected a business or taken money.
   */
  async function releaseRegistration(token: string): Promise<void> {
    const done = await db.transaction(async (tx) => {
      const link = await links.use(tx, token, "verifyEmail");
      const user = link && (await findUserById(tx, link.userId));
      if (!user || user.emailVerifiedAt || user.status === "released") return false;
      await lockEmailAddress(tx, user.email);
      await releaseUser(tx, user.id);
      await revokeAllSessions(tx, user.id, now());
      return true;
    });
    if (!done) throw invalidLink();
  }

  async function login(
    input: { username: string; password: string; rememberMe: boolean },
    caller: Caller,
  ): Promise<OtpSent> {
    const email = input.username;
    const user = await findUserByEmail(db, email);
    const tries = await guard.admit(email, caller.ip, user, caller.lang);
    const passwordOk = await verifyPassword(user?.passwordHash ?? (await timingHash()), input.password);
    if (!user || !passwordOk) {
      await guard.failed(email, caller.ip, tries, user, caller.lang);
      throw new AppError("INVALID_CREDENTIALS", "Incorrect e-mail or password.");
    }
    await guard.succeeded(email, caller.ip, tries);
    if (user.status !== "active") {
      throw new AppError(
        "ACCOUNT_NOT_CONFIRMED",
        "Confirm your phone number with the code we sent to finish registration.",
      );
    }
    const { resendIn, methods } = await otp.send({
      purpose: "login",
      target: user.email,
      userId: user.id,
      // The resend window counts from this password check, not from the last code.
      data: { rememberMe: input.rememberMe, passwordCheckedAt: now().toISOString() },
      whenTooSoon: "reuse",
      sms: { to: user.mobilePhone, accountId: user.accountId, text: authMessages(caller.lang).loginCode },
    });
    return { email: user.email, phoneHint: phoneHint(user.mobilePhone), resendIn, methods };
  }

  /** Sends a new code only within 15 minutes of a correct password; answers the same either way. */
  async function resendLoginCode(email: string, lang: Language): Promise<OtpResent> {
    const user = await findUserByEmail(db, email);
    const last = user && (await otp.latest(db, "login", email));
    const checkedAt =
      typeof last?.data.passwordCheckedAt === "string" ? Date.parse(last.data.passwordCheckedAt) : Number.NaN;
    if (user && last && now().getTime() - checkedAt <= LOGIN_RESEND_WINDOW_MS) {
      await quietly(() =>
        otp.send({
          purpose: "login",
          target: email,
          userId: user.id,
          data: last.data,
          whenTooSoon: "reuse",
          // Asking again is asking for the SMS: sent only if it is one of the user's steps.
          textAnyway: true,
          sms: { to: user.mobilePhone, accountId: user.accountId, text: authMessages(lang).loginCode },
        }),
      );
    }
    return { resendIn: OTP_RESEND_SECONDS };
  }

  /** Signs in with the code; the session keeps the browser's name and address for the user's list of devices. */
  async function approveLogin(code: string, email: string, caller: SessionCaller): Promise<ApproveLoginResponse> {
    const session = await otp.verify(
      { purpose: "login", target: email, code, lang: caller.lang },
      async (tx, challenge) => {
        const user = challenge.userId ? await findUserById(tx, challenge.userId) : undefined;
        if (user?.status !== "active") {
          throw new AppError("OTP_EXPIRED", "The code has expired or was tried too many times. Request a new one.");
        }
        return sessions.open(tx, user, challenge.data.rememberMe === true, caller);
      },
    );
    return sessions.answer(session);
  }

  async function forgotPassword(email: string, lang: Language): Promise<void> {
    // Same answer whatever happens, so the form tells nobody which e-mails exist.
    const { count } = await rateLimits.hit(`password-reset:${email}`, HOUR_MS);
    const user = await findUserByEmail(db, email);
    if (!user || user.status !== "active" || count > RESET_MAILS_PER_HOUR) return;
    const texts = authMessages(lang);
    // An address changed in Settings lately may be a thief's, who holds a stolen session and the new mailbox.
    const heldMs = user.emailChangedAt
      ? user.emailChangedAt.getTime() + RESET_HOLD_AFTER_EMAIL_CHANGE_MS - now().getTime()
      : 0;
    if (heldMs > 0) {
      const hours = Math.ceil(heldMs / HOUR_MS);
      await messaging.send({
        channel: "email",
        to: user.email,
        subject: texts.subjects.passwordResetHeld,
        text: texts.passwordResetHeld(hours),
      });
      return;
    }
    const guid = randomUUID();
    await insertPasswordReset(db, {
      userId: user.id,
      tokenHash: sha256(guid),
      expiresAt: new Date(now().getTime() + PASSWORD_LINK_MS),
    });
    const link = `${config.PUBLIC_URL}/auth/reset-password/${guid}`;
    await messaging.send({
      channel: "email",
      to: user.email,
      subject: texts.subjects.passwordReset,
      text: texts.passwordReset(link),
    });
  }

  const resetLinkLive = (reset: { usedAt: Date | null; expiresAt: Date } | undefined, at: Date) =>
    reset !== undefined && !reset.usedAt && reset.expiresAt.getTime() > at.getTime();
  const deadResetLink = () =>
    new AppError("RESET_LINK_INVALID", "This password reset link has expired or was already used.");

  /**
   * Whether a reset link still works, so the page can say so before a password is typed.
   * It uses nothing up and tells nothing else: unknown, used and expired links answer alike.
   */
  async function checkPasswordReset(guid: string): Promise<void> {
    if (!resetLinkLive(await findPasswordReset(db, sha256(guid)), now())) throw deadResetLink();
  }

  /** A new password from the mailbox: every session ends, and the sign-in and code locks lift. */
  async function confirmPassword(guid: string, password: string): Promise<void> {
    refuseBreached(password);
    const passwordHash = await hashPassword(password);
    const user = await db.transaction(async (tx) => {
      const at = now();
      const reset = await lockPasswordReset(tx, sha256(guid));
      if (!reset || !resetLinkLive(reset, at)) return undefined;
      await closePasswordResets(tx, reset.userId, at);
      await revokeAllSessions(tx, reset.userId, at);
      // The link came by e-mail, so whoever used it holds the mailbox: a new sub-user's address is confirmed here.
      const confirmed = (await findUserById(tx, reset.userId))?.emailVerifiedAt ?? at;
      return updateUser(tx, reset.userId, { passwordHash, emailVerifiedAt: confirmed });
    });
    if (!user) throw deadResetLink();
    await guard.unlock(user.email);
    await otp.forgiveFailures(user.id);
  }

  async function unlockAccount(token: string): Promise<void> {
    const user = await db.transaction(async (tx) => {
      const link = await links.use(tx, token, "unlock");
      return link && findUserById(tx, link.userId);
    });
    if (!user) throw invalidLink();
    await guard.unlock(user.email);
  }

  const logout = (sessionId: string) => revokeSession(db, sessionId, now());

  return {
    register,
    resendRegisterCode,
    confirmAccount,
    resendVerification,
    verifyEmail,
    releaseRegistration,
    login,
    resendLoginCode,
    approveLogin,
    forgotPassword,
    checkPasswordReset,
    confirmPassword,
    unlockAccount,
    logout,
  };
}

/** Runs a send whose refusal (too soon, over budget) must not show in a uniform answer. */
async function quietly(send: () => Promise<unknown>) {
  try {
    await send();
  } catch (err) {
    if (!(err instanceof AppError) || err.status !== 429) throw err;
  }
}
