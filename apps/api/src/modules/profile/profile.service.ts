import {
  type ChangePasswordRequest,
  type Language,
  type MessageDelivery,
  messages,
  phoneHint,
  type PhoneCodeSent,
  type Profile,
  type UpdateProfileRequest,
  type UserSession,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import { AppError } from "@/lib/app-error";
import { isBreachedPassword } from "@/lib/breached-passwords";
import { hashPassword, verifyPassword } from "@/lib/crypto";
import {
  closePasswordResets,
  findUserByEmail,
  findUserById,
  lockEmailAddress,
  type User,
  updateUser,
} from "@/modules/auth/auth.repo";
import { emailLinks } from "@/modules/auth/email-links";
import { loginGuard } from "@/modules/auth/login-guard";
import { otpService } from "@/modules/otp/otp.service";
import { userSubscriptions } from "@/modules/notifications/notifications.repo";
import { maskRecipient } from "@/providers/messaging/message-delivery";
import type { AuthContext } from "@/plugins/auth";
import { contactChangeUndo } from "./contact-change-undo";
import { profileMessages } from "./profile.messages";
import { liveSessions, messagesTo, phoneTakenByOther, revokeOwnSession, revokeSessionsBut } from "./profile.repo";
import { reauthentication } from "./reauthentication";

export const toProfile = (user: User, pendingEmail: string | null): Profile => ({
  id: user.id,
  email: user.email,
  fullName: user.fullName,
  mobilePhone: user.mobilePhone,
  language: user.language,
  pendingEmail,
});

const HOUR_MS = 60 * 60_000;
/** Messages the delivery log shows: the newest. */
const DELIVERY_LOG_SIZE = 50;
/** Confirmation links one user may have sent to new addresses in an hour: each goes to an address they chose. */
const EMAIL_CHANGES_PER_HOUR = 5;

const fieldError = (field: string, message: string, text: string) =>
  new AppError("VALIDATION_ERROR", text, { fields: { [field]: message } });

/** One's own account (SPEC §7 Profile): name and language, password, phone, and the devices signed in. */
export function profileService(app: FastifyInstance) {
  const { db, clock, config, messaging, rateLimits } = app;
  const otp = otpService(app);
  const guard = loginGuard(app);
  const links = emailLinks(app);
  const proof = reauthentication(app);
  const undo = contactChangeUndo(app);

  const profile = async (user: User) => toProfile(user, await links.pendingEmail(user.id));

  /**
   * Name and language change at once. A new e-mail, once the user proved who they are again on
   * this session, is sent a link that makes it the user's, and the current one is told, with a
   * link that stops it ("this wasn't me").
   */
  async function update(
    auth: AuthContext,
    input: z.output<typeof UpdateProfileRequest>,
    lang: Language,
  ): Promise<Profile> {
    const { email, ...details } = input;
    let user = auth.user;
    if (email !== undefined && email !== user.email) {
      proof.require(auth);
      if (await findUserByEmail(db, email))
        throw fieldError("email", messages.emailTaken, "This e-mail is already used.");
      const { count, resetInMs } = await rateLimits.hit(`email-change:${user.id}`, HOUR_MS);
      if (count > EMAIL_CHANGES_PER_HOUR) {
        throw new AppError("RATE_LIMITED", "Too many changes of e-mail address. Try again later.", {
          retryAfter: Math.ceil(resetInMs / 1000),
        });
      }
      const link = await links.issue(user.id, "changeEmail", db, { email });
      const texts = profileMessages(lang);
      await messaging.send({
        channel: "email",
        to: email,
        subject: texts.subjects.confirmNewEmail,
        text: texts.confirmNewEmail(link),
      });
      const undoLink = await undo.linkFor(user.id, { email: user.email });
      await messaging.send({
        channel: "email",
        to: user.email,
        subject: texts.subjects.emailChangeAsked,
        text: texts.emailChangeAsked(email, undoLink),
      });
    }
    if (details.fullName !== undefined || details.language !== undefined) user = await updateUser(db, user.id, details);
    return profile(user);
  }

  /**
   * From the link in the new mailbox: the address becomes the user's (and their sign-in
   * name), confirmed, unless another account took it meanwhile; the former address is told,
   * with a link that undoes it. For 72 hours no password reset goes to the new address.
   */
  async function confirmEmail(token: string, lang: Language) {
    const changed = await db.transaction(async (tx) => {
      const link = await links.use(tx, token, "changeEmail");
      const user = link?.email ? await findUserById(tx, link.userId) : undefined;
      if (!link?.email || user?.status !== "active") return undefined;
      await lockEmailAddress(tx, link.email);
      if (await findUserByEmail(tx, link.email))
        throw fieldError("email", messages.emailTaken, "This e-mail is now used by another account.");
      const at = clock();
      await updateUser(tx, user.id, { email: link.email, emailVerifiedAt: at, emailChangedAt: at });
      return { userId: user.id, former: user.email, email: link.email };
    });
    if (!changed) throw new AppError("LINK_INVALID", "This link has expired or was already used.");
    const texts = profileMessages(lang);
    const undoLink = await undo.linkFor(changed.userId, { email: changed.former });
    await messaging.send({
      channel: "email",
      to: changed.former,
      subject: texts.subjects.emailChanged,
      text: texts.emailChanged(changed.email, undoLink),
    });
    return { email: changed.email };
  }

  /**
   * The current password first, counted like a sign-in's (the same delays and lock: whoever
   * holds a session must not guess it freely); then every other session ends and any
   * password-reset link dies, and the mailbox is told.
   */
  async function changePassword(
    auth: AuthContext,
    input: z.output<typeof ChangePasswordRequest>,
    caller: { ip: string; lang: Language },
  ) {
    const { user } = auth;
    const tries = await guard.admit(user.email, caller.ip, user, caller.lang);
    if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
      await guard.failed(user.email, caller.ip, tries, user, caller.lang);
      throw fieldError("oldPassword", messages.oldPasswordWrong, "The current password is incorrect.");
    }
    await guard.succeeded(user.email, caller.ip, tries);
    if (isBreachedPassword(input.newPassword)) {
      throw fieldError("newPassword", messages.passwordBreached, "This password appears in lists of leaked passwords.");
    }
    const passwordHash = await hashPassword(input.newPassword);
    const signedOut = await db.transaction(async (tx) => {
      const at = clock();
      await updateUser(tx, user.id, { passwordHash });
      await closePasswordResets(tx, user.id, at);
      return revokeSessionsBut(tx, user.id, auth.sessionId, at);
    });
    const texts = profileMessages(caller.lang);
    await messaging.send({
      channel: "email",
      to: user.email,
      subject: texts.subjects.passwordChanged,
      text: texts.passwordChanged(`${config.PUBLIC_URL}/auth/forgot-password`),
    });
    return { ok: true as const, signedOut };
  }

  async function refusePhone(userId: string, current: string, mobilePhone: string) {
    if (mobilePhone === current)
      throw fieldError("mobilePhone", messages.samePhone, "This is already your phone number.");
    if (await phoneTakenByOther(db, mobilePhone, userId))
      throw fieldError("mobilePhone", messages.phoneTaken, "This phone number is already used.");
  }

  /** Step 1, once the user proved who they are again on this session: a code to the new number proves the user holds it. */
  async function sendPhoneCode(auth: AuthContext, mobilePhone: string, lang: Language): Promise<PhoneCodeSent> {
    proof.require(auth);
    const { user } = auth;
    await refusePhone(user.id, user.mobilePhone, mobilePhone);
    const { resendIn } = await otp.send({
      purpose: "changePhone",
      target: `${user.id}:${mobilePhone}`,
      userId: user.id,
      whenTooSoon: "reuse",
      sms: { to: mobilePhone, accountId: user.accountId, text: profileMessages(lang).changePhoneCode },
    });
    return { phoneHint: phoneHint(mobilePhone), resendIn };
  }

  /**
   * Step 2: the code makes it the user's phone (sign-in codes go there from now on); the old
   * number and the address are told, with a link that undoes it.
   */
  async function changePhone(auth: AuthContext, code: string, mobilePhone: string, lang: Language): Promise<Profile> {
    proof.require(auth);
    const { user } = auth;
    const changed = await otp.verify(
      { purpose: "changePhone", target: `${user.id}:${mobilePhone}`, code, lang },
      async (tx) => {
        // Checked again under the code's lock: another user may have taken the number since the code was sent.
        if (await phoneTakenByOther(tx, mobilePhone, user.id))
          throw fieldError("mobilePhone", messages.phoneTaken, "This phone number is already used.");
        return updateUser(tx, user.id, { mobilePhone });
      },
    );
    const texts = profileMessages(lang);
    const undoLink = await undo.linkFor(user.id, { phone: user.mobilePhone });
    await messaging.send({
      channel: "sms",
      to: user.mobilePhone,
      text: texts.phoneReplaced(phoneHint(mobilePhone), undoLink),
    });
    await messaging.send({
      channel: "email",
      to: user.email,
      subject: texts.subjects.phoneChanged,
      text: texts.phoneChanged(phoneHint(mobilePhone), undoLink),
    });
    return profile(changed);
  }

  async function sessions(auth: AuthContext): Promise<{ content: UserSession[] }> {
    const rows = await liveSessions(db, auth.user.id, clock(), config.SESSION_IDLE_MINUTES * 60_000);
    return {
      content: rows.map((s) => ({
        id: s.id,
        userAgent: s.userAgent,
        ipAddress: s.ipAddress,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        rememberMe: s.rememberMe,
        current: s.id === auth.sessionId,
      })),
    };
  }

  async function endSession(auth: AuthContext, sessionId: string) {
    const ended = await revokeOwnSession(db, auth.user.id, sessionId, clock());
    if (ended === 0) throw new AppError("NOT_FOUND", "No such session.");
    return { ended };
  }

  /** What was sent to the user's current address, phone and connected chats, and how it went; never what it said. */
  async function deliveries(auth: AuthContext): Promise<{ content: MessageDelivery[] }> {
    const chats = (await userSubscriptions(db, auth.user.id)).flatMap((s) => (s.chatId ? [s.chatId] : []));
    const rows = await messagesTo(db, [auth.user.email, auth.user.mobilePhone, ...chats], DELIVERY_LOG_SIZE);
    return {
      content: rows.map((m) => ({
        ...m,
        recipient: maskRecipient(m.recipient),
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
      })),
    };
  }

  const endOtherSessions = async (auth: AuthContext) => ({
    ended: await revokeSessionsBut(db, auth.user.id, auth.sessionId, clock()),
  });

  return {
    deliveries,
    profile,
    update,
    confirmEmail,
    changePassword,
    reauthenticate: proof.withPassword,
    sendReauthenticationCode: proof.sendCode,
    reauthenticateWithCode: proof.withCode,
    sendPhoneCode,
    changePhone,
    undoContactChange: undo.undo,
    sessions,
    endSession,
    endOtherSessions,
  };
}
