import type { FastifyInstance } from "fastify";
import { newToken, sha256 } from "@/lib/crypto";
import type { AuthContext } from "@/plugins/auth";
import { renewSessionToken } from "./auth.repo";

const HOUR_MS = 60 * 60_000;
/** A remembered session's token is replaced once it is a day old… */
const RENEW_AFTER_MS = 24 * HOUR_MS;
/** …and the old one still passes this long, for calls already on their way. */
const PREVIOUS_TOKEN_GRACE_MS = 2 * 60_000;

/**
 * Renews a remembered session at its session check: a new token (returned once), a new
 * 30-day term, and the old token dead two minutes later, so a copied token does not live
 * as long as the session.
 */
export async function renewIfDue(app: FastifyInstance, auth: AuthContext): Promise<string | undefined> {
  const { session } = auth;
  const at = app.clock();
  if (!session.rememberMe || auth.withPreviousToken || at.getTime() - session.tokenIssuedAt.getTime() < RENEW_AFTER_MS)
    return undefined;
  const accessToken = newToken();
  const renewed = await renewSessionToken(app.db, session.id, {
    currentHash: session.tokenHash,
    newHash: sha256(accessToken),
    previousUntil: new Date(at.getTime() + PREVIOUS_TOKEN_GRACE_MS),
    issuedAt: at,
    expiresAt: new Date(at.getTime() + app.config.REMEMBER_ME_DAYS * 24 * HOUR_MS),
  });
  return renewed ? accessToken : undefined;
}
