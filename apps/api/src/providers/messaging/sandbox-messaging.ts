import type { FastifyBaseLogger } from "fastify";
import type { Db } from "@/db/client";
import { outboxMessages } from "@/db/schema";
import type { Messaging, OutgoingMessage } from "./messaging";

/**
 * Delivers nothing: keeps each message in the outbox table (listed at /sandbox/outbox)
 * and prints it, so a person trying the product can read their code. An attachment is kept
 * whole for the outbox to serve; the log names it, never its bytes.
 */
export function sandboxMessaging(db: Db, log: FastifyBaseLogger): Messaging {
  return {
    async send({ attachment, ...message }: OutgoingMessage) {
      await db.insert(outboxMessages).values({
        channel: message.channel,
        recipient: message.to,
        text: message.text,
        attachmentName: attachment?.name,
        attachmentType: attachment?.contentType,
        attachment: attachment?.content,
      });
      const file = attachment ? { name: attachment.name, contentType: attachment.contentType, size: attachment.content.length } : undefined;
      log.info(
        { outbox: { ...message, ...(file ? { attachment: file } : {}) } },
        `sandbox ${message.channel} to ${message.to}: ${message.text}${file ? ` [${file.name}, ${file.size} bytes]` : ""}`,
      );
    },
  };
}
