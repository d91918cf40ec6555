import { DEFAULT_LANGUAGE, type GuardedAction, type Language, mayDo, type NotificationEvent } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { Queryable } from "@/db/client";
import { reachesApp, scopeOf } from "@/lib/scope";
import { notificationTexts } from "./notifications.messages";
import { subscribersOf } from "./notifications.repo";
import { sendToChat } from "./send-to-chat";

/** Something that happened in an account that its users' connected chats may be told. */
export interface SubscriberNotice {
  accountId: string;
  /** The application it is about; null for the whole account. */
  appId: string | null;
  event: NotificationEvent;
  /** A sub-user is told only if they may do this (and reach the application); the main user always. */
  action?: GuardedAction;
  /** Left out: the person who did it (a payout's maker is not its reviewer). */
  exceptUserId?: string;
  text: (language: Language) => string;
  /** Where in the portal to look, from its root: `/billing/transactions?invoiceCode=…`. */
  path: string;
}

/**
 * Tells each active connection that wants the event, of users who may see it, in each user's
 * language: one message per chat per user. Like every notice, a failure is logged and never
 * the caller's: the payment or the upload has happened either way.
 */
export async function notifySubscribers(app: FastifyInstance, notice: SubscriberNotice, q: Queryable = app.db) {
  try {
    const link = `${app.config.PUBLIC_URL}${notice.path}`;
    for (const row of await subscribersOf(q, notice.accountId, notice.event)) {
      const { user } = row;
      if (user.id === notice.exceptUserId || row.chatId === null) continue;
      if (notice.appId) {
        if (row.applicationIds.length > 0 && !row.applicationIds.includes(notice.appId)) continue;
        if (
          !reachesApp(
            scopeOf({ accountId: notice.accountId, userType: user.userType, applicationIds: user.applicationIds }),
            notice.appId,
          )
        )
          continue;
      }
      if (notice.action && !mayDo({ userType: user.userType, privileges: user.permissions }, notice.action)) continue;
      const language = user.language ?? DEFAULT_LANGUAGE;
      const text = notice.text(language);
      await sendToChat(
        app,
        { type: row.subscriptionType, chatId: row.chatId },
        language,
        {
          text: `${text}\n${notificationTexts(language).openIt} ${link}`,
          whatsapp: { kind: "notice", params: [text, link] },
        },
        q,
      );
    }
  } catch (err) {
    app.log.error({ err, event: notice.event }, "notifications not sent");
  }
}
