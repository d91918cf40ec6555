import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const messageChannels = ["sms", "email"] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** Messages the sandbox messaging provider "sent" instead of delivering them. */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: text({ enum: messageChannels }).notNull(),
    recipient: text().notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.recipient, t.createdAt)],
);
