import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  type AnswerKey,
  claimIdempotencyKey,
  forgetIdempotencyKeys,
  idempotencyKeyOf,
  rememberAnswer,
  REPLAYED_HEADER,
  requestHash,
} from "@/lib/idempotency";
import { apiKeyOf } from "./api-key-auth";

/** How long a key's first answer is replayed (Stripe's rule), then forgotten by the purge job. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60_000;
/** A claim this old without an answer belongs to a process that died: a retry may take it over. */
export const STALE_CLAIM_MS = 2 * 60_000;

interface Claim extends AnswerKey {
  /** The answer's body as the route gave it, before serialization and compression. */
  body?: unknown;
}

const claims = new WeakMap<FastifyRequest, Claim>();

/** The key a money operation passes down to the operations' own idempotency: of this application, apart from the portal's keys. */
export const operationKeyOf = (request: FastifyRequest) => {
  const key = idempotencyKeyOf(request.headers["idempotency-key"]);
  return key && `api:${apiKeyOf(request).appId}:${key}`;
};

/**
 * `Idempotency-Key` on the merchant API's POSTs, by Stripe's rules (docs/merchant-api.md):
 * the key is claimed for the application before the call runs, and the first answer (status
 * and body, refusals and failures included) is kept and replayed for 24 hours with
 * `Idempotent-Replayed: true`. The same key with another method, path or body is 409
 * IDEMPOTENCY_KEY_REUSED; a retry while the first call still runs is 409 INVALID_STATE; a
 * claim left unanswered for two minutes is taken over. What is refused before the call runs
 * (no key, the rate limit, a body that fails validation) is not kept: it can be corrected and
 * sent again with the same key.
 */
export function apiIdempotency(app: FastifyInstance) {
  /** preHandler of a POST: claims the key, or answers with the first answer. */
  async function claim(request: FastifyRequest, reply: FastifyReply) {
    const key = idempotencyKeyOf(request.headers["idempotency-key"]);
    if (!key) return;
    const scope = `api:${apiKeyOf(request).appId}`;
    const hash = requestHash({ method: request.method, url: request.url, body: request.body ?? null });
    const stored = await claimIdempotencyKey(app.db, {
      scope,
      key,
      hash,
      at: app.clock(),
      staleAfterMs: STALE_CLAIM_MS,
    });
    if (stored) return reply.code(stored.status).header(REPLAYED_HEADER, "true").send(stored.body);
    claims.set(request, { scope, key, hash });
  }

  function register(scope: FastifyInstance) {
    scope.addHook("preSerialization", async (request, _reply, payload) => {
      const open = claims.get(request);
      if (open) open.body = payload;
      return payload;
    });
    // Kept before the answer leaves, so a retry the moment it arrives is already a replay.
    scope.addHook("onSend", async (request, reply, payload) => {
      const open = claims.get(request);
      if (!open) return payload;
      claims.delete(request);
      try {
        const body = open.body !== undefined ? open.body : typeof payload === "string" ? JSON.parse(payload) : null;
        await rememberAnswer(app.db, open, { status: reply.statusCode, body });
      } catch (err) {
        // Unkept, the claim is taken over by a retry after STALE_CLAIM_MS: the answer itself still stands.
        request.log.error({ err }, "idempotent answer not kept");
      }
      return payload;
    });
  }

  /** The purge job: keys older than their 24 hours are forgotten (every scope, the portal's too). */
  const purge = () => forgetIdempotencyKeys(app.db, new Date(app.clock().getTime() - IDEMPOTENCY_KEY_LIFETIME_MS));

  return { claim, register, purge };
}
