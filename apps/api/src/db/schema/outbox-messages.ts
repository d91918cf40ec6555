import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bytea } from "./app-configs";

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
    /** A file the e-mail carried (a report): kept so the sandbox outbox can show and serve it. */
    attachmentName: text(),
    attachmentType: text(),
    attachment: bytea(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.recipient, t.createdAt)],
);
