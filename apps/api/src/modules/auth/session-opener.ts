import type { ApproveLoginResponse, Language } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { Tx } from "@/db/client";
import { newToken, sha256 } from "@/lib/crypto";
import { secondStepsOf, hasStrongMethod } from "@/modules/strong-methods/second-steps";
import { accountPolicy } from "@/modules/strong-methods/strong-methods.repo";
import { toAuthUser } from "./auth.mappers";
import { insertSession, type User } from "./auth.repo";

const HOUR_MS = 60 * 60_000;
/** A User-Agent is kept to name the device in the user's list of sessions; the rest of a long one names nothing more. */
const USER_AGENT_MAX = 300;

export interface SessionCaller {
  lang: Language;
  ip: string;
  userAgent?: string;
}

/**
 * A session begins, whichever way the second step was met (a code, a recovery code, a
 * passkey). A sub-user whom the account's policy requires to have a strong method and who
 * has none is held: only Settings → Security answers until they add one.
 */
export function sessionOpener(app: FastifyInstance) {
  const { config, clock: now } = app;

  async function open(tx: Tx, user: User, rememberMe: boolean, caller: SessionCaller) {
    const accessToken = newToken();
    const lifetimeMs = rememberMe ? config.REMEMBER_ME_DAYS * 24 * HOUR_MS : config.SESSION_HOURS * HOUR_MS;
    const at = now();
    const expiresAt = new Date(at.getTime() + lifetimeMs);
    const secondSteps = await secondStepsOf(tx, user);
    const needsStrongMethod =
      user.userType === "sub" && !hasStrongMethod(secondSteps) && (await accountPolicy(tx, user.accountId));
    await insertSession(tx, {
      userId: user.id,
      tokenHash: sha256(accessToken),
      expiresAt,
      rememberMe,
      lastSeenAt: at,
      tokenIssuedAt: at,
      userAgent: caller.userAgent?.slice(0, USER_AGENT_MAX) || null,
      ipAddress: caller.ip,
      needsStrongMethod,
    });
    return { accessToken, expiresAt, user, secondSteps, needsStrongMethod };
  }

  const answer = (session: Awaited<ReturnType<typeof open>>): ApproveLoginResponse => ({
    accessToken: session.accessToken,
    expiresAt: session.expiresAt.toISOString(),
    user: toAuthUser(session.user, {
      secondSteps: session.secondSteps,
      mustAddStrongMethod: session.needsStrongMethod,
    }),
  });

  return { open, answer };
}
