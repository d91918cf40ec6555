import {
  ApiError,
  WEBHOOK_MANUAL_SENDS,
  AppIdParam,
  CreateWebhookEndpointRequest,
  UpdateWebhookEndpointRequest,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookDeliveryPage,
  WebhookDeliveryParams,
  WebhookDeliveryQuery,
  WebhookEndpoint,
  WebhookEndpointParams,
  WebhookEndpointWithSecret,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { authOf } from "@/plugins/auth";
import { requireAction } from "@/plugins/permissions";
import { webhookEndpointsService } from "./webhook-endpoints.service";

const errors = { "4xx": ApiError };
const tags = ["webhooks"];
const security = [{ bearer: [] }];
const manualLimits =
  `At most ${WEBHOOK_MANUAL_SENDS.perEndpointPerMinute} test events and redeliveries together per endpoint a minute, and ` +
  `${WEBHOOK_MANUAL_SENDS.perAccountPerHour} per account an hour: beyond, 429 RATE_LIMITED with \`retryAfter\` (seconds) and \`Retry-After\`.`;

/**
 * The configure-application screen's "Webhooks" (docs/merchant-api.md "Webhooks"): endpoints,
 * their signing secrets, the delivery log, redelivery and test events. Setting where an
 * application's events go is configuring it (`configureApplication`).
 */
export const webhookEndpointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const endpoints = webhookEndpointsService(app);
  const mayConfigure = [app.authenticate, requireAction("configureApplication")];
  const scopeOf = (req: Parameters<typeof authOf>[0]) => authOf(req).scope;

  app.get("/apps/:appId/webhooks", {
    schema: {
      tags,
      operationId: "listWebhookEndpoints",
      security,
      summary: "The application's webhook endpoints, oldest first, without their secrets",
      params: AppIdParam,
      response: { 200: z.array(WebhookEndpoint), ...errors },
    },
    preHandler: mayConfigure,
    handler: (req) => endpoints.list(scopeOf(req), req.params.appId),
  });

  app.post("/apps/:appId/webhooks", {
    schema: {
      tags,
      operationId: "createWebhookEndpoint",
      security,
      summary: "Add a webhook endpoint: its signing secret is in this answer and never shown again",
      description:
        "At most 10 an application (409 INVALID_STATE past that, or for a disabled application); 404 for an application not the caller's. " +
        "A trailing dot of the host is dropped (`localhost.` is `localhost`). In production the URL must be https (400, fields.url = " +
        "validation.webhookUrlHttps), and its host may not be, nor resolve to, a private or reserved address (422 WEBHOOK_URL_NOT_PUBLIC, " +
        "fields.url = validation.webhookUrlPrivate); every delivery resolves it again, and one refused so fails at once.",
      params: AppIdParam,
      body: CreateWebhookEndpointRequest,
      response: { 201: WebhookEndpointWithSecret, ...errors },
    },
    preHandler: mayConfigure,
    handler: async (req, reply) =>
      reply.code(201).send(await endpoints.create(scopeOf(req), req.params.appId, req.body)),
  });

  app.patch("/webhooks/:endpointId", {
    schema: {
      tags,
      operationId: "updateWebhookEndpoint",
      security,
      summary:
        "Change an endpoint's URL, description or events, or turn it off (`status: disabled`) and on again (`active`)",
      description:
        "Turning it off fails the deliveries waiting for it; turning it on clears its failing time, so a disabled endpoint starts afresh. " +
        "The URL follows the rules of creating one.",
      params: WebhookEndpointParams,
      body: UpdateWebhookEndpointRequest,
      response: { 200: WebhookEndpoint, ...errors },
    },
    preHandler: mayConfigure,
    handler: (req) => endpoints.update(scopeOf(req), req.params.endpointId, req.body),
  });

  app.delete("/webhooks/:endpointId", {
    schema: {
      tags,
      operationId: "deleteWebhookEndpoint",
      security,
      summary: "Remove an endpoint and its delivery log",
      params: WebhookEndpointParams,
      response: { 204: z.null(), ...errors },
    },
    preHandler: mayConfigure,
    handler: async (req, reply) => {
      await endpoints.remove(scopeOf(req), req.params.endpointId);
      return reply.code(204).send(null);
    },
  });

  app.post("/webhooks/:endpointId/roll-secret", {
    schema: {
      tags,
      operationId: "rollWebhookSecret",
      security,
      summary: "Make a new signing secret (in this answer only); the old one keeps signing beside it for 24 hours",
      params: WebhookEndpointParams,
      response: { 200: WebhookEndpointWithSecret, ...errors },
    },
    preHandler: mayConfigure,
    handler: (req) => endpoints.rollSecret(scopeOf(req), req.params.endpointId),
  });

  app.get("/webhooks/:endpointId/deliveries", {
    schema: {
      tags,
      operationId: "listWebhookDeliveries",
      security,
      summary: "The endpoint's delivery log, newest first, 10 a page, optionally of one status",
      params: WebhookEndpointParams,
      querystring: WebhookDeliveryQuery,
      response: { 200: WebhookDeliveryPage, ...errors },
    },
    preHandler: mayConfigure,
    handler: (req) => endpoints.deliveries(scopeOf(req), req.params.endpointId, req.query),
  });

  app.get("/webhooks/deliveries/:deliveryId", {
    schema: {
      tags,
      operationId: "getWebhookDelivery",
      security,
      summary: "One delivery: the event exactly as sent, and the start of the receiver's last answer",
      params: WebhookDeliveryParams,
      response: { 200: WebhookDeliveryDetail, ...errors },
    },
    preHandler: mayConfigure,
    handler: (req) => endpoints.delivery(scopeOf(req), req.params.deliveryId),
  });

  app.post("/webhooks/deliveries/:deliveryId/redeliver", {
    schema: {
      tags,
      operationId: "redeliverWebhook",
      security,
      summary:
        "Send a delivered or failed event again now (same id and body), even after the retry window; answers after the try",
      description: `409 INVALID_STATE for a delivery still pending (its tries are ahead) or an endpoint that is disabled. ${manualLimits}`,
      params: WebhookDeliveryParams,
      response: { 200: WebhookDelivery, ...errors },
    },
    preHandler: mayConfigure,
    handler: (req) => endpoints.redeliver(scopeOf(req), req.params.deliveryId),
  });

  app.post("/webhooks/:endpointId/test", {
    schema: {
      tags,
      operationId: "sendWebhookTestEvent",
      security,
      summary: "Send a `webhook.test` event to this endpoint alone, now; answers with its delivery after the try",
      description: `409 INVALID_STATE for a disabled endpoint. ${manualLimits}`,
      params: WebhookEndpointParams,
      response: { 201: WebhookDelivery, ...errors },
    },
    preHandler: mayConfigure,
    handler: async (req, reply) => reply.code(201).send(await endpoints.sendTest(scopeOf(req), req.params.endpointId)),
  });
};
