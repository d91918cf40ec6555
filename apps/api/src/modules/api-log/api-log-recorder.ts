import type { FastifyInstance, FastifyRequest } from "fastify";
import { redactUrl } from "@/lib/redact";
import { redactBody } from "./api-log-redaction";

declare module "fastify" {
  interface FastifyRequest {
    /** The merchant API call's bodies as sent and as answered, for its API log line. */
    apiLogBodies?: { request: string | null; response: string | null };
  }
}

/**
 * Logs every call of this context made with an application's key (docs/merchant-api.md "API
 * log"): calls refused before a key was recognised belong to no application and are not logged.
 * The request body is read before validation, as the client sent it, not as the server took it.
 */
export function recordApiLog(context: FastifyInstance) {
  const bodiesOf = (request: FastifyRequest) => (request.apiLogBodies ??= { request: null, response: null });
  context.addHook("preValidation", async (request) => {
    if (request.body !== undefined) bodiesOf(request).request = JSON.stringify(request.body);
  });
  // Before serialisation, not on send: by then the answer may already be compressed.
  context.addHook("preSerialization", async (request, _reply, payload) => {
    bodiesOf(request).response = JSON.stringify(payload);
    return payload;
  });
  context.addHook("onResponse", async (request, reply) => {
    if (!request.apiKey) return;
    const bodies = bodiesOf(request);
    const key = request.headers["idempotency-key"];
    context.apiLog.add({
      appId: request.apiKey.appId,
      at: new Date(context.clock().getTime() - Math.round(reply.elapsedTime)),
      method: request.method,
      path: redactUrl(request.url, request.routeOptions.url).slice(0, 2000),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime),
      requestId: String(request.id),
      idempotencyKey: typeof key === "string" && key ? key.slice(0, 255) : null,
      requestBody: redactBody(bodies.request),
      responseBody: redactBody(bodies.response),
    });
  });
}
