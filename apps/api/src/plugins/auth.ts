import type { Permission } from "@portal/contracts";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { sessions, users } from "@/db/schema";
import { AppError } from "@/lib/app-error";
import { sha256 } from "@/lib/crypto";
import { privilegesOf } from "@/lib/privileges";

type User = typeof users.$inferSelect;
export interface AuthContext {
  user: User;
  sessionId: string;
  privileges: Permission[];
}

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler for protected routes: a live session or 401. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** Whose call this is: resolves `Authorization: Bearer <accessToken>` to a live session. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("auth", null);
  app.decorate("authenticate", async (request: FastifyRequest) => {
    const token = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
    if (!token) throw new AppError("UNAUTHORIZED", "Sign in to continue.");
    const [row] = await app.db
      .select({ user: users, sessionId: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sha256(token)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, app.clock()),
          eq(users.status, "active"),
        ),
      );
    if (!row) throw new AppError("UNAUTHORIZED", "Your session has ended. Sign in again.");
    request.auth = { ...row, privileges: privilegesOf(row.user) };
  });
});

/** The signed-in context of a route that ran `authenticate`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError("UNAUTHORIZED", "Sign in to continue.");
  return request.auth;
}
