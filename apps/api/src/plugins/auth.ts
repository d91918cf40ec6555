import type { Permission } from "@portal/contracts";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { sessions, users } from "@/db/schema";
import { AppError } from "@/lib/app-error";
import { sha256 } from "@/lib/crypto";
import { privilegesOf } from "@/lib/privileges";

type User = typeof users.$inferSelect;
type Session = typeof sessions.$inferSelect;
export interface AuthContext {
  user: User;
  sessionId: string;
  session: Session;
  /** The call came with the token that a renewal replaced moments ago. */
  withPreviousToken: boolean;
  privileges: Permission[];
}

declare module "fastify" {
  interface FastifyInstance {
    /** Access check of protected routes (a live session or 401); see `runAccessChecksFirst`. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** A session's last call is written at most this often: not one write per request. */
const LAST_SEEN_EVERY_MS = 60_000;

type AccessCheck = (request: FastifyRequest) => Promise<void>;
const accessChecks = new WeakSet<AccessCheck>();

/** Marks a hook as deciding who may call a route (session, permission, confirmed e-mail). */
export function accessCheck<T extends AccessCheck>(check: T): T {
  accessChecks.add(check);
  return check;
}

/**
 * Routes list their access checks as preHandlers, which Fastify runs after parsing and
 * validating the body: a caller without a session would learn the schema from a 400 and
 * make us parse whatever they send. Every route added after this plugin gets its checks
 * moved to the front of onRequest, before anything else about the request is looked at,
 * and is marked in the OpenAPI document as needing a bearer token; no route can forget either.
 */
function runAccessChecksFirst(route: RouteOptions) {
  const checks: AccessCheck[] = [];
  for (const stage of ["onRequest", "preValidation", "preHandler"] as const) {
    const hooks = [route[stage] ?? []].flat() as AccessCheck[];
    if (!hooks.some((hook) => accessChecks.has(hook))) continue;
    checks.push(...hooks.filter((hook) => accessChecks.has(hook)));
    route[stage] = hooks.filter((hook) => !accessChecks.has(hook)) as RouteOptions[typeof stage];
  }
  if (checks.length === 0) return;
  route.onRequest = [...checks, ...[route.onRequest ?? []].flat()] as RouteOptions["onRequest"];
  route.schema = { ...route.schema, security: route.schema?.security ?? [{ bearer: [] }] };
}

/** Whose call this is: resolves `Authorization: Bearer <accessToken>` to a live session. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const idleMs = app.config.SESSION_IDLE_MINUTES * 60_000;
  app.decorateRequest("auth", null);
  // Every signed-in call starts here: the query is built once and, on PostgreSQL, planned
  // once per connection (a named prepared statement) rather than on every request.
  const sessionByToken = app.db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        or(
          eq(sessions.tokenHash, sql.placeholder("hash")),
          and(eq(sessions.previousTokenHash, sql.placeholder("hash")), gt(sessions.previousTokenExpiresAt, sql.placeholder("at"))),
        ),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder("at")),
        eq(users.status, "active"),
      ),
    )
    .prepare("session_by_token");
  app.addHook("onRoute", runAccessChecksFirst);
  app.decorate(
    "authenticate",
    accessCheck(async (request: FastifyRequest) => {
      const token = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
      if (!token) throw new AppError("UNAUTHORIZED", "Sign in to continue.");
      const at = app.clock();
      const hash = sha256(token);
      const [row] = await sessionByToken.execute({ hash, at });
      if (!row) throw new AppError("UNAUTHORIZED", "Your session has ended. Sign in again.");
      const { session } = row;
      const idleFor = at.getTime() - session.lastSeenAt.getTime();
      if (!session.rememberMe && idleFor >= idleMs) {
        await app.db.update(sessions).set({ revokedAt: at }).where(eq(sessions.id, session.id));
        throw new AppError("UNAUTHORIZED", "Your session ended after a while without activity. Sign in again.");
      }
      if (idleFor >= LAST_SEEN_EVERY_MS) await app.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, session.id));
      request.auth = {
        user: row.user,
        session,
        sessionId: session.id,
        withPreviousToken: session.tokenHash !== hash,
        privileges: privilegesOf(row.user),
      };
    }),
  );
});

/** The signed-in context of a route that ran `authenticate`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError("UNAUTHORIZED", "Sign in to continue.");
  return request.auth;
}
