import { Bot, webhookCallback } from "grammy";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "@/db/client";
import { processLease } from "@/lib/process-lease";

/** A text a person wrote to the bot in a private chat. */
export interface ChatText {
  chatId: string;
  text: string;
  /** "@username", or the first name of someone without one. */
  chatName: string;
  /** The language of the person's Telegram app ("az", "ru", …), when it says. */
  languageCode: string | undefined;
}

export interface TelegramBotSettings {
  token: string;
  apiRoot: string;
  /** `webhook`: Telegram posts updates to `webhookUrl`; `polling`: this server asks for them (one server at a time). */
  updates: "webhook" | "polling";
  webhookUrl: string;
  /** Telegram sends it back in X-Telegram-Bot-Api-Secret-Token with every update; anything else is refused. */
  webhookSecret: string | undefined;
}

/** A long poll asks Telegram to hold the request this long when there is nothing new. */
const POLL_SECONDS = 20;
const LEASE_MS = 60_000;
/** A server without the lease looks again this often, so a poller that died is replaced within a minute. */
const STANDBY_MS = 15_000;

/**
 * The portal's Telegram bot (grammY): takes people's texts from a webhook or a long poll and
 * hands each to `onText`. Its username comes from Telegram (`getMe`) on first need. Long
 * polling runs in one server at a time (a lease in the database): two pollers would make
 * Telegram refuse both.
 */
export function telegramBot(
  settings: TelegramBotSettings,
  deps: { db: Db; clock: () => Date; log: FastifyBaseLogger },
  onText: (text: ChatText) => Promise<void>,
) {
  const bot = new Bot(settings.token, { client: { apiRoot: settings.apiRoot, timeoutSeconds: POLL_SECONDS + 10 } });
  bot.chatType("private").on("message:text", (ctx) =>
    onText({
      chatId: String(ctx.chat.id),
      text: ctx.message.text,
      chatName: ctx.from.username ? `@${ctx.from.username}` : ctx.from.first_name,
      languageCode: ctx.from.language_code,
    }),
  );
  bot.catch((err) => deps.log.error({ err: err.error, updateId: err.ctx.update.update_id }, "telegram update not handled"));

  const stopping = new AbortController();
  // grammY types its signals with the abort-controller package's class; Node's own is what it gets and handles.
  const signal = stopping.signal as unknown as Parameters<typeof bot.init>[0];
  const lease = processLease(deps.db, deps.clock, "telegram-poll", LEASE_MS);
  let polling: Promise<void> | null = null;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      stopping.signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
    });

  async function poll() {
    let offset: number | undefined;
    let cleared = false;
    while (!stopping.signal.aborted) {
      try {
        if (!(await lease.hold())) {
          offset = undefined;
          await wait(STANDBY_MS);
          continue;
        }
        await bot.init(signal);
        // A webhook left set (by a production server with the same token) would make getUpdates fail.
        if (!cleared) cleared = await bot.api.deleteWebhook({}, signal);
        const updates = await bot.api.getUpdates({ offset, timeout: POLL_SECONDS, allowed_updates: ["message"] }, signal);
        for (const update of updates) {
          await bot.handleUpdate(update);
          offset = update.update_id + 1;
        }
      } catch (err) {
        if (stopping.signal.aborted) break;
        deps.log.warn({ err }, "telegram long poll failed; trying again");
        await wait(STANDBY_MS);
      }
    }
    await lease.release().catch(() => undefined);
  }

  return {
    /** The bot's @username, for the `t.me` link. */
    async username(): Promise<string> {
      await bot.init();
      return bot.botInfo.username;
    },
    /** The Fastify handler of `POST /api/telegram/webhook` (401 without the right secret header). */
    webhook: webhookCallback(bot, "fastify", { secretToken: settings.webhookSecret }),
    /** Webhook: tells Telegram where to post (failures are logged; Telegram keeps the last one set). Polling: starts the loop. */
    async start() {
      if (settings.updates === "polling") {
        polling = poll();
        return;
      }
      try {
        await bot.api.setWebhook(settings.webhookUrl, { secret_token: settings.webhookSecret, allowed_updates: ["message"] });
      } catch (err) {
        deps.log.error({ err }, "telegram webhook not set");
      }
    },
    async stop() {
      stopping.abort();
      await polling;
    },
  };
}
export type TelegramBot = ReturnType<typeof telegramBot>;
