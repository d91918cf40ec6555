import {
  DEFAULT_LANGUAGE,
  WEBHOOK_DISABLE_AFTER_FAILING_HOURS,
  WEBHOOK_RETRY_WINDOW_HOURS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMEOUT_SECONDS,
} from "@portal/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "@/db/client";
import { postJson, type PostOptions, type PostOutcome, reachOf } from "@/lib/outbound-http";
import type { Messaging } from "@/providers/messaging/messaging";
import {
  disableIfFailingSince,
  type DueDelivery,
  dueDeliveries,
  endpointAnswered,
  endpointFailed,
  type EndpointRow,
  failPendingDeliveries,
  leaseDeliveries,
  lockEndpointIfActive,
  recordTry,
} from "./webhook-deliveries.repo";
import { contactOfApp } from "@/modules/applications/applications.repo";
import { type SecretBox, signingSecrets } from "./webhook-secrets";
import { signWebhook } from "./webhook-signature";
import { endpointDisabledNotice } from "./webhooks.messages";

/** The job's name: run each minute, it sends what is due (retries) and takes up what a stopped server left. */
export const DELIVER_WEBHOOKS = "deliver-webhooks";
export const WEBHOOK_USER_AGENT = "MerchantPortal-Webhooks/1.0";

const HOUR_MS = 60 * 60_000;
/** A try holds its delivery this long, well beyond the receiver's 10 s: no other server sends it meanwhile. */
const LEASE_MS = 60_000;
/** Tried together, each within its own deadline, so a batch ends well inside its lease. */
const BATCH = 10;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * HOUR_MS;
const RETRY_WINDOW_MS = WEBHOOK_RETRY_WINDOW_HOURS * HOUR_MS;
const DISABLE_AFTER_MS = WEBHOOK_DISABLE_AFTER_FAILING_HOURS * HOUR_MS;

/** The wait after the n-th failed try: a minute, doubling, at most six hours (1, 2, 4 … 256 min, then 6 h). */
export const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);

/**
 * A try's outcome: the call's, or `unsigned` when the endpoint's secret cannot be read (sealed
 * under another APP_SECRET), which rolling the secret mends, so its deliveries keep their tries.
 */
type TryOutcome = PostOutcome | { kind: "unsigned"; message: string; durationMs: number };

/** What a delivery log shows of an answer: PostgreSQL text holds no NUL. */
const excerpt = (text: string) => text.replaceAll("\u0000", "");

export interface WebhookDeliveryDeps {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
  secrets: SecretBox;
  /** Loopback and private receivers allowed (and plain http): outside production only (WEBHOOK_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** How a receiver's host name becomes addresses; the system resolver unless a test answers. */
  resolve?: PostOptions["resolve"];
  /** Where the merchant is told an endpoint was disabled. */
  messaging: Messaging;
  /** Told each try's outcome, for the metrics. */
  count?: (outcome: "succeeded" | "retry" | "failed") => void;
}

/**
 * Sends webhook deliveries (docs/merchant-api.md "Webhooks"), apart from the change that
 * recorded them: a slow receiver never slows a payment. Due deliveries are claimed under
 * `FOR UPDATE SKIP LOCKED` and leased a minute (their `next_attempt_at` pushed ahead), then
 * sent with no transaction open, the stored payload byte for byte, signed with the endpoint's
 * secrets. A 2xx within 10 s delivers; anything else is written to the log and tried again a
 * minute later, doubling up to six hours, until 72 hours after the event, when it fails. A
 * call refused before connecting (the host resolves to a private or reserved address) fails
 * at once, its reason in the log: no retry would be allowed either. A server that dies mid-try leaves the delivery to be tried again once its lease lapses: at
 * least once, so receivers de-duplicate by the event id. An endpoint failing for 72 hours
 * is disabled, its waiting deliveries failed, and the merchant e-mailed.
 */
