import type { Attachment, WhatsAppTemplate } from "./messaging";

/** One message as its provider carries it. */
export interface Deliverable {
  to: string;
  /** E-mail only. */
  subject: string | null;
  text: string;
  attachment?: Attachment;
  /** WhatsApp only. */
  template?: WhatsAppTemplate;
}

/** A real provider of one channel (SMTP for e-mail, Twilio for SMS, the bots' APIs); without one the channel is the sandbox's. */
export interface ChannelSender {
  provider: "smtp" | "twilio" | "telegram" | "whatsapp";
  /** Resolves once the provider took the message; throws `DeliveryRefused` when it never will, anything else to be tried again. */
  send(message: Deliverable): Promise<void>;
  close(): void;
}

/** The provider refused the message for good (no such mailbox, a number it cannot text): trying again would not help. */
export class DeliveryRefused extends Error {}
