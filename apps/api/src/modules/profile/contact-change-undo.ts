import { randomUUID } from "node:crypto";
import type { ContactChangeUndone, Language } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { Tx } from "@/db/client";
import { AppError } from "@/lib/app-error";
import { hashPassword, newToken, sha256 } from "@/lib/crypto";
import {
  closePasswordResets,
  findUserByEmail,
  findUserById,
  insertPasswordReset,
  lockEmailAddress,
  revokeAllSessions,
  type User,
  updateUser,
} from "@/modules/auth/auth.repo";
import { emailLinks } from "@/modules/auth/email-links";
import { PASSWORD_LINK_MS } from "@/modules/auth/password-link";
import { profileMessages } from "./profile.messages";
import { phoneTakenByOther } from "./profile.repo";

/**
 * "This wasn't me" (docs/security.md "Changing the e-mail address or phone"): the link in the
 * notice sent to the former address or phone when either changed, or when a change of address
 * was asked for. Whoever holds the former address or phone is taken to be the owner: the link
 * gives the account back what it had, ends every session, stops a change still waiting, and asks
 * for a new password, since whoever made the change may know the old one.
 */
export function contactChangeUndo(app: FastifyInstance) {
  const { db, clock, messaging } = app;
  const links = emailLinks(app);

  /** The link to put in the notice: it restores `restores` (the address or phone the account had). */
  const linkFor = (userId: string, restores: { email?: string; phone?: string }) =>
    links.issue(userId, "undoContactChange", db, restores);

  /** What the account had, where nobody else took it since; the password made unusable until the owner sets one. */
  async function restoredFields(tx: Tx, user: User, restores: { email: string | null; phone: string | null }) {
    const fields: Partial<User> = { passwordHash: await hashPassword(newToken()) };
    if (restores.email && restores.email !== user.email) {
      await lockEmailAddress(tx, restores.email);
      if (!(await findUserByEmail(tx, restores.email)))
        Object.assign(fields, { email: restores.email, emailChangedAt: null });
    }
    if (
      restores.phone &&
      restores.phone !== user.mobilePhone &&
      !(await phoneTakenByOther(tx, restores.phone, user.id))
    )
      fields.mobilePhone = restores.phone;
    return fields;
  }

  /** `POST api/undo-contact-change/{token}`: undone in one transaction; the answer opens the new password's screen. */
  async function undo(token: string, lang: Language): Promise<ContactChangeUndone> {
    const guid = randomUUID();
    const secured = await db.transaction(async (tx) => {
      const at = clock();
      const link = await links.use(tx, token, "undoContactChange");
      const user = link && (await findUserById(tx, link.userId));
      if (!link || user?.status !== "active") return undefined;
      const fields = await restoredFields(tx, user, { email: link.email, phone: link.phone });
      await links.voidAll(tx, user.id, "changeEmail");
      await revokeAllSessions(tx, user.id, at);
      await closePasswordResets(tx, user.id, at);
      await insertPasswordReset(tx, {
        userId: user.id,
        tokenHash: sha256(guid),
        expiresAt: new Date(at.getTime() + PASSWORD_LINK_MS),
      });
      return updateUser(tx, user.id, fields);
    });
    if (!secured) throw new AppError("LINK_INVALID", "This link has expired or was already used.");
    const texts = profileMessages(lang);
    await messaging.send({
      channel: "email",
      to: secured.email,
      subject: texts.subjects.changeUndone,
      text: texts.changeUndone(),
    });
    return { resetPasswordGuid: guid };
  }

  return { linkFor, undo };
}
