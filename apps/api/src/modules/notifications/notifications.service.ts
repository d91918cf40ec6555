import {
  type ConfirmSubscriptionRequest,
  type Language,
  messages,
  OTP_TTL_SECONDS,
  SUBSCRIPTION_LINK_MINUTES,
  type SubscribeRequest,
  type Subscription,
  type SubscriptionList,
  type SubscriptionPreferences,
  type SubscriptionType,
  subscriptionTypes,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { applicationIdsOfAccount } from "@/modules/applications/applications.repo";
import { AppError } from "@/lib/app-error";
import { newToken, sha256 } from "@/lib/crypto";
import { reachesApp } from "@/lib/scope";
import type { AuthContext } from "@/plugins/auth";
import { maskRecipient } from "@/providers/messaging/message-delivery";
import type { ChatText } from "@/providers/telegram/telegram-bot";
import { otpService } from "@/modules/otp/otp.service";
import { notificationTexts, languageOfChat } from "./notifications.messages";
import {
  activate,
  chatLanguage,
  findSubscription,
  lastDelivery,
  pendingByLinkToken,
  removeChat,
  removeSubscription,
  savePreferences,
  startPending,
  type SubscriptionRow,
  peopleOf,
  userSubscriptions,
} from "./notifications.repo";
import { insertAuditEvent } from "@/modules/audit/audit.repo";
import type { Queryable } from "@/db/client";
import { sendToChat } from "./send-to-chat";

const HOUR_MS = 60 * 60_000;
/** Connections (each may send a code to a chat) a user may start in an hour. */
const CONNECTS_PER_HOUR = 10;
/** Test messages a user may send in a minute. */
const TESTS_PER_MINUTE = 3;
/** What a caller is told to wait while the bot has not reached Telegram yet (it tries again every few seconds). */
export const TELEGRAM_NOT_READY_RETRY_SECONDS = 10;

/** The answer while the bot has not reached Telegram: at once, never a request left waiting on it. */
export const telegramNotReady = () =>
  new AppError("UNAVAILABLE", "Telegram cannot be reached right now. Try again in a few seconds.", {
    retryAfter: TELEGRAM_NOT_READY_RETRY_SECONDS,
  });

/**
 * Payment notifications on Telegram and WhatsApp (SPEC §3 Notification connection): each user
 * connects their own chats. Telegram connects by a one-time link to the bot (its token kept
 * hashed, good for 15 minutes, used once) or by a typed id and a code the bot sends there;
 * WhatsApp by a code sent to the number as a template message. What the chats then receive
 * is `notify-subscribers.ts`.
 */
export function notificationsService(app: FastifyInstance) {
  const { db, clock, rateLimits } = app;
  const otp = otpService(app);
  const languageOf = (auth: AuthContext, fallback: Language) => auth.user.language ?? fallback;
  const codeTarget = (userId: string, type: SubscriptionType, chatId: string) => `${userId}:${type}:${chatId}`;
  /** In live mode a messenger is offered only when configured: its messages would otherwise go nowhere. */
  const offered = (type: SubscriptionType) =>
    app.config.sandbox || Boolean(type === "telegram" ? app.config.TELEGRAM_BOT_TOKEN : app.config.WHATSAPP_TOKEN);

  /** A chat connected or disconnected from the chat itself: the audit trail names its user, as a call from Settings would. */
  async function audit(
    q: Queryable,
    userIds: string[],
    action: "user.notificationsConnected" | "user.notificationsDisconnected",
  ) {
    for (const person of await peopleOf(q, userIds)) {
      await insertAuditEvent(q, {
        accountId: person.accountId,
        actorId: person.id,
        actorName: person.fullName,
        action,
        targetType: "user",
        targetId: person.id,
        outcome: "succeeded",
        at: clock(),
      });
    }
  }

  async function view(row: SubscriptionRow, connectUrl: string | null = null): Promise<Subscription> {
    const delivery = row.chatId ? await lastDelivery(db, row.subscriptionType, row.chatId) : undefined;
    const address =
      row.chatId === null
        ? null
        : row.subscriptionType === "whatsapp"
          ? maskRecipient(row.chatId)
          : (row.chatName ?? `Telegram ${maskRecipient(row.chatId)}`);
    return {
      subscriptionType: row.subscriptionType,
      status: row.status,
      address,
      awaitingCode: row.status === "pending" && row.linkTokenHash === null && row.chatId !== null,
      connectUrl,
      expiresAt: row.status === "pending" && row.expiresAt ? row.expiresAt.toISOString() : null,
      events: row.events,
      applicationIds: row.applicationIds,
      connectedAt: row.connectedAt?.toISOString() ?? null,
      lastDelivery: delivery
        ? {
            status: delivery.status,
            at: (delivery.sentAt ?? delivery.createdAt).toISOString(),
            error: delivery.lastError,
          }
        : null,
    };
  }

  /** The bot's @name; null without a bot (the sandbox plays it); 503 while it has not reached Telegram. */
  function botUsername(): string | null {
    if (!app.telegramBot) return null;
    const username = app.telegramBot.username();
    if (username === null) throw telegramNotReady();
    return `@${username}`;
  }

  async function list(auth: AuthContext): Promise<SubscriptionList> {
    const rows = await userSubscriptions(db, auth.user.id);
    return {
      content: await Promise.all(rows.map((row) => view(row))),
      // Not ready yet (Telegram unreachable): listed as without a bot rather than refused; connecting by link says 503.
      telegramBot: app.telegramBot?.ready() ? botUsername() : null,
      whatsappLive: Boolean(app.config.WHATSAPP_TOKEN),
      offered: subscriptionTypes.filter(offered),
    };
  }

  async function subscribe(
    auth: AuthContext,
    body: SubscribeRequest,
    origin: string,
    requestLanguage: Language,
  ): Promise<Subscription> {
    const type = body.subscriptionType;
    if (!offered(type))
      throw new AppError(
        "INVALID_STATE",
        `${type === "telegram" ? "Telegram" : "WhatsApp"} notices are not offered here.`,
      );
    const byLink = type === "telegram" && !body.telegramId;
    // Before counting: a wait for Telegram costs the user none of their attempts.
    const bot = byLink ? botUsername() : null;
    const { count } = await rateLimits.hit(`notifications:connect:${auth.user.id}`, HOUR_MS);
    if (count > CONNECTS_PER_HOUR)
      throw new AppError("RATE_LIMITED", "Too many connection attempts. Try again in an hour.", { retryAfter: 3600 });
    const base = { userId: auth.user.id, accountId: auth.user.accountId, subscriptionType: type };

    if (byLink) {
      const token = newToken();
      const expiresAt = new Date(clock().getTime() + SUBSCRIPTION_LINK_MINUTES * 60_000);
      const row = await startPending(db, {
        ...base,
        chatId: null,
        chatName: null,
        linkTokenHash: sha256(token),
        expiresAt,
      });
      const connectUrl = bot
        ? `https://t.me/${bot.slice(1)}?start=${token}`
        : `${origin}/sandbox/telegram?start=${token}`;
      return view(row, connectUrl);
    }

    const chatId = type === "telegram" ? body.telegramId! : (body.whatsappId ?? auth.user.mobilePhone);
    const { code } = await otp.issueCode({
      purpose: "notifications",
      target: codeTarget(auth.user.id, type, chatId),
      userId: auth.user.id,
      whenTooSoon: "reuse",
    });
    const row = await startPending(db, {
      ...base,
      chatId,
      chatName: type === "whatsapp" ? chatId : null,
      linkTokenHash: null,
      expiresAt: new Date(clock().getTime() + OTP_TTL_SECONDS * 1000),
    });
    if (code) {
      const language = languageOf(auth, requestLanguage);
      await sendToChat(app, { type, chatId }, language, {
        text: notificationTexts(language).code(code),
        whatsapp: { kind: "code", params: [code] },
      });
    }
    return view(row);
  }

  async function confirm(
    auth: AuthContext,
    body: ConfirmSubscriptionRequest,
    requestLanguage: Language,
  ): Promise<Subscription> {
    const row = await findSubscription(db, auth.user.id, body.subscriptionType);
    if (!row || row.status !== "pending" || row.chatId === null || row.linkTokenHash !== null) {
      throw new AppError("INVALID_STATE", "No code is waiting for this connection. Connect again to get one.");
    }
    const chat = { chatId: row.chatId, chatName: row.chatName };
    const language = languageOf(auth, requestLanguage);
    const active = await otp.verify(
      {
        purpose: "notifications",
        target: codeTarget(auth.user.id, row.subscriptionType, row.chatId),
        code: body.code,
        lang: language,
      },
      (tx) => activate(tx, row.id, chat, clock()),
    );
    await sendToChat(app, { type: active.subscriptionType, chatId: row.chatId }, language, {
      text: notificationTexts(language).connected,
      whatsapp: null,
    });
    return view(active);
  }

  async function preferences(auth: AuthContext, body: SubscriptionPreferences): Promise<Subscription> {
    const ids = [...new Set(body.applicationIds)];
    if (ids.length > 0) {
      const known = await applicationIdsOfAccount(db, auth.user.accountId, ids);
      if (known.length !== ids.length || ids.some((id) => !reachesApp(auth.scope, id))) {
        throw new AppError("VALIDATION_ERROR", "Choose among your own applications.", {
          fields: { applicationIds: messages.invalid },
        });
      }
    }
    const row = await savePreferences(db, auth.user.id, body.subscriptionType, [...new Set(body.events)], ids);
    if (!row) throw new AppError("NOT_FOUND", "This messenger is not connected.");
    return view(row);
  }

  async function test(auth: AuthContext, type: SubscriptionType, requestLanguage: Language) {
    const row = await findSubscription(db, auth.user.id, type);
    if (!row || row.status !== "active" || row.chatId === null)
      throw new AppError("INVALID_STATE", "Connect this messenger before sending a test message.");
    const { count } = await rateLimits.hit(`notifications:test:${auth.user.id}`, 60_000);
    if (count > TESTS_PER_MINUTE)
      throw new AppError("RATE_LIMITED", "Wait a minute before sending another test message.", { retryAfter: 60 });
    const language = languageOf(auth, requestLanguage);
    const texts = notificationTexts(language);
    await sendToChat(app, { type, chatId: row.chatId }, language, {
      text: texts.test,
      whatsapp: { kind: "notice", params: [texts.test, app.config.PUBLIC_URL] },
    });
    return { ok: true as const };
  }

  async function remove(auth: AuthContext, type: SubscriptionType, requestLanguage: Language) {
    const row = await findSubscription(db, auth.user.id, type);
    if (!row || !(await removeSubscription(db, auth.user.id, type)))
      throw new AppError("NOT_FOUND", "This messenger is not connected.");
    // The chat learns why the messages stopped (WhatsApp only takes templates from us: it is not told).
    if (row.status === "active" && row.chatId && type === "telegram") {
      const language = languageOf(auth, requestLanguage);
      await sendToChat(app, { type, chatId: row.chatId }, language, {
        text: notificationTexts(language).stopped,
        whatsapp: null,
      });
    }
    return { ok: true as const };
  }

  /** What someone wrote to the bot: `/start <token>` connects, `/stop` disconnects, anything else gets the help. */
  async function onTelegramText(message: ChatText) {
    const chat = { type: "telegram" as const, chatId: message.chatId };
    const [command, payload] = message.text.trim().split(/\s+/, 2);
    const reply = async (language: Language, text: (t: ReturnType<typeof notificationTexts>) => string) =>
      sendToChat(app, chat, language, { text: text(notificationTexts(language)), whatsapp: null });
    const chatLanguageNow = async () =>
      (await chatLanguage(db, "telegram", message.chatId))?.language ?? languageOfChat(message.languageCode);

    if (command === "/start" && payload) {
      const bound = await db.transaction(async (tx) => {
        const pending = await pendingByLinkToken(tx, sha256(payload), clock());
        if (!pending) return null;
        await activate(tx, pending.subscription.id, { chatId: message.chatId, chatName: message.chatName }, clock());
        await audit(tx, [pending.subscription.userId], "user.notificationsConnected");
        return pending;
      });
      if (!bound) return reply(languageOfChat(message.languageCode), (t) => t.linkInvalid);
      return reply(bound.language ?? languageOfChat(message.languageCode), (t) => t.connected);
    }
    if (command === "/stop") {
      const language = await chatLanguageNow();
      const removed = await removeChat(db, "telegram", message.chatId);
      await audit(
        db,
        removed.map((r) => r.userId),
        "user.notificationsDisconnected",
      );
      return reply(language, (t) => (removed.length > 0 ? t.stopped : t.notConnected));
    }
    return reply(await chatLanguageNow(), (t) => t.help);
  }

  /** A WhatsApp text to the business number: STOP (in any of the three languages) disconnects the number. */
  async function onWhatsAppText(from: string, text: string) {
    if (!/^\/?(stop|dayan|стоп)$/i.test(text.trim())) return;
    const removed = await removeChat(db, "whatsapp", from);
    await audit(
      db,
      removed.map((r) => r.userId),
      "user.notificationsDisconnected",
    );
    app.log.info({ to: maskRecipient(from), connections: removed.length }, "whatsapp number disconnected by its owner");
  }

  return { list, subscribe, confirm, preferences, test, remove, onTelegramText, onWhatsAppText };
}
