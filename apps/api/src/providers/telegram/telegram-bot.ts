import { Bot, webhookCallback } from "grammy";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "@/db/client";
import { safeEqual } from "@/lib/crypto";
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
/** How long a call to Telegram at start-up (getMe, setWebhook) may take: one that does not answer holds nothing up. */
const START_CALL_MS = 5_000;
/** Between tries to reach Telegram at start-up: a second, doubling, at most 10 seconds (the Retry-After callers are given). */
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 10_000;

/**
 * The portal's Telegram bot (grammY): takes people's texts from a webhook or a long poll and
 * hands each to `onText`. It is ready once Telegram has told it who it is (`getMe`), asked at
 * start-up: the server waits for the first try only, cut off after 5 seconds, and later tries
 * go on in the background until Telegram answers. Until then `ready()` is false, `username()`
 * null, and callers answer at once (503) instead of waiting on Telegram. Long polling runs in
 * one server at a time (a lease in the database): two pollers would make Telegram refuse both.
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
  bot.catch((err) =>
    deps.log.error({ err: err.error, updateId: err.ctx.update.update_id }, "telegram update not handled"),
  );

  const stopping = new AbortController();
  // grammY types its signals with the abort-controller package's class; Node's own is what it gets and handles.
  const signal = stopping.signal as unknown as Parameters<typeof bot.init>[0];
  const lease = processLease(deps.db, deps.clock, "telegram-poll", LEASE_MS);
  let polling: Promise<void> | null = null;
  let starting: Promise<boolean> | null = null;
  // Ready once start-up is over, the webhook set (or its failure logged) too: a connect link
  // handed out earlier would race the webhook that brings its /start.
  let initialised = false;
  /**
   * One call of start-up, cut off at its own deadline or when the server stops. The deadline
   * is a plain timer on a controller of our own: Node 20's `AbortSignal.any` can lose an
   * `AbortSignal.timeout` to garbage collection before it fires (nodejs/node#57736), and the
   * start then waited on a silent Telegram past Fastify's ten seconds for a hook.
   */
  async function startCall<T>(call: (deadline: typeof signal) => Promise<T>): Promise<T> {
    const deadline = new AbortController();
    const cut = () => deadline.abort();
    const timer = setTimeout(cut, START_CALL_MS);
    stopping.signal.addEventListener("abort", cut, { once: true });
    try {
      return await call(deadline.signal as unknown as typeof signal);
    } finally {
      clearTimeout(timer);
      stopping.signal.removeEventListener("abort", cut);
    }
  }

  // Each wait takes its listener off again: an outage of days would otherwise pile them up on the signal.
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        stopping.signal.removeEventListener("abort", done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      stopping.signal.addEventListener("abort", done, { once: true });
    });

  /**
   * Asks Telegram who the bot is until it answers (grammY's own `init` would wait on a silent
   * Telegram for ever), then, in webhook mode, where to post updates (a failure is logged:
   * Telegram keeps the last one set). Whether it became ready before the server stopped.
   */
  async function initialise(firstTried: () => void): Promise<boolean> {
    for (let delay = FIRST_RETRY_MS; !stopping.signal.aborted; delay = Math.min(delay * 2, LONGEST_RETRY_MS)) {
      try {
        bot.botInfo = await startCall((deadline) => bot.api.getMe(deadline));
        break;
      } catch (err) {
        if (stopping.signal.aborted) return false;
        deps.log.warn({ err }, "telegram not reachable; the bot is not ready yet");
        firstTried();
        await wait(delay);
      }
    }
    if (stopping.signal.aborted) return false;
    if (settings.updates === "webhook") {
      try {
        await startCall((deadline) =>
          bot.api.setWebhook(
            settings.webhookUrl,
            { secret_token: settings.webhookSecret, allowed_updates: ["message"] },
            deadline,
          ),
        );
      } catch (err) {
        deps.log.error({ err }, "telegram webhook not set");
      }
    }
    initialised = true;
    return true;
  }

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
        // A webhook left set (by a production server with the same token) would make getUpdates fail.
        if (!cleared) cleared = await bot.api.deleteWebhook({}, signal);
        const updates = await bot.api.getUpdates(
          { offset, timeout: POLL_SECONDS, allowed_updates: ["message"] },
          signal,
        );
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
    /** Whether start-up is over (Telegram said who the bot is, and where to post updates): until then nothing waits on it. */
    ready: () => initialised,
    /** The bot's @username, for the `t.me` link; null while the bot is not ready. */
    username: (): string | null => (initialised ? bot.botInfo.username : null),
    /** Whether a webhook call carries the secret Telegram was given (compared in constant time). */
    fromTelegram: (secretHeader: unknown) =>
      settings.webhookSecret === undefined ||
      (typeof secretHeader === "string" && safeEqual(secretHeader, settings.webhookSecret)),
    /** The Fastify handler of `POST /api/telegram/webhook` once the bot is ready (401 without the right secret header). */
    webhook: webhookCallback(bot, "fastify", { secretToken: settings.webhookSecret }),
    /**
     * Starts becoming ready, then (polling) the loop. Resolves after the first try (at most 5
     * seconds a call): usually the bot is ready when the server listens, and a silent Telegram
     * delays it no longer.
     */
    start(): Promise<void> {
      let firstTried = () => {};
      const firstTry = new Promise<void>((resolve) => (firstTried = resolve));
      starting = initialise(() => firstTried());
      void starting.finally(() => firstTried());
      if (settings.updates === "polling") polling = starting.then((ready) => (ready ? poll() : undefined));
      return firstTry;
    },
    async stop() {
      stopping.abort();
      await starting;
      await polling;
    },
  };
}
export type TelegramBot = ReturnType<typeof telegramBot>;
