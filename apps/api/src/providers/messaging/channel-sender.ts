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

/** A provider's HTTP answer to one try waits this long; then the message waits for the next try. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * Reads an HTTP provider's answer: nothing when it took the message. A 4xx other than 429 is
 * about this message or our account (a number it cannot reach, a template not approved, a
 * bad token): the same request would be refused again, so it is final. Anything else is tried again.
 */
export async function acceptedOrThrow(res: Response, provider: string): Promise<void> {
  if (res.ok) return;
  const detail = `${provider} ${res.status}: ${(await res.text()).slice(0, 300)}`;
  if (res.status >= 400 && res.status < 500 && res.status !== 429) throw new DeliveryRefused(detail);
  throw new Error(detail);
}
