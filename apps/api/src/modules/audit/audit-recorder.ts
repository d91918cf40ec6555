import type { AuditOutcome } from "@portal/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { REPLAYED_HEADER } from "@/lib/idempotency";
import { insertAuditEvent } from "./audit.repo";
import { auditedRoutes } from "./audited-routes";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A field at a dotted path of a parsed JSON value, if it is an id. */
function idAt(value: unknown, path: string): string | null {
  let at = value;
  for (const key of path.split("."))
    at = at !== null && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined;
  return typeof at === "string" && UUID.test(at) ? at : null;
}

/** The error code of an error answer. */
function errorOf(payload: unknown): string | null {
  if (typeof payload !== "string") return null;
  try {
    const code = (JSON.parse(payload) as { code?: unknown }).code;
    return typeof code === "string" ? code : null;
  } catch {
    return null;
  }
}

const outcomeOf = (status: number): AuditOutcome => (status < 400 ? "succeeded" : status < 500 ? "refused" : "failed");

/** The answers of audited calls as objects, before they are serialized and compressed. */
const answers = new WeakMap<FastifyRequest, unknown>();

/**
 * Writes the audit trail: each call of `auditedRoutes` made by a signed-in user, or with an
 * application's key (the merchant API, recorded as "API"), whatever its outcome, just before
 * its answer leaves. A call without either has nobody to record, and the replay of an
 * idempotent call did nothing new; a failure to record is logged and never changes the answer.
 */
export const auditRecorder = fp(async (app: FastifyInstance) => {
  const auditedOf = (request: FastifyRequest) => auditedRoutes[`${request.method} ${request.routeOptions.url}`];
  app.addHook("preSerialization", async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    if (auditedOf(request)) answers.set(request, payload);
    return payload;
  });
  app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const audited = auditedOf(request);
    const caller = request.auth ?? request.apiKey ?? null;
    if (!audited || !caller || reply.hasHeader(REPLAYED_HEADER)) return payload;
    const [source, path] = audited.id ?? [];
    const from = {
      params: request.params,
      query: request.query,
      body: request.body,
      answer: answers.get(request),
      actor: caller.actor,
    };
    // Error answers are small, so never compressed: still the JSON text here.
    const error = reply.statusCode >= 400 ? errorOf(payload) : null;
    try {
      await insertAuditEvent(app.db, {
        accountId: caller.accountId,
        actorId: caller.actor.id,
        actorName: caller.actor.name,
        action: typeof audited.action === "function" ? audited.action(request.body) : audited.action,
        targetType: audited.target,
        // A record the caller could not find is not named: it may be another account's.
        targetId: source && path && reply.statusCode !== 404 ? idAt(from[source], path) : null,
        outcome: outcomeOf(reply.statusCode),
        errorCode: error,
        at: app.clock(),
      });
    } catch (err) {
      request.log.error({ err }, "audit event not written");
    }
    return payload;
  });
});
