import type { MessageChannel } from "@portal/contracts";

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

export type OutgoingMessage = OutgoingSms | OutgoingEmail;

/** Everything the product sends to people goes through here (SMS and e-mail). */
export interface Messaging {
  send(message: OutgoingMessage): Promise<void>;
}
