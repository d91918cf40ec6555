import { messageChannels, messageStatuses } from "@portal/contracts";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bytea } from "./app-configs";

/** Which of the configured WhatsApp templates, in which language, with the values of its placeholders. */
export interface WhatsAppTemplate {
  kind: "code" | "notice";
  language: string;
  params: string[];
}

/**
 * Every SMS, e-mail and bot message the product sends (the outbox): written when the caller sends it,
 * then handed to its channel's provider by `providers/messaging/message-delivery.ts`.
 * With the sandbox (no provider for the channel) the row itself is the delivery, listed at
 * /sandbox/outbox. A real provider's message loses its text and attachment once sent: the
 * table then keeps who, when and how it went, not what it said (codes, links). Partitioned by
 * month; kept for MESSAGE_RETENTION_MONTHS (docs/operations.md "Partitions").
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid().defaultRandom().notNull(),
    channel: text({ enum: messageChannels }).notNull(),
    recipient: text().notNull(),
    /** E-mail only. */
    subject: text(),
    text: text().notNull(),
    /** A file the e-mail carried (a report): kept until sent (and for the sandbox outbox to serve). */
    attachmentName: text(),
    attachmentType: text(),
    attachment: bytea(),
    /** WhatsApp only: the approved template the text travels in (a business may not write first in free text). */
    template: jsonb().$type<WhatsAppTemplate>(),
    /** Who carries it: `sandbox`, `smtp`, `twilio`, `telegram`, `whatsapp`. */
    provider: text().notNull().default("sandbox"),
    status: text({ enum: messageStatuses }).notNull().default("sent"),
    attempts: integer().notNull().default(0),
    /** When a queued message may be tried (again); a try in progress holds it a minute ahead. */
    nextAttemptAt: timestamp({ withTimezone: true }),
    /** The provider's answer to the last failed try. */
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "outbox_messages_pkey", columns: [t.id, t.createdAt] }),
    index().on(t.recipient, t.createdAt),
    index().on(t.status, t.nextAttemptAt),
  ],
);
