import type { FastifyBaseLogger } from "fastify";
import { afterCommit } from "@/db/after-commit";
import type { Db, Queryable } from "@/db/client";
import { outboxMessages } from "@/db/schema";
import { type ChannelSenders, type MessageDelivery, maskRecipient } from "./message-delivery";
import type { Messaging, OutgoingMessage } from "./messaging";

/**
 * Writes each message to the outbox, then: with a real provider for its channel, queues it
 * for `message-delivery` and returns at once; without one (the sandbox) the row is the
 * delivery, listed at /sandbox/outbox and printed, so a person trying the product can read
 * their code. Real messages are logged without their text (codes, links); an attachment is
 * named in the log, never its bytes.
 */
export function outboxMessaging(
  db: Db,
  log: FastifyBaseLogger,
  senders: ChannelSenders,
  delivery: MessageDelivery,
): Messaging {
  return {
    async send(message: OutgoingMessage, q: Queryable = db) {
      const sender = senders[message.channel];
      const attachment = message.channel === "email" ? message.attachment : undefined;
      await q.insert(outboxMessages).values({
        channel: message.channel,
        recipient: message.to,
        subject: message.channel === "email" ? message.subject : null,
        text: message.text,
        attachmentName: attachment?.name,
        attachmentType: attachment?.contentType,
        attachment: attachment?.content,
        template: message.channel === "whatsapp" ? message.template : null,
        provider: sender?.provider ?? "sandbox",
        status: sender ? "queued" : "sent",
        sentAt: sender ? null : new Date(),
      });
      const file = attachment
        ? { name: attachment.name, contentType: attachment.contentType, size: attachment.content.length }
        : undefined;
      if (sender) {
        log.info(
          {
            outbox: {
              channel: message.channel,
              to: maskRecipient(message.to),
              provider: sender.provider,
              attachment: file,
            },
          },
          "message queued",
        );
        await afterCommit(delivery.kick);
        return;
      }
      log.info(
        {
          outbox: {
            channel: message.channel,
            to: message.to,
            text: message.text,
            ...(file ? { attachment: file } : {}),
          },
        },
        `sandbox ${message.channel} to ${message.to}: ${message.text}${file ? ` [${file.name}, ${file.size} bytes]` : ""}`,
      );
    },
  };
}
