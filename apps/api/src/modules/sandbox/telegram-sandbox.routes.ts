import { randomInt } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { notificationsService } from "@/modules/notifications/notifications.service";
import { notFound } from "@/plugins/errors";
import { sandboxCsp } from "./outbox-page";
import { renderTelegramPage, TELEGRAM_SCRIPT } from "./telegram-page";

const Token = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

/** The sandbox's Telegram: only without a real bot (with one, the link goes to Telegram). */
export const telegramSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = notificationsService(app);
  app.addHook("onRequest", async (request, reply) => {
    if (app.telegramBot) return notFound(request, reply);
  });

  app.get("/telegram", {
    schema: {
      operationId: "sandboxShowTelegramPage",
      tags: ["sandbox"],
      summary: "The bot's chat, played by the sandbox: press Start",
      querystring: z.object({ start: Token }),
    },
    handler: (req, reply) =>
      reply
        .type("text/html; charset=utf-8")
        .header("content-security-policy", sandboxCsp([TELEGRAM_SCRIPT]))
        // A new test chat each time; Telegram's own ids are positive numbers of up to 10 digits.
        .send(renderTelegramPage(req.query.start, String(randomInt(100_000_000, 999_999_999)))),
  });

  app.post("/telegram/start", {
    schema: {
      operationId: "sandboxSendTelegramStart",
      tags: ["sandbox"],
      summary: "Send `/start <token>` to the bot from a test chat",
      body: z.object({ token: Token, chatId: z.string().check(z.regex(/^\d{5,15}$/)) }),
      response: { 200: z.object({ ok: z.literal(true) }) },
    },
    handler: async (req) => {
      await notifications.onTelegramText({
        chatId: req.body.chatId,
        text: `/start ${req.body.token}`,
        chatName: "Sandbox chat",
        languageCode: undefined,
      });
      return { ok: true as const };
    },
  });
};
