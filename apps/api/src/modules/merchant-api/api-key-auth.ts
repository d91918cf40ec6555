import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "@/lib/app-error";
import { safeEqual, sha256 } from "@/lib/crypto";
import { accessCheck, type Caller } from "@/plugins/auth";
import { keyLookups, type KeyRow } from "./api-key-auth.repo";

/** The application a merchant API call is made with; its actor is "API", no user. */
export interface ApiKeyContext extends Caller {
  appId: string;
  merchantId: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Access check of the merchant API's routes: a live application's secret key, or 401. */
    authenticateApplication(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    apiKey: ApiKeyContext | null;
  }
}

/** The name the audit trail, the invoice history and the operations give to calls made with a key. */
const API_ACTOR = "API";

const MINUTE_MS = 60_000;

/** `Basic base64(merchantId:secretKey)` or `Bearer secretKey`; null when the header is neither. */
function credentialsOf(header: string | undefined): { merchantId: string | null; secretKey: string } | null {
  const [, scheme, value] = /^(Basic|Bearer) +(\S+)$/i.exec(header ?? "") ?? [];
  if (!scheme || !value) return null;
  if (scheme.toLowerCase() === "bearer") return { merchantId: null, secretKey: value };
  const decoded = Buffer.from(value, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon <= 0 || colon === decoded.length - 1) return null;
  return { merchantId: decoded.slice(0, colon), secretKey: decoded.slice(colon + 1) };
}

/** Whether the key's hash is the application's current key, or the one a rotation replaced and still in its grace. */
function keyMatches(row: KeyRow, hash: string, now: Date): boolean {
  const current = row.secretKeyHash !== null && safeEqual(hash, row.secretKeyHash);
  const previous =
    row.previousSecretKeyHash !== null &&
    row.previousSecretKeyExpiresAt !== null &&
    row.previousSecretKeyExpiresAt > now &&
    safeEqual(hash, row.previousSecretKeyHash);
  return current || previous;
}

const unauthorized = (message: string) => new AppError("UNAUTHORIZED", message);

/**
 * The merchant API's authentication (docs/merchant-api.md): an application's merchant id and
 * secret key as HTTP Basic, or the secret key alone as a bearer token. Only the key's SHA-256
 * is stored; a Basic call finds the application by its merchant id and compares the hashes in
 * constant time, a bearer call finds it by the hash's unique index (a lookup by a hash of 256
 * random bits tells a guesser nothing). The key a rotation replaced works until the grace the
 * merchant chose ends. Only a live application's key is taken: a disabled one's hashes are
 * cleared, and a draft or one in review takes no payments.
 */
export const apiKeyAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("apiKey", null);
  const keys = keyLookups(app.db);
  app.decorate(
    "authenticateApplication",
    accessCheck(
      async (request: FastifyRequest) => {
        const credentials = credentialsOf(request.headers.authorization);
        if (!credentials) {
          throw unauthorized(
            "Send the application's merchant id and secret key as HTTP Basic credentials, or the secret key as a bearer token.",
          );
        }
        const now = app.clock();
        const hash = sha256(credentials.secretKey);
        const row =
          credentials.merchantId === null
            ? await keys.byKeyHash(hash, now)
            : await keys.byMerchantId(credentials.merchantId);
        if (!row || !keyMatches(row, hash, now)) throw unauthorized("The merchant id or secret key is not valid.");
        // The caller holds the key, so saying why it is refused tells them nothing they could not see in the portal.
        if (row.status !== "live")
          throw unauthorized("This application is not live: only a live application's key is accepted.");
        request.apiKey = {
          accountId: row.accountId,
          appId: row.id,
          merchantId: row.merchantId,
          actor: { id: null, name: API_ACTOR },
          scope: { accountId: row.accountId, appIds: [row.id] },
        };
      },
      { kind: "application" },
    ),
  );
});

/** The application of a route that ran `authenticateApplication`. */
export function apiKeyOf(request: FastifyRequest): ApiKeyContext {
  if (!request.apiKey) throw unauthorized("The merchant id or secret key is not valid.");
  return request.apiKey;
}

/**
 * The per-application limit, run right after the key check: API_RATE_LIMIT_PER_MINUTE calls a
 * minute, counted in the shared rate-limit store so every server counts together. Every
 * answer says where the caller stands (`RateLimit-Limit`, `-Remaining`, `-Reset` in seconds);
 * over the limit it is 429 with `Retry-After`.
 */
export function perApplicationLimit(app: FastifyInstance) {
  const limit = app.config.API_RATE_LIMIT_PER_MINUTE;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { appId } = apiKeyOf(request);
    const { count, resetInMs } = await app.rateLimits.hit(`api:${appId}`, MINUTE_MS);
    const reset = Math.ceil(resetInMs / 1000);
    reply
      .header("RateLimit-Limit", limit)
      .header("RateLimit-Remaining", Math.max(0, limit - count))
      .header("RateLimit-Reset", reset);
    if (count > limit)
      throw new AppError(
        "RATE_LIMITED",
        `More than ${limit} calls a minute with this application's key. Wait and try again.`,
        { retryAfter: reset },
      );
  };
}
