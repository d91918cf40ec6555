import { createHmac } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { AppError } from "@/lib/app-error";
import { safeEqual } from "@/lib/crypto";
import { publicAccess } from "@/plugins/auth";
import { notFound } from "@/plugins/errors";
import { notificationsService, telegramNotReady } from "./notifications.service";

const tags = ["notifications"];

/** What WhatsApp posts: texts people sent to the business number (statuses and the rest are ignored). */
const WhatsAppEvent = z.object({
  entry: z.optional(
    z.array(
      z.object({
        changes: z.optional(
          z.array(
            z.object({
              value: z.optional(
                z.object({
                  messages: z.optional(
                    z.array(z.object({ from: z.string(), text: z.optional(z.object({ body: z.string() })) })),
                  ),
                }),
              ),
            }),
          ),
        ),
      }),
    ),
  ),
});

/**
 * Updates from the messengers. Telegram's carry the secret set with the webhook
 * (X-Telegram-Bot-Api-Secret-Token); WhatsApp's are signed with the Meta app's secret
 * (X-Hub-Signature-256, HMAC-SHA256 of the raw body). Anything else is 401. Without the
 * messenger configured these addresses do not exist. Telegram's updates that come before the
 * bot has reached Telegram (start-up, an outage) are answered 503 at once, and Telegram sends
 * them again.
 */
export const chatWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/telegram/webhook", {
    config: publicAccess,
    schema: { tags, summary: "Telegram's updates to the bot", hide: true },
    handler: async (req, reply) => {
      const bot = app.telegramBot;
      if (!bot || app.config.TELEGRAM_UPDATES !== "webhook") return notFound(req, reply);
      if (!bot.ready()) {
        // Telegram posts the update again later; anyone else learns nothing about the bot.
        if (!bot.fromTelegram(req.headers["x-telegram-bot-api-secret-token"]))
          throw new AppError("UNAUTHORIZED", "Not from Telegram.");
        throw telegramNotReady();
      }
      return bot.webhook(req, reply);
    },
  });
  await app.register(whatsappWebhookRoutes);
};

const whatsappWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = notificationsService(app);
  const { WHATSAPP_APP_SECRET: appSecret, WHATSAPP_VERIFY_TOKEN: verifyToken } = app.config;

  // The signature is over the bytes Meta sent: this plugin's JSON stays raw until checked.
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, body));

  app.get("/whatsapp/webhook", {
    config: publicAccess,
    schema: {
      tags,
      summary: "Meta's check of the webhook address",
      hide: true,
      querystring: z.object({
        "hub.mode": z.optional(z.string()),
        "hub.verify_token": z.optional(z.string()),
        "hub.challenge": z.optional(z.string()),
      }),
    },
    handler: async (req, reply) => {
      if (!appSecret || !verifyToken) return notFound(req, reply);
      const q = req.query;
      if (q["hub.mode"] !== "subscribe" || !q["hub.verify_token"] || !safeEqual(q["hub.verify_token"], verifyToken)) {
        throw new AppError("FORBIDDEN", "The verify token does not match.");
      }
      return reply.type("text/plain").send(q["hub.challenge"] ?? "");
    },
  });

  app.post("/whatsapp/webhook", {
    config: publicAccess,
    schema: { tags, summary: "WhatsApp's events for the business number", hide: true },
    handler: async (req, reply) => {
      if (!appSecret) return notFound(req, reply);
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const expected = `sha256=${createHmac("sha256", appSecret).update(raw).digest("hex")}`;
      const signature = req.headers["x-hub-signature-256"];
      if (typeof signature !== "string" || !safeEqual(signature, expected)) {
        throw new AppError("UNAUTHORIZED", "The signature does not match.");
      }
      const event = WhatsAppEvent.safeParse(parseJson(raw));
      for (const entry of event.data?.entry ?? []) {
        for (const change of entry.changes ?? []) {
          for (const message of change.value?.messages ?? []) {
            if (message.text) await notifications.onWhatsAppText(`+${message.from}`, message.text.body);
          }
        }
      }
      return { ok: true };
    },
  });
};

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    throw new AppError("VALIDATION_ERROR", "The body is not JSON.");
  }
}
