import { and, desc, eq, gt, inArray, isNull, ne, or } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { outboxMessages, sessions, users } from "@/db/schema";

/** Whether another user (of any account, not removed) has this phone: it receives their sign-in codes. */
export async function phoneTakenByOther(q: Queryable, mobilePhone: string, userId: string): Promise<boolean> {
  const [row] = await q
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobilePhone, mobilePhone), ne(users.id, userId), inArray(users.status, ["active", "pending"])))
    .limit(1);
  return row !== undefined;
}

/**
 * The user's sessions that still let someone in: not signed out, not expired, and, unless
 * remembered, used within the idle timeout. The most recently used first.
 */
export function liveSessions(q: Queryable, userId: string, at: Date, idleMs: number) {
  return q
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, at),
        or(eq(sessions.rememberMe, true), gt(sessions.lastSeenAt, new Date(at.getTime() - idleMs))),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

/** Signs out the user's sessions but `keep` (one, or none); returns how many ended. */
export async function revokeSessionsBut(q: Queryable, userId: string, keep: string | null, at: Date): Promise<number> {
  const ended = await q
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Signs out one session of the user's; 0 when it is not theirs or already ended. */
export async function revokeOwnSession(q: Queryable, userId: string, sessionId: string, at: Date): Promise<number> {
  const ended = await q
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** The newest messages sent to these addresses (the user's e-mail and phone), text left out. */
export function messagesTo(q: Queryable, recipients: string[], limit: number) {
  return q
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      provider: outboxMessages.provider,
      status: outboxMessages.status,
      attempts: outboxMessages.attempts,
      lastError: outboxMessages.lastError,
      createdAt: outboxMessages.createdAt,
      sentAt: outboxMessages.sentAt,
    })
    .from(outboxMessages)
    .where(inArray(outboxMessages.recipient, recipients))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(limit);
}

/** The session's user proved who they are again just now (their password, or a code to their phone). */
export async function markReauthenticated(q: Queryable, sessionId: string, at: Date): Promise<void> {
  await q.update(sessions).set({ reauthenticatedAt: at }).where(eq(sessions.id, sessionId));
}
