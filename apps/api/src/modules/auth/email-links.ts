import type { FastifyInstance } from "fastify";
import type { Queryable } from "@/db/client";
import type { EmailLinkPurpose } from "@/db/schema";
import { newToken, sha256 } from "@/lib/crypto";
import {
  type EmailLink,
  insertEmailLink,
  lockUnusedLink,
  markLinkUsed,
  newestLink,
  useAllLinks,
} from "./email-links.repo";

const DAY_MS = 24 * 60 * 60_000;
/** How long each kind of link works. */
const LIFETIME_MS: Record<EmailLinkPurpose, number> = {
  verifyEmail: 7 * DAY_MS,
  unlock: DAY_MS,
  changeEmail: DAY_MS,
  undoContactChange: 7 * DAY_MS,
};
const ROUTE: Record<EmailLinkPurpose, string> = {
  verifyEmail: "verify-email",
  unlock: "unlock",
  changeEmail: "confirm-email",
  undoContactChange: "undo-change",
};

export type { EmailLink };

/** Single-use links sent to a user (confirm the address, unlock sign-in, undo a change of contact); only token hashes are kept. */
export function emailLinks(app: FastifyInstance) {
  const { db, clock, config } = app;

  /**
   * A new link for the user; returns the portal address to put in the message. `email`: the
   * new address a `changeEmail` link confirms, or the one an `undoContactChange` link restores;
   * `phone`: the phone an `undoContactChange` link restores.
   */
  async function issue(
    userId: string,
    purpose: EmailLinkPurpose,
    q: Queryable = db,
    restores: { email?: string; phone?: string } = {},
  ): Promise<string> {
    const { email, phone } = restores;
    const token = newToken();
    const at = clock();
    await insertEmailLink(q, {
      userId,
      purpose,
      email,
      phone,
      tokenHash: sha256(token),
      expiresAt: new Date(at.getTime() + LIFETIME_MS[purpose]),
      createdAt: at,
    });
    return `${config.PUBLIC_URL}/auth/${ROUTE[purpose]}/${token}`;
  }

  /** The link behind a token, locked and marked used; undefined when unknown, used or expired. */
  async function use(q: Queryable, token: string, purpose: EmailLinkPurpose): Promise<EmailLink | undefined> {
    const link = await lockUnusedLink(q, sha256(token), purpose);
    const at = clock();
    if (!link || link.expiresAt.getTime() <= at.getTime()) return undefined;
    await markLinkUsed(q, link.id, at);
    return link;
  }

  /** Every link of a kind the user has not used yet stops working (an undone change's pending confirmation). */
  async function voidAll(q: Queryable, userId: string, purpose: EmailLinkPurpose) {
    await useAllLinks(q, userId, purpose, clock());
  }

  /** When the user's newest link of a kind was sent (resend pacing). */
  async function lastSentAt(userId: string, purpose: EmailLinkPurpose): Promise<Date | undefined> {
    const row = await newestLink(db, userId, purpose);
    return row?.createdAt;
  }

  /** The new address the user's newest `changeEmail` link waits to confirm, if it still can. */
  async function pendingEmail(userId: string): Promise<string | null> {
    const row = await newestLink(db, userId, "changeEmail");
    return row && !row.usedAt && row.expiresAt.getTime() > clock().getTime() ? row.email : null;
  }

  return { issue, use, voidAll, lastSentAt, pendingEmail };
}
