import { randomUUID } from "node:crypto";
import {
  type ApproveLoginResponse,
  type Language,
  messages,
  OTP_RESEND_SECONDS,
  type OtpResent,
  type OtpSent,
  phoneHint,
} from "@portal/contracts";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Tx } from "@/db/client";
import { AppError } from "@/lib/app-error";
import { hashPassword, newToken, sha256, verifyPassword } from "@/lib/crypto";
import { authMessages } from "./auth.messages";
import {
  closePasswordResets,
  createAccountWithMainUser,
  findUserByEmail,
  findUserById,
  insertPasswordReset,
  insertSession,
  lockPasswordReset,
  revokeAllSessions,
  revokeSession,
  updateUser,
} from "./auth.repo";
import { toAuthUser } from "./auth.mappers";
import { otpError, otpService } from "./otp.service";

const HOUR_MS = 60 * 60_000;
const RESET_LINK_MS = 30 * 60_000;
const RESET_MAILS_PER_HOUR = 5;
/** A sign-in code can be resent only this long after the password was checked. */
const LOGIN_RESEND_WINDOW_MS = 15 * 60_000;

export function authService(app: FastifyInstance) {
  const { db, config, clock: now, messaging, rateLimits } = app;
  const otp = otpService(config.APP_SECRET, now);
  // Unknown e-mails still pay for one hash check, so timing does not tell them apart.
  let dummyHash: Promise<string> | undefined;
  const timingHash = () => (dummyHash ??= hashPassword(randomUUID()));
  const lockEmail = (tx: Tx, email: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user:${email}`}))`);

  async function register(
    input: { email: string; fullName: string; password: string; mobilePhone: string },
    lang: Language,
  ): Promise<OtpSent> {
    const passwordHash = await hashPassword(input.password);
    const { user, code, resendIn } = await db.transaction(async (tx) => {
      await lockEmail(tx, input.email);
      const existing = await findUserByEmail(tx, input.email);
      if (existing?.status === "active") {
        throw new AppError("EMAIL_TAKEN", "An account with this e-mail already exists.", {
          fields: { email: messages.emailTaken },
        });
      }
      const details = { fullName: input.fullName, mobilePhone: input.mobilePhone, passwordHash };
      // An unconfirmed registration may be filled in again, e.g. with a corrected phone.
      const user = existing
        ? await updateUser(tx, existing.id, details)
        : await createAccountWithMainUser(tx, { ...details, email: input.email });
      const issued = await otp.issue(tx, {
        purpose: "register",
        target: user.email,
        userId: user.id,
        whenTooSoon: existing?.mobilePhone === input.mobilePhone ? "reuse" : "refuse",
      });
      return { user, ...issued };
    });
    if (code) await messaging.send({ channel: "sms", to: user.mobilePhone, text: authMessages(lang).registerCode(code) });
    return { email: user.email, phoneHint: phoneHint(user.mobilePhone), resendIn };
  }

  async function resendRegisterCode(email: string, lang: Language): Promise<OtpResent> {
    const user = await findUserByEmail(db, email);
    if (user?.status !== "pending") return { resendIn: OTP_RESEND_SECONDS };
    const { code, resendIn } = await db.transaction((tx) =>
      otp.issue(tx, { purpose: "register", target: email, userId: user.id, whenTooSoon: "refuse" }),
    );
    if (code) await messaging.send({ channel: "sms", to: user.mobilePhone, text: authMessages(lang).registerCode(code) });
    return { resendIn, phoneHint: phoneHint(user.mobilePhone) };
  }

  async function confirmAccount(code: string, email: string): Promise<void> {
    const outcome = await db.transaction(async (tx) => {
      const check = await otp.check(tx, "register", email, code);
      if (check.ok && check.challenge.userId) await updateUser(tx, check.challenge.userId, { status: "active" });
      return check;
    });
    if (!outcome.ok) throw otpError(outcome);
  }

  async function login(
    input: { username: string; password: string; rememberMe: boolean },
    lang: Language,
  ): Promise<OtpSent> {
    const failures = `login-failures:${input.username}`;
    if ((await rateLimits.peek(failures, HOUR_MS)) >= config.LOGIN_FAILURES_PER_HOUR) {
      throw new AppError("RATE_LIMITED", "Too many failed sign-ins for this account. Try again later.", {
        retryAfter: HOUR_MS / 1000,
      });
    }
    const user = await findUserByEmail(db, input.username);
    const passwordOk = await verifyPassword(user?.passwordHash ?? (await timingHash()), input.password);
    if (!user || !passwordOk) {
      await rateLimits.hit(failures, HOUR_MS);
      throw new AppError("INVALID_CREDENTIALS", "Incorrect e-mail or password.");
    }
    if (user.status !== "active") {
      throw new AppError("ACCOUNT_NOT_CONFIRMED", "Confirm your phone number with the code we sent to finish registration.");
    }
    const { code, resendIn } = await db.transaction((tx) =>
      otp.issue(tx, {
        purpose: "login",
        target: user.email,
        userId: user.id,
        data: { rememberMe: input.rememberMe },
        whenTooSoon: "reuse",
      }),
    );
    if (code) await messaging.send({ channel: "sms", to: user.mobilePhone, text: authMessages(lang).loginCode(code) });
    return { email: user.email, phoneHint: phoneHint(user.mobilePhone), resendIn };
  }

  async function resendLoginCode(email: string, lang: Language): Promise<OtpResent> {
    const user = await findUserByEmail(db, email);
    const last = user && (await otp.latest(db, "login", email));
    // Only after a correct password: nobody can make us text a phone by knowing an e-mail.
    if (!user || !last || now().getTime() - last.createdAt.getTime() > LOGIN_RESEND_WINDOW_MS) {
      return { resendIn: OTP_RESEND_SECONDS };
    }
    const { code, resendIn } = await db.transaction((tx) =>
      otp.issue(tx, { purpose: "login", target: email, userId: user.id, data: last.data, whenTooSoon: "refuse" }),
    );
    if (code) await messaging.send({ channel: "sms", to: user.mobilePhone, text: authMessages(lang).loginCode(code) });
    return { resendIn, phoneHint: phoneHint(user.mobilePhone) };
  }

  async function approveLogin(code: string, email: string): Promise<ApproveLoginResponse> {
    const outcome = await db.transaction(async (tx) => {
      const check = await otp.check(tx, "login", email, code);
      if (!check.ok) return check;
      const user = check.challenge.userId ? await findUserById(tx, check.challenge.userId) : undefined;
      if (user?.status !== "active") return { ok: false as const, code: "OTP_EXPIRED" as const };
      const accessToken = newToken();
      const lifetimeMs = check.challenge.data.rememberMe
        ? config.REMEMBER_ME_DAYS * 24 * HOUR_MS
        : config.SESSION_HOURS * HOUR_MS;
      const expiresAt = new Date(now().getTime() + lifetimeMs);
      await insertSession(tx, { userId: user.id, tokenHash: sha256(accessToken), expiresAt });
      return { ok: true as const, accessToken, expiresAt, user };
    });
    if (!outcome.ok) throw otpError(outcome);
    return {
      accessToken: outcome.accessToken,
      expiresAt: outcome.expiresAt.toISOString(),
      user: toAuthUser(outcome.user),
    };
  }

  async function forgotPassword(email: string, lang: Language): Promise<void> {
    // Same answer whatever happens, so the form tells nobody which e-mails exist.
    const { count } = await rateLimits.hit(`password-reset:${email}`, HOUR_MS);
    const user = await findUserByEmail(db, email);
    if (!user || user.status !== "active" || count > RESET_MAILS_PER_HOUR) return;
    const guid = randomUUID();
    await insertPasswordReset(db, {
      userId: user.id,
      tokenHash: sha256(guid),
      expiresAt: new Date(now().getTime() + RESET_LINK_MS),
    });
    const link = `${config.PUBLIC_URL}/auth/reset-password/${guid}`;
    await messaging.send({ channel: "email", to: user.email, text: authMessages(lang).passwordReset(link) });
  }

  async function confirmPassword(guid: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const changed = await db.transaction(async (tx) => {
      const at = now();
      const reset = await lockPasswordReset(tx, sha256(guid));
      if (!reset || reset.usedAt || reset.expiresAt.getTime() <= at.getTime()) return false;
      await closePasswordResets(tx, reset.userId, at);
      await updateUser(tx, reset.userId, { passwordHash });
      await revokeAllSessions(tx, reset.userId, at);
      return true;
    });
    if (!changed) {
      throw new AppError("RESET_LINK_INVALID", "This password reset link has expired or was already used.");
    }
  }

  const logout = (sessionId: string) => revokeSession(db, sessionId, now());

  return {
    register,
    resendRegisterCode,
    confirmAccount,
    login,
    resendLoginCode,
    approveLogin,
    forgotPassword,
    confirmPassword,
    logout,
  };
}
