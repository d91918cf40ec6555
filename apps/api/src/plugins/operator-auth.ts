import type { OperatorRole } from "@portal/contracts";
import { operatorRoles } from "@portal/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, eq, gt, isNull } from "drizzle-orm";
import fp from "fastify-plugin";
import { operatorSessions, operators } from "@/db/schema";
import { AppError } from "@/lib/app-error";
import { sha256 } from "@/lib/crypto";
import { accessCheck } from "./auth";

/** The signed-in operator of a route that ran an operator access check. */
export interface OperatorContext {
  operator: typeof operators.$inferSelect;
  sessionId: string;
  address: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The access check of an operator route: a live operator session of one of `roles` (all, by default), or 401/403. */
    operatorAccess(...roles: OperatorRole[]): (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    operator: OperatorContext | null;
  }
}

/** An operator's session ends after this long without a call. */
export const OPERATOR_IDLE_MS = 30 * 60_000;
const LAST_SEEN_EVERY_MS = 60_000;

/**
 * Whose call an operator route serves: `Authorization: Bearer <token>` must be an operator
 * session's token. Operators' sessions live in their own table, so a merchant's token is
 * unknown here (401), as an operator's is to every merchant route (docs/operator-console.md).
 */
export const operatorAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("operator", null);
  const checks = new Map<string, (request: FastifyRequest) => Promise<void>>();

  async function identify(request: FastifyRequest): Promise<OperatorContext> {
    const token = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
    if (!token) throw new AppError("UNAUTHORIZED", "Sign in to the operator console to continue.");
    const at = app.clock();
    const [row] = await app.db
      .select({ operator: operators, session: operatorSessions })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(
        and(
          eq(operatorSessions.tokenHash, sha256(token)),
          eq(operatorSessions.stage, "session"),
          isNull(operatorSessions.revokedAt),
          gt(operatorSessions.expiresAt, at),
          eq(operators.status, "active"),
        ),
      );
    if (!row) throw new AppError("UNAUTHORIZED", "Your operator session has ended. Sign in again.");
    const idleFor = at.getTime() - row.session.lastSeenAt.getTime();
    const touch = (set: { revokedAt: Date } | { lastSeenAt: Date }) =>
      app.db.update(operatorSessions).set(set).where(eq(operatorSessions.id, row.session.id));
    if (idleFor >= OPERATOR_IDLE_MS) {
      await touch({ revokedAt: at });
      throw new AppError("UNAUTHORIZED", "Your operator session ended after a while without activity. Sign in again.");
    }
    if (idleFor >= LAST_SEEN_EVERY_MS) await touch({ lastSeenAt: at });
    return { operator: row.operator, sessionId: row.session.id, address: request.ip };
  }

  app.decorate("operatorAccess", (...wanted: OperatorRole[]) => {
    const roles = wanted.length > 0 ? wanted : [...operatorRoles];
    const key = [...roles].sort().join(",");
    const known = checks.get(key);
    if (known) return known;
    const check = accessCheck(
      async (request: FastifyRequest) => {
        const context = await identify(request);
        if (!roles.includes(context.operator.role))
          throw new AppError("FORBIDDEN", "Your operator role does not allow this.");
        request.operator = context;
      },
      { kind: "operator", roles },
    );
    checks.set(key, check);
    return check;
  });
});

export function operatorOf(request: FastifyRequest): OperatorContext {
  if (!request.operator) throw new AppError("UNAUTHORIZED", "Sign in to the operator console to continue.");
  return request.operator;
}
