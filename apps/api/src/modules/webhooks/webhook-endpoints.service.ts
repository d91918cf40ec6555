import net from "node:net";
import {
  type CreateWebhookEndpointRequest,
  messages,
  PAGE_SIZE,
  type UpdateWebhookEndpointRequest,
  WEBHOOK_ENDPOINTS_PER_APPLICATION,
  WEBHOOK_MANUAL_SENDS,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookDeliveryPage,
  type WebhookDeliveryQuery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  pageFrom,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import type { Queryable } from "@/db/client";
import { AppError } from "@/lib/app-error";
import { isPublicAddress } from "@/lib/public-address";
import type { Scope } from "@/lib/scope";
import { findApplication } from "@/modules/applications/applications.repo";
import {
  deliveryOf,
  type EndpointRow,
  failPendingDeliveries,
  findDelivery,
  listDeliveries,
  queueAgain,
} from "./webhook-deliveries.repo";
import {
  countEndpoints,
  deleteEndpoint,
  endpointsOfApp,
  findEndpoint,
  insertEndpoint,
  lockApplication,
  updateEndpoint,
} from "./webhook-endpoints.repo";
import { recordWebhookEvent } from "./webhook-events";
import { toWebhookDelivery, toWebhookDeliveryDetail, toWebhookEndpoint } from "./webhook.mappers";
import { newSigningSecret, webhookSecretBox } from "./webhook-secrets";

type CreateRequest = z.output<typeof CreateWebhookEndpointRequest>;
type UpdateRequest = z.output<typeof UpdateWebhookEndpointRequest>;

/** What an application in one of these states may have: not a disabled one, whose records no longer change. */
const CONFIGURABLE = new Set(["draft", "inReview", "live"]);

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const urlRefused = (issue: string): never => {
  throw new AppError("VALIDATION_ERROR", "This address cannot receive webhooks.", { fields: { url: issue } });
};
const urlNotPublic = (): never => {
  throw new AppError("WEBHOOK_URL_NOT_PUBLIC", "The URL's host is, or resolves to, a private or reserved address.", {
    fields: { url: messages.webhookUrlPrivate },
  });
};

/**
 * The URL as kept: a host's trailing dots (`localhost.`, the DNS root spelt out) dropped, so
 * it is judged, resolved and shown by its plain name.
 */
function withPlainHost(url: string): string {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/\.+$/, "");
  if (host === parsed.hostname) return url;
  if (host === "") urlRefused(messages.webhookUrl);
  parsed.hostname = host;
  return parsed.href;
}

/**
 * An application's webhook endpoints as the portal manages them (docs/merchant-api.md
 * "Webhooks"): within the caller's scope, so another account's endpoint or delivery, or one of
 * an application a sub-user was not given, does not exist. The signing secret is answered
 * when it is made (the endpoint's creation, a roll) and never again.
 */
