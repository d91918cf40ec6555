import type { OperatorRole, Permission } from "@portal/contracts";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { sessions, users } from "@/db/schema";
import { AppError } from "@/lib/app-error";
import { sha256 } from "@/lib/crypto";
import { privilegesOf } from "@/lib/privileges";
import { type Scope, scopeOf } from "@/lib/scope";

type User = typeof users.$inferSelect;
type Session = typeof sessions.$inferSelect;

/**
 * Who acts, as the services that change records need it: the account, the actor whose name
 * the history and the operations keep (a user, or the merchant API as "API", no user id),
 * and the records within reach. A signed-in user and an application's key both give one.
 */
export interface Caller {
  accountId: string;
  actor: { id: string | null; name: string };
  scope: Scope;
}

export interface AuthContext extends Caller {
  user: User;
  sessionId: string;
  session: Session;
  /** The call came with the token that a renewal replaced moments ago. */
  withPreviousToken: boolean;
  privileges: Permission[];
}

declare module "fastify" {
  interface FastifyInstance {
    /** Access check of protected routes (a live session or 401); see `declareAccess`. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Declares a route open to anyone (`publicAccess`); every other API route has an access check. */
    access?: "public";
  }
}

/** What a session held by the strong-method policy may still call: itself, Settings → Security, signing out. */
const OPEN_TO_HELD_SESSIONS = /^\/api\/(security(\/|$)|session$|logout$)/;

/** A session's last call is written at most this often: not one write per request. */
const LAST_SEEN_EVERY_MS = 60_000;

type AccessCheck = (request: FastifyRequest) => Promise<void>;

/**
 * What a route's access check demands: a live session, one of some permissions, the main user,
 * a user manager (the main user or an administrator), a confirmed e-mail, or a live
 * application's secret key (the merchant API, modules/merchant-api/api-key-auth.ts).
 */
export type Access =
  | { kind: "session" }
  | { kind: "permission"; anyOf: Permission[] }
  | { kind: "mainUser" }
  | { kind: "userManager" }
  | { kind: "verifiedEmail" }
  | { kind: "application" }
  /** The provider's operators (plugins/operator-auth.ts), a realm of their own, in one of these roles. */
  | { kind: "operator"; roles: OperatorRole[] };
const accessChecks = new WeakMap<AccessCheck, Access>();

/** Marks a hook as deciding who may call a route, and says what it demands (for the OpenAPI document). */
export function accessCheck<T extends AccessCheck>(check: T, access: Access): T {
  accessChecks.set(check, access);
  return check;
}

/** A route anyone may call (sign-in, the checkout, configuration): its declaration, in the route's `config`. */
export const publicAccess = { access: "public" } as const;

/**
 * The route's declaration as the OpenAPI document states it: `x-access` is public, session,
 * mainUser, userManager, application or operator (with `x-operator-roles`), `x-permissions` the permissions of which a sub-user
 * needs one, and the security schemes the call takes (a bearer session, or an application's
 * key sent as Basic `merchantId:secretKey` or as a bearer secret key).
 */
function declaredAccess(found: Access[]) {
  const kinds = new Set(found.map((a) => a.kind));
  const operator = found.find((a) => a.kind === "operator");
  if (operator)
    return { "x-access": "operator", "x-operator-roles": operator.roles, security: [{ operatorBearer: [] }] };
  if (kinds.has("application"))
    return { "x-access": "application", security: [{ merchantKey: [] }, { secretKey: [] }] };
  const anyOf = found.flatMap((a) => (a.kind === "permission" ? a.anyOf : []));
  const access = kinds.has("mainUser") ? "mainUser" : kinds.has("userManager") ? "userManager" : "session";
  return { "x-access": access, ...(anyOf.length > 0 && { "x-permissions": anyOf }), security: [{ bearer: [] }] };
}

/**
 * Routes list their access checks as preHandlers, which Fastify runs after parsing and
 * validating the body: a caller without a session would learn the schema from a 400 and
 * make us parse whatever they send. Every route added after this plugin gets its checks
 * moved to the front of onRequest, before anything else about the request is looked at,
 * and is marked in the OpenAPI document with the credentials it takes and its declaration
 * (`x-access`, `x-permissions`). An API route with no check must say it is public
 * (`config: publicAccess`), or the app does not start: no route can forget who may call it.
 */
