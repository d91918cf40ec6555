import type { FastifyBaseLogger } from "fastify";
import type { Db } from "@/db/client";
import { outboxMessages } from "@/db/schema";
import type { Messaging, OutgoingMessage } from "./messaging";

/**
 * Delivers nothing: keeps each message in the outbox table (listed at /sandbox/outbox)
 * and prints it, so a person trying the product can read their code.
 */
export function sandboxMessaging(db: Db, log: FastifyBaseLogger): Messaging {
  return {
    async send(message: OutgoingMessage) {
      await db.insert(outboxMessages).values({ channel: message.channel, recipient: message.to, text: message.text });
      log.info({ outbox: message }, `sandbox ${message.channel} to ${message.to}: ${message.text}`);
    },
  };
}
