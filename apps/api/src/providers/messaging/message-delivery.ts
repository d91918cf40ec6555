import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "@/db/client";
import type { MessageChannel } from "@portal/contracts";
import { outboxMessages } from "@/db/schema";
import { type ChannelSender, DeliveryRefused } from "@/providers/messaging/channel-sender";

/** The job's name: run each minute, it takes up what a stopped server left queued. */
export const DELIVER_MESSAGES = "deliver-messages";

/** Tries before a message is given up: with the default waits, over about half a minute. */
export const MAX_ATTEMPTS = 5;
/** A try holds its message this long, so another server does not try it at the same time. */
const HOLD_MS = 60_000;
const BATCH = 20;

type Row = typeof outboxMessages.$inferSelect;
export type ChannelSenders = Partial<Record<MessageChannel, ChannelSender>>;

/** "+994501234567" → "+994*******67", "leyla@example.az" → "l***@example.az": enough for a log line. */
export const maskRecipient = (to: string) =>
  to.includes("@")
    ? `${to[0]}***${to.slice(to.indexOf("@"))}`
    : `${to.slice(0, 4)}${"*".repeat(Math.max(0, to.length - 6))}${to.slice(-2)}`;

/**
 * Hands queued messages to their providers, apart from the request that wrote them: a slow
 * or failing provider never slows or fails a sign-in, a payment or an upload. Each message
 * is claimed under `FOR UPDATE SKIP LOCKED` and held a minute, so several servers never send
 * one twice at once; a failed try waits `retryBaseMs` (2 s), then twice as long each time, and after the fifth, or at once when
 * the provider refuses it for good, the message is `failed` with the provider's answer. A
 * server that dies mid-try leaves the message to be tried again once its hold lapses
 * (at least once). Sent messages of a real provider lose their text and attachment.
 */
export function messageDelivery(
  deps: {
    db: Db;
    clock: () => Date;
    log: FastifyBaseLogger;
    retryBaseMs: number;
    /** Told each try's outcome, for the metrics. */
    count?: (channel: Row["channel"], outcome: "sent" | "retry" | "failed") => void;
  },
  senders: ChannelSenders,
) {
  const { db, clock, log } = deps;
  const backoffMs = (attempts: number) => deps.retryBaseMs * 2 ** (attempts - 1);
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const timers = new Set<NodeJS.Timeout>();

  async function claim(): Promise<Row[]> {
    return db.transaction(async (tx) => {
      const at = clock();
      const due = await tx
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.status, "queued"),
            or(isNull(outboxMessages.nextAttemptAt), lte(outboxMessages.nextAttemptAt, at)),
          ),
        )
        .orderBy(asc(outboxMessages.createdAt))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      if (due.length > 0) {
        await tx
          .update(outboxMessages)
          .set({ nextAttemptAt: new Date(at.getTime() + HOLD_MS) })
          .where(
            inArray(
              outboxMessages.id,
              due.map((m) => m.id),
            ),
          );
      }
      return due;
    });
  }

  async function deliver(row: Row) {
    const sender = senders[row.channel];
    const attempts = row.attempts + 1;
    const at = clock();
    try {
      if (!sender) throw new DeliveryRefused(`no ${row.channel} provider is configured`);
      const attachment =
        row.attachment && row.attachmentName
          ? {
              name: row.attachmentName,
              contentType: row.attachmentType ?? "application/octet-stream",
              content: row.attachment,
            }
          : undefined;
      await sender.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        attachment,
        template: row.template ?? undefined,
      });
      await db
        .update(outboxMessages)
        .set({
          status: "sent",
          attempts,
          sentAt: at,
          nextAttemptAt: null,
          lastError: null,
          text: "",
          attachment: null,
          template: null,
        })
        .where(eq(outboxMessages.id, row.id));
      deps.count?.(row.channel, "sent");
    } catch (err) {
      const final = err instanceof DeliveryRefused || attempts >= MAX_ATTEMPTS;
      // Providers often name the recipient in their answer ("The 'To' number +994… is not valid"): kept and logged masked.
      const lastError = (err instanceof Error ? err.message : String(err))
        .replaceAll(row.recipient, maskRecipient(row.recipient))
        .slice(0, 500);
      await db
        .update(outboxMessages)
        .set({
          status: final ? "failed" : "queued",
          attempts,
          lastError,
          nextAttemptAt: final ? null : new Date(at.getTime() + backoffMs(attempts)),
        })
        .where(eq(outboxMessages.id, row.id));
      deps.count?.(row.channel, final ? "failed" : "retry");
      log.warn(
        {
          messageId: row.id,
          channel: row.channel,
          provider: row.provider,
          to: maskRecipient(row.recipient),
          attempts,
          final,
          error: lastError,
        },
        "message not delivered",
      );
      if (!final) later(backoffMs(attempts));
    }
  }

  /** Delivers every message due now; returns how many were tried. */
  async function deliverDue(): Promise<number> {
    let tried = 0;
    for (let due = await claim(); due.length > 0 && !closed; due = await claim()) {
      for (const row of due) await deliver(row);
      tried += due.length;
    }
    return tried;
  }

  /** Starts delivering in the background (once at a time; a kick meanwhile runs it again after). */
  function kick() {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDue();
        } catch (err) {
          log.error({ err }, "message delivery stopped; the minute's job takes it up");
        }
      } while (again && !closed);
    })().finally(() => (running = null));
  }

  function later(ms: number) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      kick();
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  async function close() {
    closed = true;
    for (const timer of timers) clearTimeout(timer);
    await running;
    for (const sender of Object.values(senders)) sender.close();
  }

  return { kick, deliverDue, close };
}
export type MessageDelivery = ReturnType<typeof messageDelivery>;