export function declareAccess(route: RouteOptions) {
  // A call that takes no credentials says so (`security: []`), as OpenAPI reads an empty list.
  if (route.config?.access === "public") {
    route.schema = { ...route.schema, "x-access": "public", security: [] } as RouteOptions["schema"];
    return;
  }
  const checks: AccessCheck[] = [];
  for (const stage of ["onRequest", "preValidation", "preHandler"] as const) {
    const hooks = [route[stage] ?? []].flat() as AccessCheck[];
    if (!hooks.some((hook) => accessChecks.has(hook))) continue;
    checks.push(...hooks.filter((hook) => accessChecks.has(hook)));
    route[stage] = hooks.filter((hook) => !accessChecks.has(hook)) as RouteOptions[typeof stage];
  }
  if (checks.length === 0) {
    // One declaration per route: an API route with neither checks nor `publicAccess` does not start.
    if (route.url.startsWith("/api/") && !route.schema?.hide)
      throw new Error(`${String(route.method)} ${route.url} declares no access`);
    // The pages outside the API (probes, the sandbox's) take none either.
    route.schema = { security: [], ...route.schema };
    return;
  }
  route.onRequest = [...checks, ...[route.onRequest ?? []].flat()] as RouteOptions["onRequest"];
  const { security, ...declared } = declaredAccess(checks.map((check) => accessChecks.get(check)!));
  route.schema = {
    ...route.schema,
    ...declared,
    security: route.schema?.security ?? security,
  } as RouteOptions["schema"];
}

/** Whose call this is: resolves `Authorization: Bearer <accessToken>` to a live session. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const idleMs = app.config.SESSION_IDLE_MINUTES * 60_000;
  app.decorateRequest("auth", null);
  // Every signed-in call starts here. An unnamed statement each time, never a named prepared
  // one: behind PgBouncer in transaction pooling, the next call may get another server
  // connection, where a statement prepared on the first does not exist (DESIGN §7).
  const sessionByToken = (hash: string, at: Date) =>
    app.db
      .select({ user: users, session: sessions })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          or(
            eq(sessions.tokenHash, hash),
            and(eq(sessions.previousTokenHash, hash), gt(sessions.previousTokenExpiresAt, at)),
          ),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, at),
          eq(users.status, "active"),
        ),
      );
  app.addHook("onRoute", declareAccess);
  app.decorate(
    "authenticate",
    accessCheck(
      async (request: FastifyRequest) => {
        const token = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
        if (!token) throw new AppError("UNAUTHORIZED", "Sign in to continue.");
        const at = app.clock();
        const hash = sha256(token);
        const [row] = await sessionByToken(hash, at);
        if (!row) throw new AppError("UNAUTHORIZED", "Your session has ended. Sign in again.");
        const { session } = row;
        const idleFor = at.getTime() - session.lastSeenAt.getTime();
        if (!session.rememberMe && idleFor >= idleMs) {
          await app.db.update(sessions).set({ revokedAt: at }).where(eq(sessions.id, session.id));
          throw new AppError("UNAUTHORIZED", "Your session ended after a while without activity. Sign in again.");
        }
        if (session.needsStrongMethod && !OPEN_TO_HELD_SESSIONS.test(request.routeOptions.url ?? "")) {
          throw new AppError(
            "STRONG_METHOD_REQUIRED",
            "Your account owner requires an authenticator app or a passkey. Add one in Settings → Security.",
          );
        }
        if (idleFor >= LAST_SEEN_EVERY_MS)
          await app.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, session.id));
        request.auth = {
          user: row.user,
          session,
          sessionId: session.id,
          withPreviousToken: session.tokenHash !== hash,
          privileges: privilegesOf(row.user),
          accountId: row.user.accountId,
          actor: { id: row.user.id, name: row.user.fullName },
          scope: scopeOf(row.user),
        };
      },
      { kind: "session" },
    ),
  );
});

/** The signed-in context of a route that ran `authenticate`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError("UNAUTHORIZED", "Sign in to continue.");
  return request.auth;
}
