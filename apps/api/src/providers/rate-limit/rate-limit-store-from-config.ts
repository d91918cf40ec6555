import type { FastifyBaseLogger } from "fastify";
import type { Env } from "@/config/env";
import type { Db } from "@/db/client";
import { dbRateLimitStore } from "./db-rate-limit-store";
import { fallbackRateLimitStore } from "./fallback-rate-limit-store";
import type { RateLimitStore } from "./rate-limit-store";
import { redisRateLimitStore } from "./redis-rate-limit-store";

/**
 * The store REDIS_URL names: Redis, falling back to the database while Redis is out; without
 * REDIS_URL, the database.
 */
export function rateLimitStoreFromConfig(
  env: Env,
  deps: { db: Db; clock: () => Date; log: FastifyBaseLogger },
): RateLimitStore {
  const database = dbRateLimitStore(deps.db, deps.clock);
  if (!env.REDIS_URL) return database;
  const redis = redisRateLimitStore(env.REDIS_URL, deps.clock, {
    timeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
    log: deps.log,
  });
  return fallbackRateLimitStore(redis, database, { log: deps.log });
}
