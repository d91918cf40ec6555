import type { MessageChannel } from "@/db/schema";

export interface OutgoingMessage {
  channel: MessageChannel;
  /** A phone number for SMS, an address for e-mail. */
  to: string;
  text: string;
}

/** Everything the product sends to people goes through here (SMS and e-mail). */
export interface Messaging {
  send(message: OutgoingMessage): Promise<void>;
}
