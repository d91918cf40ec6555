import type { MessageChannel } from "@/db/schema";

/** A file an e-mail carries (a report). */
export interface Attachment {
  name: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMessage {
  channel: MessageChannel;
  /** A phone number for SMS, an address for e-mail. */
  to: string;
  text: string;
  /** E-mail only. */
  attachment?: Attachment;
}

/** Everything the product sends to people goes through here (SMS and e-mail). */
export interface Messaging {
  send(message: OutgoingMessage): Promise<void>;
}
