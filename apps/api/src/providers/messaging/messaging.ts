import type { MessageChannel } from "@portal/contracts";
import type { Queryable } from "@/db/client";
import type { WhatsAppTemplate } from "@/db/schema";

export type { WhatsAppTemplate };

/** A file an e-mail carries (a report). */
export interface Attachment {
  name: string;
  contentType: string;
  content: Buffer;
}

/** An SMS: a phone number and a text, nothing else. */
export interface OutgoingSms {
  channel: Extract<MessageChannel, "sms">;
  /** A phone number for SMS. */
  to: string;
  text: string;
}

/** An e-mail: it cannot be sent without a subject. */
export interface OutgoingEmail {
  channel: Extract<MessageChannel, "email">;
  /** An address for e-mail. */
  to: string;
  /** E-mail only: its subject line, in the reader's language (the SMS has none). */
  subject: string;
  text: string;
  /** E-mail only. */
  attachment?: Attachment;
}

/** A Telegram message: the chat the bot writes to and plain text. */
export interface OutgoingTelegram {
  channel: Extract<MessageChannel, "telegram">;
  /** The chat id. */
  to: string;
  text: string;
}

/**
 * A WhatsApp message: the business writes first, so it travels in an approved template
 * (`code` or `notice`, in the reader's language) whose placeholders carry the values; `text`
 * is what the reader sees, for the outbox.
 */
export interface OutgoingWhatsApp {
  channel: Extract<MessageChannel, "whatsapp">;
  /** The number, +994…. */
  to: string;
  text: string;
  template: WhatsAppTemplate;
}

export type OutgoingMessage = OutgoingSms | OutgoingEmail | OutgoingTelegram | OutgoingWhatsApp;

/** Everything the product sends to people goes through here (SMS, e-mail and the bots). */
export interface Messaging {
  /** Writes the message to the outbox, in `q`'s transaction when given (it goes once that commits). */
  send(message: OutgoingMessage, q?: Queryable): Promise<void>;
}
