import {
  ApiError,
  ConfirmSubscriptionRequest,
  SubscribeRequest,
  Subscription,
  SubscriptionList,
  SubscriptionPreferences,
  SubscriptionTypeQuery,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { publicOrigin } from "@/lib/public-origin";
import { requestLanguage } from "@/lib/request-language";
import { authOf } from "@/plugins/auth";
import { notificationsService } from "./notifications.service";

const tags = ["notifications"];
const security = [{ bearer: [] }];
const errors = { "4xx": ApiError, 503: ApiError };
const Ok = z.object({ ok: z.literal(true) });

/** SPEC §7 Profile: one's own payment-notification connections (Telegram and WhatsApp). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = notificationsService(app);
  const session = app.authenticate;

  app.get("/get-subscription", {
    schema: {
      operationId: "listNotificationSubscriptions",
      tags,
      security,
      summary: "The signed-in user's Telegram and WhatsApp connections",
      description:
        "`telegramBot` is the bot's @name, null when no bot is configured (the sandbox) or it has not reached Telegram yet; `whatsappLive` " +
        "false: WhatsApp messages stay in the sandbox outbox.",
      response: { 200: SubscriptionList, ...errors },
    },
    preHandler: session,
    handler: (req) => notifications.list(authOf(req)),
  });

  app.post("/subscribe", {
    schema: {
      operationId: "createNotificationSubscription",
      tags,
      security,
      summary: "Connect Telegram or WhatsApp for payment notifications",
      description:
        "Telegram without `telegramId`: the answer's `connectUrl` (`https://t.me/<bot>?start=<token>`, or the sandbox's `/sandbox/telegram` page) is a " +
        "one-time link, good for 15 minutes; pressing Start in the bot connects the chat. Telegram with `telegramId` (the person must have started the bot " +
        "once), or WhatsApp (`whatsappId`, the user's own phone when left out): a 6-digit code is sent to that chat (`awaitingCode`), entered with " +
        "`POST api/subscribe/confirm`. Connecting again replaces the user's connection to that messenger. More than 10 attempts an hour is 429. " +
        "While the bot has not reached Telegram (start-up, an outage), a Telegram link is 503 UNAVAILABLE at once, with `retryAfter` and " +
        "`Retry-After` (10 seconds), and counts as no attempt.",
      body: SubscribeRequest,
      response: { 200: Subscription, ...errors },
    },
    preHandler: session,
    handler: (req) => notifications.subscribe(authOf(req), req.body, publicOrigin(req), requestLanguage(req)),
  });

  app.post("/subscribe/confirm", {
    schema: {
      operationId: "confirmNotificationSubscription",
      tags,
      security,
      summary: "Confirm a Telegram id or a WhatsApp number with the code sent there",
      description:
        "Codes follow DESIGN §4 (3 minutes, 5 tries): a wrong one is 422 OTP_INVALID with `attemptsLeft`. No code waiting is 409.",
      body: ConfirmSubscriptionRequest,
      response: { 200: Subscription, ...errors },
    },
    preHandler: session,
    handler: (req) => notifications.confirm(authOf(req), req.body, requestLanguage(req)),
  });

  app.put("/subscribe/preferences", {
    schema: {
      operationId: "updateNotificationPreferences",
      tags,
      security,
      summary: "Choose the events and the applications a connection tells about",
      description:
        "`applicationIds` empty: every application the user may see. An application outside the user's is 400 `fields.applicationIds`.",
      body: SubscriptionPreferences,
      response: { 200: Subscription, ...errors },
    },
    preHandler: session,
    handler: (req) => notifications.preferences(authOf(req), req.body),
  });

  app.post("/subscribe/test", {
    schema: {
      operationId: "sendTestNotification",
      tags,
      security,
      summary: "Send a test message to a connected chat",
      description: "409 unless the connection is active; 3 a minute.",
      body: SubscriptionTypeQuery,
      response: { 200: Ok, ...errors },
    },
    preHandler: session,
    handler: (req) => notifications.test(authOf(req), req.body.subscriptionType, requestLanguage(req)),
  });

  app.delete("/delete-subs", {
    schema: {
      operationId: "deleteNotificationSubscription",
      tags,
      security,
      summary: "Disconnect Telegram or WhatsApp",
      description: "The Telegram chat is told. 404 when that messenger is not connected.",
      querystring: SubscriptionTypeQuery,
      response: { 200: Ok, ...errors },
    },
    preHandler: session,
    handler: (req) => notifications.remove(authOf(req), req.query.subscriptionType, requestLanguage(req)),
  });
};