export function webhookDelivery(deps: WebhookDeliveryDeps) {
  const { db, clock, log } = deps;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  // Ends the tries in flight when the server stops: their deliveries stay leased and are tried again.
  const stopping = new AbortController();

  async function claim(limit: number, deliveryId?: string): Promise<DueDelivery[]> {
    return db.transaction(async (tx) => {
      const at = clock();
      const due = await dueDeliveries(tx, at, limit, deliveryId);
      if (due.length > 0) {
        await leaseDeliveries(
          tx,
          due.map((d) => d.delivery.id),
          new Date(at.getTime() + LEASE_MS),
        );
      }
      return due;
    });
  }

  function send(due: DueDelivery, at: Date): Promise<TryOutcome> {
    const { event, endpoint } = due;
    let secrets: string[];
    try {
      secrets = signingSecrets(deps.secrets, endpoint, at);
    } catch {
      // Sealed under another APP_SECRET: nothing can be signed until the merchant rolls the secret.
      return Promise.resolve({
        kind: "unsigned",
        message: "The signing secret cannot be read: roll the endpoint's secret.",
        durationMs: 0,
      });
    }
    const headers = {
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secrets, event.payload, at),
      "Portal-Event-Id": event.id,
      "Portal-Event-Type": event.type,
      "User-Agent": WEBHOOK_USER_AGENT,
    };
    return postJson(endpoint.url, event.payload, headers, {
      allowPrivate: deps.allowPrivate,
      resolve: deps.resolve,
      timeoutMs: WEBHOOK_TIMEOUT_SECONDS * 1000,
      signal: stopping.signal,
    });
  }

  /** One try of a claimed delivery and its record; a try cut short by the server stopping records nothing. */
  async function attempt(due: DueDelivery) {
    const { delivery, event, endpoint } = due;
    const at = clock();
    const outcome = await send(due, at).catch((err: unknown) => {
      if (stopping.signal.aborted) return null;
      throw err;
    });
    if (!outcome) return;
    const answered = outcome.kind === "response";
    const delivered = answered && outcome.status >= 200 && outcome.status < 300;
    const done = clock();
    const attempts = delivery.attempts + 1;
    const windowEnd = event.createdAt.getTime() + RETRY_WINDOW_MS;
    const { final, disabled } = await db.transaction(async (tx) => {
      // Write-backs of one endpoint queue here, so a disabling never misses a delivery being written back.
      const active = await lockEndpointIfActive(tx, endpoint.id);
      // The last try falls on the window's end; a try at or after it (a manual one too) is the last, as is any once the endpoint is
      // off, and one refused before connecting (the host now resolves inside): waiting would only call inside later.
      const final = !delivered && (done.getTime() >= windowEnd || !active || outcome.kind === "refused");
      await recordTry(tx, delivery.id, {
        status: delivered ? "succeeded" : final ? "failed" : "pending",
        attempts,
        lastAttemptAt: at,
        nextAttemptAt:
          delivered || final ? null : new Date(Math.min(done.getTime() + retryDelayMs(attempts), windowEnd)),
        responseStatus: answered ? outcome.status : null,
        durationMs: outcome.durationMs,
        error: answered ? null : outcome.message,
        responseBody: answered ? excerpt(outcome.bodyExcerpt) : null,
      });
      if (delivered) await endpointAnswered(tx, endpoint.id);
      if (delivered || !active) return { final, disabled: undefined };
      // Failing since this try began, unless already: a backlog after our own outage does not count against the receiver.
      await endpointFailed(tx, endpoint.id, at);
      const off = await disableIfFailingSince(tx, endpoint.id, new Date(done.getTime() - DISABLE_AFTER_MS), done);
      if (off)
        await failPendingDeliveries(
          tx,
          endpoint.id,
          `The endpoint was disabled after failing for ${WEBHOOK_DISABLE_AFTER_FAILING_HOURS} hours.`,
        );
      return { final, disabled: off };
    });
    deps.count?.(delivered ? "succeeded" : final ? "failed" : "retry");
    if (!delivered) {
      log.info(
        {
          webhookDeliveryId: delivery.id,
          eventId: event.id,
          endpointId: endpoint.id,
          attempts,
          final,
          status: answered ? outcome.status : outcome.kind,
        },
        "webhook not delivered",
      );
    }
    if (disabled) await tellDisabled(disabled);
  }

  /** The merchant hears of it by e-mail; a failure to tell is logged, the endpoint stays disabled either way. */
  async function tellDisabled(endpoint: EndpointRow) {
    try {
      const contact = await contactOfApp(db, endpoint.appId);
      if (!contact) return;
      const url = new URL(endpoint.url);
      const mail = endpointDisabledNotice(contact.language ?? DEFAULT_LANGUAGE, {
        appName: contact.appName,
        address: `${url.origin}${url.pathname}`,
        hours: WEBHOOK_DISABLE_AFTER_FAILING_HOURS,
      });
      await deps.messaging.send({ channel: "email", to: contact.mail || contact.email, ...mail });
      log.warn({ endpointId: endpoint.id, appId: endpoint.appId }, "webhook endpoint disabled after failing");
    } catch (err) {
      log.error({ err, endpointId: endpoint.id }, "webhook endpoint disabled, merchant not told");
    }
  }

  /** Sends every delivery due now; returns how many were tried. */
  async function deliverDue(): Promise<number> {
    let tried = 0;
    for (let due = await claim(BATCH); due.length > 0 && !closed; due = await claim(BATCH)) {
      await Promise.all(due.map(attempt));
      tried += due.length;
    }
    return tried;
  }

  /**
   * Tries one delivery now, if it is due and no other server holds it (a test event, a
   * redelivery from the portal): the caller answers with what became of it.
   */
  async function deliverNow(deliveryId: string): Promise<void> {
    const [due] = await claim(1, deliveryId);
    if (due) await attempt(due);
  }

  /** Starts sending in the background (once at a time; a kick meanwhile runs it again after). */
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
          log.error({ err }, "webhook delivery stopped; the minute's job takes it up");
        }
      } while (again && !closed);
    })().finally(() => (running = null));
  }

  async function close() {
    closed = true;
    stopping.abort();
    await running;
  }

  /**
   * Where a receiver's host leads, resolved as a delivery would resolve it: the portal refuses
   * an endpoint inside when it is made or changed, not only at its first delivery.
   */
  const reachOfHost = (hostname: string) => reachOf(hostname, deps.resolve, WEBHOOK_TIMEOUT_SECONDS * 1000);

  return { kick, deliverDue, deliverNow, close, reachOfHost };
}
export type WebhookDeliverer = ReturnType<typeof webhookDelivery>;
