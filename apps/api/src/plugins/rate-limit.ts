import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "@/lib/app-error";

const MINUTE_MS = 60_000;

export type RateLimitGroup = "login" | "register" | "password" | "checkout";

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler: at most RATE_LIMIT_PER_MINUTE calls a minute per client IP to the group. */
    rateLimit(group: RateLimitGroup): (request: FastifyRequest) => Promise<void>;
  }
}

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  app.decorate("rateLimit", (group: RateLimitGroup) => async (request: FastifyRequest) => {
    const { count, resetInMs } = await app.rateLimits.hit(`ip:${group}:${request.ip}`, MINUTE_MS);
    if (count > app.config.RATE_LIMIT_PER_MINUTE) {
      throw new AppError("RATE_LIMITED", "Too many requests. Wait a moment and try again.", {
        retryAfter: Math.ceil(resetInMs / 1000),
      });
    }
  });
});
