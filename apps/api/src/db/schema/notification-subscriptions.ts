import { notificationEvents, subscriptionStatuses, subscriptionTypes } from "@portal/contracts";
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { users } from "./users";

/**
 * A user's connection to a messenger (SPEC §3 Notification connection), one per user and
 * messenger. Pending, it waits for its one-time link (only the link token's hash is kept)
 * or for a code sent to `chatId`; active, payment notifications go to `chatId`.
 */
export const notificationSubscriptions = pgTable(
  "notification_subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    subscriptionType: text({ enum: subscriptionTypes }).notNull(),
    status: text({ enum: subscriptionStatuses }).notNull().default("pending"),
    /** The Telegram chat id or the WhatsApp number messages go to; null while a link waits. */
    chatId: text(),
    /** How the chat is shown to the user: the Telegram @username or name, or the number. */
    chatName: text(),
    /** HMAC of the one-time token of the `t.me/<bot>?start=` link. */
    linkTokenHash: text().unique(),
    /** A pending link or code is no good after this. */
    expiresAt: timestamp({ withTimezone: true }),
    events: text({ enum: notificationEvents })
      .array()
      .notNull()
      .default(sql`array['paymentReceived','refundDone','holdExpiring','payoutReview','bulkUploadFinished']::text[]`),
    /** The applications followed; empty: every application the user may see. */
    applicationIds: uuid().array().notNull().default([]),
    connectedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.userId, t.subscriptionType),
    index().on(t.subscriptionType, t.chatId),
    index().on(t.accountId, t.status),
  ],
);
