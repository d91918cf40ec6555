import type { NotificationEvent, SubscriptionType } from "@portal/contracts";
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { notificationSubscriptions, outboxMessages, users } from "@/db/schema";

export type SubscriptionRow = typeof notificationSubscriptions.$inferSelect;

const ofUser = (userId: string, type: SubscriptionType) =>
  and(eq(notificationSubscriptions.userId, userId), eq(notificationSubscriptions.subscriptionType, type));

export async function userSubscriptions(q: Queryable, userId: string): Promise<SubscriptionRow[]> {
  return q
    .select()
    .from(notificationSubscriptions)
    .where(eq(notificationSubscriptions.userId, userId))
    .orderBy(notificationSubscriptions.subscriptionType);
}

export async function findSubscription(
  q: Queryable,
  userId: string,
  type: SubscriptionType,
): Promise<SubscriptionRow | undefined> {
  const [row] = await q.select().from(notificationSubscriptions).where(ofUser(userId, type));
  return row;
}

/** Starts (or restarts) the user's connection to a messenger: pending, with a link or a chat to confirm; its events and applications stay. */
export async function startPending(
  q: Queryable,
  row: Pick<
    SubscriptionRow,
    "userId" | "accountId" | "subscriptionType" | "chatId" | "chatName" | "linkTokenHash" | "expiresAt"
  >,
): Promise<SubscriptionRow> {
  const pending = {
    status: "pending" as const,
    chatId: row.chatId,
    chatName: row.chatName,
    linkTokenHash: row.linkTokenHash,
    expiresAt: row.expiresAt,
    connectedAt: null,
  };
  const [saved] = await q
    .insert(notificationSubscriptions)
    .values({ ...row, ...pending })
    .onConflictDoUpdate({
      target: [notificationSubscriptions.userId, notificationSubscriptions.subscriptionType],
      set: pending,
    })
    .returning();
  return saved!;
}

/** The pending connection a one-time link token belongs to, while it is good; locked to bind it. */
export async function pendingByLinkToken(q: Queryable, tokenHash: string, at: Date) {
  const [row] = await q
    .select({ subscription: notificationSubscriptions, language: users.language })
    .from(notificationSubscriptions)
    .innerJoin(users, eq(users.id, notificationSubscriptions.userId))
    .where(
      and(
        eq(notificationSubscriptions.linkTokenHash, tokenHash),
        eq(notificationSubscriptions.status, "pending"),
        gt(notificationSubscriptions.expiresAt, at),
        eq(users.status, "active"),
      ),
    )
    .for("update", { of: notificationSubscriptions });
  return row;
}

export async function activate(
  q: Queryable,
  id: string,
  chat: { chatId: string; chatName: string | null },
  at: Date,
): Promise<SubscriptionRow> {
  const [row] = await q
    .update(notificationSubscriptions)
    .set({ status: "active", ...chat, linkTokenHash: null, expiresAt: null, connectedAt: at })
    .where(eq(notificationSubscriptions.id, id))
    .returning();
  return row!;
}

export async function savePreferences(
  q: Queryable,
  userId: string,
  type: SubscriptionType,
  events: NotificationEvent[],
  applicationIds: string[],
) {
  const [row] = await q
    .update(notificationSubscriptions)
    .set({ events, applicationIds })
    .where(ofUser(userId, type))
    .returning();
  return row;
}

export async function removeSubscription(q: Queryable, userId: string, type: SubscriptionType): Promise<boolean> {
  const rows = await q
    .delete(notificationSubscriptions)
    .where(ofUser(userId, type))
    .returning({ id: notificationSubscriptions.id });
  return rows.length > 0;
}

/** Every connection of one chat (several users may share a Telegram account or a number); returns whose they were. */
export async function removeChat(q: Queryable, type: SubscriptionType, chatId: string) {
  return q
    .delete(notificationSubscriptions)
    .where(and(eq(notificationSubscriptions.subscriptionType, type), eq(notificationSubscriptions.chatId, chatId)))
    .returning({ userId: notificationSubscriptions.userId });
}

/** The language of the (first) user a chat is connected for, to answer in it. */
export async function chatLanguage(q: Queryable, type: SubscriptionType, chatId: string) {
  const [row] = await q
    .select({ language: users.language })
    .from(notificationSubscriptions)
    .innerJoin(users, eq(users.id, notificationSubscriptions.userId))
    .where(and(eq(notificationSubscriptions.subscriptionType, type), eq(notificationSubscriptions.chatId, chatId)))
    .limit(1);
  return row;
}

/** The newest message to a chat of a messenger: a failed one tells the user the channel is not working. */
export async function lastDelivery(q: Queryable, type: SubscriptionType, chatId: string) {
  const [row] = await q
    .select({
      status: outboxMessages.status,
      createdAt: outboxMessages.createdAt,
      sentAt: outboxMessages.sentAt,
      lastError: outboxMessages.lastError,
    })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, chatId), eq(outboxMessages.channel, type)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return row;
}

/** The active connections of an account's active users that want `event`, with what each user may see. */
export async function subscribersOf(q: Queryable, accountId: string, event: NotificationEvent) {
  return q
    .select({
      subscriptionType: notificationSubscriptions.subscriptionType,
      chatId: notificationSubscriptions.chatId,
      applicationIds: notificationSubscriptions.applicationIds,
      user: {
        id: users.id,
        userType: users.userType,
        permissions: users.permissions,
        applicationIds: users.applicationIds,
        language: users.language,
      },
    })
    .from(notificationSubscriptions)
    .innerJoin(users, eq(users.id, notificationSubscriptions.userId))
    .where(
      and(
        eq(notificationSubscriptions.accountId, accountId),
        eq(notificationSubscriptions.status, "active"),
        eq(users.status, "active"),
        sql`${event} = any(${notificationSubscriptions.events})`,
      ),
    );
}

/** Who the users are, to name them in the audit trail. */
export async function peopleOf(q: Queryable, userIds: string[]) {
  if (userIds.length === 0) return [];
  return q
    .select({ id: users.id, accountId: users.accountId, fullName: users.fullName })
    .from(users)
    .where(inArray(users.id, userIds));
}