export function webhookEndpointsService(app: FastifyInstance) {
  const { db, clock, config, rateLimits } = app;
  const box = webhookSecretBox(config.APP_SECRET);

  /**
   * The URL to keep, its host plain. Production sends only over TLS and never inside: a URL
   * naming a private or reserved IP, or this machine, or a name resolving to any such address,
   * is refused now (422); a name that does not resolve yet is taken. Every delivery resolves
   * it again (lib/outbound-http.ts), so a name moved inside later fails its delivery at once.
   */
  async function acceptedUrl(url: string): Promise<string> {
    const plain = withPlainHost(url);
    if (config.WEBHOOK_ALLOW_PRIVATE) return plain;
    const parsed = new URL(plain);
    if (parsed.protocol !== "https:") urlRefused(messages.webhookUrlHttps);
    const host = parsed.hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
    if (host === "localhost" || host.endsWith(".localhost")) urlNotPublic();
    if (net.isIP(host) !== 0 ? !isPublicAddress(host) : (await app.webhookDelivery.reachOfHost(host)) === "private")
      urlNotPublic();
    return plain;
  }

  /**
   * Test events and redeliveries go out at once, to an address the merchant chose: counted per
   * endpoint a minute and per account an hour (WEBHOOK_MANUAL_SENDS), so the portal is no tool to flood a server.
   */
  async function withinManualSendLimits(endpoint: Pick<EndpointRow, "id" | "accountId">) {
    for (const [key, limit, windowMs] of [
      [`webhook-manual:endpoint:${endpoint.id}`, WEBHOOK_MANUAL_SENDS.perEndpointPerMinute, MINUTE_MS],
      [`webhook-manual:account:${endpoint.accountId}`, WEBHOOK_MANUAL_SENDS.perAccountPerHour, HOUR_MS],
    ] as const) {
      const { count, resetInMs } = await rateLimits.hit(key, windowMs);
      if (count > limit) {
        throw new AppError("RATE_LIMITED", "Too many test events and redeliveries. Try again later.", {
          retryAfter: Math.ceil(resetInMs / 1000),
        });
      }
    }
  }

  async function mine(q: Queryable, scope: Scope, endpointId: string, lock = false): Promise<EndpointRow> {
    const row = await findEndpoint(q, scope, endpointId, lock);
    if (!row) throw new AppError("NOT_FOUND", "No such webhook endpoint.");
    return row;
  }

  async function list(scope: Scope, appId: string): Promise<WebhookEndpoint[]> {
    if (!(await findApplication(db, scope, appId))) throw new AppError("NOT_FOUND", "No such application.");
    const now = clock();
    return (await endpointsOfApp(db, appId)).map((row) => toWebhookEndpoint(row, now));
  }

  async function create(scope: Scope, appId: string, request: CreateRequest): Promise<WebhookEndpointWithSecret> {
    const url = await acceptedUrl(request.url);
    const now = clock();
    const signingSecret = newSigningSecret();
    const row = await db.transaction(async (tx) => {
      const application = (await findApplication(tx, scope, appId))?.app;
      if (!application) throw new AppError("NOT_FOUND", "No such application.");
      if (!CONFIGURABLE.has(application.status))
        throw new AppError("INVALID_STATE", "A disabled application takes no webhook endpoints.");
      // Two requests at once cannot both take the last place: the application's row is the queue.
      await lockApplication(tx, appId);
      if ((await countEndpoints(tx, appId)) >= WEBHOOK_ENDPOINTS_PER_APPLICATION) {
        throw new AppError(
          "INVALID_STATE",
          `An application has at most ${WEBHOOK_ENDPOINTS_PER_APPLICATION} webhook endpoints.`,
        );
      }
      return insertEndpoint(tx, {
        accountId: application.accountId,
        appId,
        url,
        description: request.description,
        events: request.events,
        secretCiphertext: box.seal(signingSecret),
        createdAt: now,
        updatedAt: now,
      });
    });
    return { endpoint: toWebhookEndpoint(row, now), signingSecret };
  }

  /**
   * Changes what is sent where. Turning an endpoint off fails what waits for it (redeliver
   * those wanted later); turning it on again starts it afresh, its failing clock cleared.
   */
  async function update(scope: Scope, endpointId: string, request: UpdateRequest): Promise<WebhookEndpoint> {
    const url = request.url === undefined ? undefined : await acceptedUrl(request.url);
    const now = clock();
    const row = await db.transaction(async (tx) => {
      const endpoint = await mine(tx, scope, endpointId, true);
      const set: Partial<EndpointRow> = {
        url,
        description: request.description,
        events: request.events,
        updatedAt: now,
      };
      if (request.status === "disabled" && endpoint.status === "active") {
        Object.assign(set, { status: "disabled", disabledReason: "merchant" });
        await failPendingDeliveries(tx, endpointId, "The endpoint was disabled.");
      }
      if (request.status === "active" && endpoint.status === "disabled")
        Object.assign(set, { status: "active", disabledReason: null, failingSince: null });
      return updateEndpoint(tx, endpointId, set);
    });
    return toWebhookEndpoint(row, now);
  }

  async function remove(scope: Scope, endpointId: string) {
    await db.transaction(async (tx) => {
      await mine(tx, scope, endpointId, true);
      await deleteEndpoint(tx, endpointId);
    });
  }

  /** A new secret signs from now on; the one it replaces signs beside it for 24 hours, so the receiver can switch. */
  async function rollSecret(scope: Scope, endpointId: string): Promise<WebhookEndpointWithSecret> {
    const now = clock();
    const signingSecret = newSigningSecret();
    const row = await db.transaction(async (tx) => {
      const endpoint = await mine(tx, scope, endpointId, true);
      return updateEndpoint(tx, endpointId, {
        secretCiphertext: box.seal(signingSecret),
        previousSecretCiphertext: endpoint.secretCiphertext,
        previousSecretExpiresAt: new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_HOURS * 60 * 60_000),
        updatedAt: now,
      });
    });
    return { endpoint: toWebhookEndpoint(row, now), signingSecret };
  }

  async function deliveries(
    scope: Scope,
    endpointId: string,
    query: z.output<typeof WebhookDeliveryQuery>,
  ): Promise<WebhookDeliveryPage> {
    await mine(db, scope, endpointId);
    const { rows, total } = await listDeliveries(db, endpointId, query.status, query.page, PAGE_SIZE);
    return pageFrom(rows.map(toWebhookDelivery), query.page, PAGE_SIZE, total);
  }

  async function delivery(scope: Scope, deliveryId: string): Promise<WebhookDeliveryDetail> {
    const row = await findDelivery(db, scope, deliveryId);
    if (!row) throw new AppError("NOT_FOUND", "No such webhook delivery.");
    return toWebhookDeliveryDetail(row);
  }

  /** Tries the event's one delivery to its endpoint now, and answers with what became of it. */
  async function tryNow(eventId: string, endpointId: string): Promise<WebhookDelivery> {
    const queued = (await deliveryOf(db, eventId, endpointId))!;
    await app.webhookDelivery.deliverNow(queued.delivery.id);
    return toWebhookDelivery((await deliveryOf(db, eventId, endpointId))!);
  }

  /**
   * The same event (same id, same body) once more, now, even after the retry window: what a
   * merchant does once their receiver is fixed. A delivery still pending has its tries ahead.
   */
  async function redeliver(scope: Scope, deliveryId: string): Promise<WebhookDelivery> {
    const found = await findDelivery(db, scope, deliveryId);
    if (!found) throw new AppError("NOT_FOUND", "No such webhook delivery.");
    if (found.endpointStatus !== "active")
      throw new AppError("INVALID_STATE", "The endpoint is disabled: turn it on first.");
    if (found.delivery.status === "pending") throw new AppError("INVALID_STATE", "This delivery is still being tried.");
    await withinManualSendLimits({ id: found.delivery.endpointId, accountId: found.accountId });
    if (!(await queueAgain(db, deliveryId, clock())))
      throw new AppError("INVALID_STATE", "This delivery is still being tried.");
    return tryNow(found.event.id, found.delivery.endpointId);
  }

  /** A `webhook.test` event to this endpoint alone, whatever it listens to, sent at once. */
  async function sendTest(scope: Scope, endpointId: string): Promise<WebhookDelivery> {
    const endpoint = await mine(db, scope, endpointId);
    if (endpoint.status !== "active")
      throw new AppError("INVALID_STATE", "The endpoint is disabled: turn it on first.");
    await withinManualSendLimits(endpoint);
    const { eventId } = await db.transaction((tx) =>
      recordWebhookEvent(tx, {
        accountId: endpoint.accountId,
        appId: endpoint.appId,
        type: WEBHOOK_TEST_EVENT,
        at: clock(),
        onlyEndpointId: endpoint.id,
        data: {
          object: "test",
          message: "A test event from the merchant portal: your endpoint receives and verifies webhooks.",
          endpointId: endpoint.id,
        },
      }),
    );
    return tryNow(eventId, endpoint.id);
  }

  return { list, create, update, remove, rollSecret, deliveries, delivery, redeliver, sendTest };
}
