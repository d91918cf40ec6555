import { WEBHOOK_SIGNATURE_HEADER } from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { endpointsWithPath } from "@/modules/webhooks/webhook-endpoints.repo";
import { signingSecrets, webhookSecretBox } from "@/modules/webhooks/webhook-secrets";
import { verifyWebhook } from "@/modules/webhooks/webhook-signature";
import { sandboxCsp } from "./outbox-page";
import { insertReceipt, newestReceipts, pruneReceipts } from "./webhook-receipts.repo";
import { renderWebhooksPage } from "./webhooks-page";

/** Where the receiver listens, under the sandbox's prefix; an endpoint whose URL has this path points at it. */
const RECEIVER_PATH = "/sandbox/webhooks";
const KEPT = 500;
const SHOWN = 50;
/** An event is a few KiB; the receiver takes no more than this. */
const BODY_LIMIT = 256 * 1024;
/** The headers of a delivery worth showing beside its signature. */
const KEPT_HEADERS = ["portal-event-id", "portal-event-type", "user-agent", "content-type"];

/**
 * The sandbox's webhook receiver (outside production only, like every sandbox page): a test
 * endpoint for whoever has no server of their own yet. It keeps what it is sent and checks the
 * signature with the secrets of the endpoints pointing here, as a merchant's receiver would.
 */
export const webhookSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const box = webhookSecretBox(app.config.APP_SECRET);

  // The signature covers the body's bytes as sent: here it is kept as text, never parsed (this plugin only).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: BODY_LIMIT }, (_req, body, done) => done(null, body));

  /** The secrets of every endpoint whose address is this receiver, whatever host it names it by. */
  async function receiverSecrets(now: Date): Promise<string[]> {
    const endpoints = await endpointsWithPath(app.db, RECEIVER_PATH);
    return endpoints.flatMap((endpoint) => {
      try {
        return new URL(endpoint.url).pathname === RECEIVER_PATH ? signingSecrets(box, endpoint, now) : [];
      } catch {
        // Sealed under another APP_SECRET: it cannot sign anything this server sends.
        return [];
      }
    });
  }

  app.post("/webhooks", {
    schema: {
      operationId: "sandboxReceiveWebhook",
      tags: ["sandbox"],
      summary: "Receive a webhook delivery as a merchant's endpoint would: kept, its signature checked, answered 200",
      response: { 200: z.object({ received: z.literal(true), verified: z.boolean() }) },
    },
    handler: async (req) => {
      const now = app.clock();
      const body = typeof req.body === "string" ? req.body : "";
      const signature = req.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()];
      const header = typeof signature === "string" ? signature : undefined;
      const verified = verifyWebhook(header, body, await receiverSecrets(now), now);
      const headers = Object.fromEntries(
        KEPT_HEADERS.flatMap((name) => (typeof req.headers[name] === "string" ? [[name, req.headers[name]]] : [])),
      );
      await insertReceipt(app.db, { receivedAt: now, signature: header ?? null, body, verified, headers });
      await pruneReceipts(app.db, KEPT);
      return { received: true as const, verified };
    },
  });

  app.get("/webhooks", {
    schema: {
      operationId: "sandboxShowWebhooksPage",
      tags: ["sandbox"],
      summary: "What the sandbox webhook receiver was sent, newest first, as a page",
    },
    handler: async (_req, reply) => {
      const receipts = (await newestReceipts(app.db, SHOWN)).map((r) => ({
        receivedAt: r.receivedAt.toISOString(),
        eventType: r.headers["portal-event-type"] ?? "",
        eventId: r.headers["portal-event-id"] ?? "",
        verified: r.verified,
        body: r.body,
      }));
      return reply
        .type("text/html; charset=utf-8")
        .header("content-security-policy", sandboxCsp())
        .send(renderWebhooksPage(receipts, `${app.config.PUBLIC_URL}${RECEIVER_PATH}`));
    },
  });
};
