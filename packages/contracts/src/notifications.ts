import * as z from "zod/mini";
import { messages, otpField, phoneField } from "./fields";
import { messageStatuses } from "./profile";

/** SPEC §3 Notification connection: the messengers a user may get payment notifications on. */
export const subscriptionTypes = ["telegram", "whatsapp"] as const;
export type SubscriptionType = (typeof subscriptionTypes)[number];

/**
 * What a connection can tell its user. A hold taken or completed is a payment received; a
 * refund or a cancelled hold is a refund done (money back to the card).
 */
export const notificationEvents = [
  "paymentReceived",
  "refundDone",
  "holdExpiring",
  "payoutReview",
  "bulkUploadFinished",
] as const;
export type NotificationEvent = (typeof notificationEvents)[number];

/** `pending`: waits for the bot's link to be opened or for the code sent to the chat; `active`: messages go out. */
export const subscriptionStatuses = ["pending", "active"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** A Telegram user id as Telegram's own apps show it: digits only. */
export const telegramIdField = z
  .string({ error: messages.required })
  .check(z.trim(), z.minLength(1, messages.required), z.regex(/^\d{5,15}$/, messages.telegramId));

/**
 * `POST api/subscribe`. Telegram without `telegramId`: a one-time link to the bot (opening it
 * connects the chat); with it: the bot sends a code to that chat. WhatsApp: a code goes as a
 * WhatsApp message to `whatsappId`, the user's own phone when left out. The code is entered
 * with `POST api/subscribe/confirm`.
 */
export const SubscribeRequest = z
  .object({
    subscriptionType: z.enum(subscriptionTypes),
    telegramId: z.optional(telegramIdField),
    whatsappId: z.optional(phoneField),
  })
  .check(
    z.refine((v) => v.telegramId === undefined || v.subscriptionType === "telegram", {
      message: messages.invalid,
      path: ["telegramId"],
    }),
    z.refine((v) => v.whatsappId === undefined || v.subscriptionType === "whatsapp", {
      message: messages.invalid,
      path: ["whatsappId"],
    }),
  );
export type SubscribeRequest = z.input<typeof SubscribeRequest>;

/** `POST api/subscribe/confirm`: the code the bot or WhatsApp delivered. */
export const ConfirmSubscriptionRequest = z.object({ subscriptionType: z.enum(subscriptionTypes), code: otpField });
export type ConfirmSubscriptionRequest = z.input<typeof ConfirmSubscriptionRequest>;

/** `PUT api/subscribe/preferences`: what the connection tells, about which applications (none listed: every one the user sees). */
export const SubscriptionPreferences = z.object({
  subscriptionType: z.enum(subscriptionTypes),
  events: z.array(z.enum(notificationEvents)).check(z.maxLength(notificationEvents.length)),
  applicationIds: z.array(z.uuid()).check(z.maxLength(200)),
});
export type SubscriptionPreferences = z.input<typeof SubscriptionPreferences>;

/** `POST api/subscribe/test` and `DELETE api/delete-subs?subscriptionType=`. */
export const SubscriptionTypeQuery = z.object({ subscriptionType: z.enum(subscriptionTypes) });
export type SubscriptionTypeQuery = z.infer<typeof SubscriptionTypeQuery>;

/** One of the user's connections. */
export const Subscription = z.object({
  subscriptionType: z.enum(subscriptionTypes),
  status: z.enum(subscriptionStatuses),
  /** Where messages go, masked ("@leyla", "Telegram 12*****89", "+994*******67"); null while a link waits to be opened. */
  address: z.nullable(z.string()),
  /** A code was sent to `address` and waits for `POST api/subscribe/confirm`. */
  awaitingCode: z.boolean(),
  /** Only in the answer of `POST api/subscribe`: the one-time link that connects the chat (the bot, or the sandbox's stand-in). */
  connectUrl: z.nullable(z.string()),
  /** When a pending link or code stops working. */
  expiresAt: z.nullable(z.iso.datetime()),
  events: z.array(z.enum(notificationEvents)),
  applicationIds: z.array(z.string()),
  connectedAt: z.nullable(z.iso.datetime()),
  /** The newest message to this connection and how it went; a failed one says why (the channel is not working). */
  lastDelivery: z.nullable(
    z.object({ status: z.enum(messageStatuses), at: z.iso.datetime(), error: z.nullable(z.string()) }),
  ),
});
export type Subscription = z.infer<typeof Subscription>;

/** `GET api/get-subscription`: the user's connections, and the bot to open (its @name; null in the sandbox). */
export const SubscriptionList = z.object({
  content: z.array(Subscription),
  telegramBot: z.nullable(z.string()),
  /** Whether WhatsApp messages really leave (false: they stay in the sandbox outbox). */
  whatsappLive: z.boolean(),
  /** The messengers this site offers: in live mode only those configured (Telegram and WhatsApp are optional); the sandbox plays the rest. */
  offered: z.array(z.enum(subscriptionTypes)),
});
export type SubscriptionList = z.infer<typeof SubscriptionList>;

/** How long a connect link or code stays usable. */
export const SUBSCRIPTION_LINK_MINUTES = 15;
