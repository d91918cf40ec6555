import type { Language, SubscriptionType } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { Queryable } from "@/db/client";
import type { WhatsAppTemplate } from "@/providers/messaging/messaging";

/** A message for a connected chat: the text, and how it travels on WhatsApp (null: not sent there). */
export interface ChatMessage {
  text: string;
  whatsapp: Omit<WhatsAppTemplate, "language"> | null;
}

/**
 * Sends to a Telegram chat as plain text, or to a WhatsApp number in a template: a business
 * may not write first in free text there, so a message without a template (a reply to the
 * bot's commands) is not sent on WhatsApp.
 */
export async function sendToChat(
  app: FastifyInstance,
  chat: { type: SubscriptionType; chatId: string },
  language: Language,
  message: ChatMessage,
  q: Queryable = app.db,
) {
  if (chat.type === "telegram")
    return app.messaging.send({ channel: "telegram", to: chat.chatId, text: message.text }, q);
  if (message.whatsapp)
    await app.messaging.send(
      {
        channel: "whatsapp",
        to: chat.chatId,
        text: message.text,
        template: { ...message.whatsapp, language },
      },
      q,
    );
}
